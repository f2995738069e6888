/** zh-TW copy of the cart page (spec §2 cart and its success toasts; its §8 failures: src/api/failures.ts). */
export const cartMessages = {
  pageTitle: '購物車',
  linesHeading: '購物車內容',
  loading: '購物車載入中',
  columns: { product: '商品', qty: '數量', lineTotal: '小計', actions: '操作' },
  unitPrice: (price: string, unit: string) => `單價 ${price}${unit ? ` / ${unit}` : ''}`,
  decrease: (title: string) => `減少 ${title} 的數量`,
  increase: (title: string) => `增加 ${title} 的數量`,
  qtyLabel: (title: string) => `${title} 的數量`,
  remove: (title: string) => `刪除 ${title}`,
  lineCoupon: (title: string) => `已套用：${title}`,
  empty: {
    title: '購物車是空的',
    text: '還沒挑到喜歡的早餐嗎？逛逛我們的商品，把明天的早餐準備好吧！',
    cta: '前往選購商品',
  },
  error: {
    title: '取得購物車列表失敗',
    text: '暫時無法載入購物車，請稍後再試一次。',
    retry: '重新載入',
  },
  clear: '清空購物車',
  clearConfirm: '確定要刪除全部品項嗎？',
  clearConfirmText: '購物車內的所有商品都會被移除。',
  coupon: {
    heading: '優惠券',
    label: '優惠券代碼',
    placeholder: '輸入優惠券代碼',
    apply: '套用',
    applied: (title: string, code: string) => `已套用優惠券「${title}」（${code}）`,
    saved: (amount: string) => `為您省下 ${amount}`,
    partly: (code: string) => `套用後才加入的商品還沒有折扣，再套用一次 ${code} 即可。`,
    /**
     * The shop's words for the API's refusals (under the field). The API's own text (找不到優惠券!,
     * 優惠券無法無法使用或已過期) is what the fake sends and the contract pins; the shopper reads these.
     */
    errors: {
      notFound: '找不到這個優惠碼，請確認拼字與大小寫。',
      unusable: '這個優惠碼已過期或暫停使用，無法套用。',
    },
  },
  proceed: '前往結帳',
  continueShopping: '繼續購物',
  recommend: {
    heading: '猜你喜歡',
    carousel: '猜你喜歡的商品輪播',
    slide: (index: number, count: number) => `第 ${index} 項，共 ${count} 項`,
    opensInNewTab: '（在新分頁開啟）',
    previous: '上一組商品',
    next: '下一組商品',
    pause: '暫停自動輪播',
    play: '開始自動輪播',
  },
  toast: {
    lineDeleted: '已刪除單一品項!',
    cleared: '已清空購物車!',
    couponApplied: '已套用優惠券!',
  },
} as const
