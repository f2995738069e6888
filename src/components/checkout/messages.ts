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
} as const
