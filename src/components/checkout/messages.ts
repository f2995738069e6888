/** zh-TW copy shared by the cart, checkout and result pages (the step bar and the totals). */
export const checkoutStepMessages = {
  label: '購物流程',
  steps: ['確認購物車', '選擇運送及付款方式', '結帳', '完成訂單'],
  /** Where a label may wrap on a phone (between words, not inside 付款). */
  stepWraps: [['確認購物車'], ['選擇運送及', '付款方式'], ['結帳'], ['完成訂單']],
  current: '（目前步驟）',
  done: '（已完成）',
  failed: '（未完成）',
} as const

export const cartTotalsMessages = {
  title: '訂單摘要',
  subtotal: '商品小計',
  discount: '折扣',
  total: '總計',
  /** 80 (percentage paid) → 8 折; 85 → 85 折; 100 → 不打折. */
  couponMeaning: (percent: number) => {
    if (percent >= 100) return '不打折'
    if (percent <= 0) return '免費'
    const digits = percent % 10 === 0 ? percent / 10 : percent >= 10 ? percent : percent / 10
    return `${digits} 折`
  },
  /** One coupon on the 折扣 line: 「MORNING · 8 折」. */
  coupon: (code: string, meaning: string) => (code ? `${code} · ${meaning}` : meaning),
  /** Lines added after the code was applied pay full price until it is applied again. */
  partly: '部分商品未套用',
  /** A discount that adds (a coupon over 100 % another client stored). */
  surcharge: (amount: string) => `+${amount}`,
  off: (amount: string) => `−${amount}`,
} as const

/** An order as a person reads it (checkout success, my orders, the order page). */
export const orderMessages = {
  number: '訂單編號',
  createdAt: '成立時間',
  items: '訂購商品',
  qty: (qty: number) => `× ${qty}`,
  shipping: '運送方式',
  payment: '付款方式',
  status: '付款狀態',
  paid: '已付款',
  unpaid: '未付款',
  paidAt: '付款時間',
  contact: '聯絡資訊',
  name: '姓名',
  email: '電子郵件',
  tel: '電話',
  address: '收件地址',
  message: '留言',
  copyId: '複製完整訂單編號',
  copied: '已複製訂單編號',
  /** Spec §9's options; a value another client stored is shown as it is. */
  shippingWays: { homeDelivery: '宅配', instorePickup1: '7-11 取貨', instorePickup2: '全家取貨' },
  paymentWays: {
    creditCard: '信用卡',
    bankTransfer: '銀行轉帳',
    cashOnDelivery: '貨到付款',
    LinePay: 'LINE Pay',
    ApplePay: 'Apple Pay',
  },
} as const

export function shippingLabel(value: unknown): string {
  const labels: Record<string, string> = orderMessages.shippingWays
  return typeof value === 'string' ? (labels[value] ?? value) : '—'
}

export function paymentLabel(value: unknown): string {
  const labels: Record<string, string> = orderMessages.paymentWays
  return typeof value === 'string' ? (labels[value] ?? value) : '—'
}

/** Where an order's payment stands (the confirmation and the order page). */
export const paymentStatusMessages = {
  paid: {
    title: '已付款',
    at: (date: string) => `付款時間：${date}`,
  },
  unpaid: {
    title: '付款未完成',
    text: '訂單已成立，但付款沒有完成，訂單會保留。您可以現在重新付款，或稍後在「我的訂單」付款；付款完成後我們才會出貨。',
    retry: '重新付款',
  },
  paying: '付款中，請稍候…',
  transfer: {
    title: '請於期限內完成 ATM 轉帳',
    text: '訂單已成立，付款狀態：未付款。請轉帳到以下帳號，確認收款後 1–3 個工作天內出貨。',
    bank: '銀行代碼',
    account: '轉帳帳號',
    amount: '轉帳金額',
    payBy: '繳費期限',
    later: '轉帳完成後，可在訂單頁按「付款」通知我們。',
    demo: '本站為學習作品，示範銀行與帳號皆為虛構，請勿實際轉帳。',
  },
  onDelivery: {
    title: '貨到付款',
    text: '商品送達或到門市取貨時付款即可，現在不需要付款。',
  },
} as const

/** A stale cart on the cart and checkout pages (src/api/cartFreshness.ts). */
export const staleCartMessages = {
  offSaleChip: '已下架',
  offSaleLine: '這項商品已停售，無法結帳，請移除。',
  priceChip: '價格已變動',
  /** Screen readers: the struck price and the new one. */
  was: '原本價格',
  now: '目前價格',
  /** The notice above the lines, one alert per change, with the click that settles it. */
  offSale: {
    title: (count: number) => `有 ${count} 項商品已下架`,
    text: '已下架或停售的商品無法結帳，移除後就能繼續。',
    action: '移除已下架商品',
  },
  priceChanged: {
    title: (count: number) => `有 ${count} 項商品的價格已變動`,
    text: '劃線的是您先前看到的價格。確認後訂單會以目前的價格計算。',
    action: '確認新價格',
  },
  /** At 結帳: the shop changed while the shopper filled the form. */
  changedAtCheckout: '購物車的內容或價格剛剛有變動，訂單還沒有送出。請確認更新後的內容，再按一次結帳。',
  /** At 結帳: the cart could not be read again. */
  uncheckedAtCheckout: '無法確認購物車的最新內容，訂單還沒有送出。請確認網路連線後再按一次結帳。',
  blocked: '請先處理購物車中已變動的商品',
} as const
