export const layoutMessages = {
  /** A page that needs JavaScript, in a browser without it. */
  noScript: '請開啟 JavaScript 以瀏覽早餐店。',
  nav: {
    about: '關於我們',
    products: '全部商品',
    login: '登入',
    logout: '登出',
    orders: '我的訂單',
    favourites: '我的收藏',
    greeting: (name: string) => `嗨，${name}`,
    cart: (count: number) => `購物車，共 ${count} 項商品`,
    openMenu: '開啟選單',
    closeMenu: '關閉選單',
    mainNav: '主選單',
    memberMenu: '會員選單',
  },
  footer: {
    aboutTitle: '關於本站',
    aboutText:
      '早餐店提供免下廚、加熱即食的台式早餐：嚴選在地食材、標示完整營養資訊，並使用可分解包裝，讓每天的第一餐簡單又安心。',
    learningNotice: '本網站為個人學習作品，僅供練習展示，非商業用途，不會販售任何商品。',
    contactTitle: '聯絡我們',
    phoneLabel: '客服專線',
    phone: '0800-123-520',
    emailLabel: '客服信箱',
    email: 'service@breakfast-shop.tw',
    hoursLabel: '服務時間',
    hours: '每日 08:00–17:00',
    followTitle: '追蹤我們',
    admin: '管理員登入',
    copyright: '© 2025 早餐店 版權所有',
  },
  notFound: {
    title: '找不到這個頁面',
    text: (seconds: number) => `您要找的頁面不存在，${seconds} 秒後將為您導回首頁。`,
    goHome: '立即回到首頁',
  },
} as const
