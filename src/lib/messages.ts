/** zh-TW copy shared by several features. Feature-specific copy lives in each feature's messages.ts. */
export const sharedMessages = {
  shopName: '早餐店',
  /** The document's title where a page has none of its own. */
  pageTitle: '早餐店｜加熱即食的美味早餐',
  loading: '載入中',
  ok: '確定',
  cancel: '取消',
  delete: '刪除',
  /** Spec §5: guard dialog for members-only actions. */
  pleaseLogIn: '請先登入',
  pleaseLogInText: '登入會員後才能使用購物車、收藏商品與結帳喔！',
  logoutSuccess: '登出成功!',
  retry: '請重新操作一次',
} as const
