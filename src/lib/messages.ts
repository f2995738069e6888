/** zh-TW copy shared by several features. Feature-specific copy lives in each feature's messages.ts. */
export const sharedMessages = {
  shopName: '早餐店',
  /** The document's title where a page has none of its own. */
  pageTitle: '早餐店｜加熱即食的美味早餐',
  loading: '載入中',
  /** The first link of every page (storefront and back office), for keyboards and screen readers. */
  skipToContent: '跳到主要內容',
  ok: '確定',
  cancel: '取消',
  delete: '刪除',
  /** Spec §5: guard dialog for members-only actions. */
  pleaseLogIn: '請先登入',
  pleaseLogInText: '登入會員後才能使用購物車、收藏商品與結帳喔！',
  logoutSuccess: '登出成功!',
  retry: '請重新操作一次',
  /** Why a call has no answer (src/api/failures.ts): the browser is offline, or no reply came. */
  network: {
    offline: '目前沒有網路連線，這個請求沒有送出。',
    offlineNext: '連線恢復後請再試一次。',
    noAnswer: '沒有收到伺服器的回覆（連線可能中斷了），無法確定是否已完成。',
    noAnswerNext: '連線恢復後頁面會載入最新的資料，請確認後再操作。',
    unreadable: '伺服器的回覆無法讀取。',
    /** A control used offline before the page's scripts have run (src/lib/beforeHydration.ts). */
    notReadyOffline:
      '目前離線，頁面還沒載入完成，剛才的操作尚未執行。恢復連線後頁面若仍沒有反應，請重新整理頁面。',
  },
  /** The shell's notice when this browser cannot keep what the shop stores in it (src/lib/storedData.ts). */
  storage: {
    refusedTitle: '瀏覽器無法儲存資料',
    refusedText: (labels: string) =>
      `這個瀏覽器的儲存空間已滿或不允許儲存：${labels}只會保留到關閉這個頁面為止。`,
    unreadableTitle: (label: string) => `${label}無法讀取`,
    unreadableText: '存在這個瀏覽器裡的資料已損毀，已先略過。重設後就能重新開始使用。',
    reset: '重設',
    dismiss: '知道了',
  },
  /** The shell's notice while the browser is offline, and when it is back (components/feedback/OfflineNotice). */
  connection: {
    offlineTitle: '目前離線',
    offlineText: '加入購物車、結帳與儲存等需要網路的動作，要等連線恢復後才能進行。',
    backOnline: '已恢復連線',
  },
} as const
