import { orderMessages } from '@/components/checkout/messages'

/** zh-TW copy of checkout and the result pages (spec §2, §5, §8). */
export const checkoutMessages = {
  pageTitle: '結帳',
  loading: '訂單資料載入中',
  contact: {
    heading: '聯絡資訊',
    name: '姓名',
    email: 'Email',
    phone: '電話',
    phoneHint: '市話或手機，例如 0223456789 或 0912345678',
    message: '留言',
    messageHint: '指定配送時段（含週六收貨）等需求，請寫在這裡',
  },
  address: {
    label: '收件地址',
    hint: '本站為學習作品，收件地址固定為示範地址',
  },
  shipping: {
    heading: '運送方式',
    options: orderMessages.shippingWays,
  },
  payment: {
    heading: '付款方式',
    options: orderMessages.paymentWays,
  },
  card: {
    heading: '信用卡資料',
    notice: '卡片資料僅用於本頁示範，不會傳送到伺服器或被保存。',
    number: '卡號',
    dueDate: '有效期限（MM/YY）',
    safeCode: '安全碼',
  },
  validation: {
    required: '必填',
    nameMin: '請至少輸入 2 個字',
    nameMax: '最多只能輸入 12 個字',
    email: 'Email 欄位格式錯誤',
    phone: '電話欄位格式錯誤',
    choose: '必選',
    cardNumber: '卡號格式錯誤',
    cardDueDate: '請依 MM/YY 格式輸入',
    cardSafeCode: '安全碼格式錯誤',
  },
  summary: {
    heading: '訂單摘要',
    qty: (qty: number) => `× ${qty}`,
    empty: '購物車是空的，請先選購商品。',
    toProducts: '前往選購商品',
  },
  back: '返回購物車',
  submit: '結帳',
  toast: { orderSent: '已送出訂單!' },
  success: {
    title: '訂單建立成功',
    text: '感謝您的訂購！我們會在付款完成後 1–3 個工作天內出貨，出貨時將以 Email 通知您。',
    orderId: '訂單編號',
    total: '訂單金額',
    createdAt: '成立時間',
    home: '回到首頁',
    continueShopping: '繼續購物',
    viewOrder: '查看訂單',
  },
  fail: {
    title: '訂單建立失敗',
    text: '很抱歉，訂單沒有送出成功。購物車內的商品仍為您保留，請稍後再試一次。',
    home: '回到首頁',
    cart: '返回購物車',
  },
} as const
