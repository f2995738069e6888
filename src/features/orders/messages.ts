/** zh-TW copy of 我的訂單 (/orders) and one order (/orders/:id). */
export const ordersMessages = {
  list: {
    title: '我的訂單',
    subtitle: '您在本站成立的訂單，最新的在最前面。',
    loading: '訂單載入中',
    emptyTitle: '還沒有訂單',
    emptyText: '挑幾樣喜歡的早餐，第一筆訂單就會出現在這裡。',
    toProducts: '前往選購商品',
    errorTitle: '訂單暫時無法載入',
    errorText: '網路似乎不太穩定，請稍後再試一次。',
    retry: '重新載入',
    more: '查看更早的訂單',
    items: (n: number) => `共 ${n} 項商品`,
    /** The card's link; screen readers also hear the order number after it. */
    view: '查看訂單',
    publicNotice:
      '本站使用的課程 API 沒有會員身分，所有訂單對任何人都是公開可讀的；請勿在留言中填寫敏感資料。',
  },
  detail: {
    title: (number: string) => `訂單 ${number}`,
    back: '回到我的訂單',
    pay: '付款',
    paying: '付款中',
    paid: '付款完成',
    reorder: '再買一次',
    reordered: (n: number) => `已將 ${n} 項商品加入購物車!`,
    skipped: (titles: string) => `以下商品已停售，未加入購物車：${titles}`,
    nothingToReorder: '這筆訂單的商品都已停售，無法再買一次。',
    notFoundTitle: '找不到這筆訂單',
    notFoundText: '訂單不存在，或不是您的訂單。',
    errorTitle: '訂單暫時無法載入',
    errorText: '網路似乎不太穩定，請稍後再試一次。',
    retry: '重新載入',
  },
} as const
