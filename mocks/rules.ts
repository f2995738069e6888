/**
 * Every decision the fake course API makes, in one place.
 *
 * Facts from ../shared/reference/course-api.md are reproduced literally (the Chinese texts are
 * compared by clients). Where the reference says [unknown], the choice made here is marked
 * DECISION so it is easy to find and change.
 */

/** Reads a Node environment variable without breaking in the browser (no `process` there). */
function nodeEnv(name: string): string | undefined {
  const processLike = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  const value = processLike?.env?.[name]
  return value === undefined || value === '' ? undefined : value
}

// ---- The shop and its owner ------------------------------------------------------------------

/** The one shop the fake hosts (course-api.md §1.1 `api_path`). Env `MOCK_SHOP_PATH` in Node. */
export const SHOP_PATH = nodeEnv('MOCK_SHOP_PATH') ?? 'breakfast'

/** The fake's admin account. Env `MOCK_ADMIN_USERNAME` / `MOCK_ADMIN_PASSWORD` in Node. */
export const ADMIN_ACCOUNT = {
  uid: 'bFastAdm1nUid0000000000000a1',
  username: nodeEnv('MOCK_ADMIN_USERNAME') ?? 'admin@breakfast.test',
  password: nodeEnv('MOCK_ADMIN_PASSWORD') ?? 'breakfast123',
  apiPath: SHOP_PATH,
} as const

/** DECISION: a sign-in token lives this long (course-api.md §3.1 lifetime [unknown]). */
export const TOKEN_LIFETIME_MS = 5 * 24 * 60 * 60 * 1000

/** DECISION: `Authorization: Bearer <token>` is refused like any wrong token (§1.3 [unknown]). */
export const ACCEPT_BEARER_PREFIX = false

/** DECISION: a logged-out token stops working (§3.3 [unknown]). */
export const LOGOUT_REVOKES_TOKEN = true

// ---- Lists -----------------------------------------------------------------------------------

/** DECISION: items per page for every paged list (§1.6 [unknown]; ≥ 8 observed). */
export const PAGE_SIZE = 10

/**
 * DECISION: `num` counts across pages (page 2 starts at 11), as if the server numbered the whole
 * list before slicing it (§1.7 only shows page 1).
 */
export const NUM_COUNTS_ACROSS_PAGES = true

/**
 * DECISION: a page number past the end answers the last page; a missing, non-numeric or < 1 page
 * answers page 1; an empty list reports `total_pages: 1, current_page: 1` (§1.6 [unknown]).
 */
export const CLAMP_PAGE_TO_RANGE = true

/** DECISION: customer product lists hide disabled products (§5.1 [unknown]; reference default). */
export const HIDE_DISABLED_FROM_CUSTOMERS = true

// ---- Cart, coupons, orders -------------------------------------------------------------------

/** DECISION: adding a product already in the cart adds to that line's qty (§5.5 [unknown]). */
export const MERGE_DUPLICATE_CART_LINES = true

/** DECISION: cart quantities are integers from 1 to this (a line's merged qty included). */
export const MAX_QTY = 999

/** DECISION: deleting a product also removes cart lines holding it (§4.5 [unknown]). */
export const DELETE_PRODUCT_REMOVES_CART_LINES = true

/**
 * DECISION: a coupon stays usable through its whole due day: `due_date` (seconds) + this grace.
 * The admin form sends the chosen day's midnight, so a coupon due "today" still works today.
 */
export const COUPON_DUE_DAY_GRACE_SECONDS = 24 * 60 * 60 - 1

/** DECISION: applying a coupon to an empty cart succeeds with `final_total: 0` (§5.9 [unknown]). */
export const APPLY_COUPON_TO_EMPTY_CART_SUCCEEDS = true

/** DECISION: `DELETE carts` on an empty cart still answers 200 (§5.8 [unknown]). */
export const CLEAR_EMPTY_CART_SUCCEEDS = true

/** DECISION: paying a paid order answers 200 again and keeps the first `paid_date` (§5.13). */
export const PAY_PAID_ORDER_SUCCEEDS = true

/** DECISION: an admin setting `is_paid` truthy stamps `paid_date` if the order has none (§4.8). */
export const ADMIN_PAID_STAMPS_PAID_DATE = true

/** DECISION: coupon percent must lie in this range (a percentage paid, §2.3). */
export const COUPON_PERCENT_RANGE = { min: 0, max: 100 } as const

// ---- Input limits (bad input gets a 4xx, never a crash) -------------------------------------

/** DECISION: JSON bodies above this many bytes answer 413. */
export const MAX_JSON_BODY_BYTES = 256 * 1024

/** DECISION: a validated text field longer than this is refused. */
export const MAX_TEXT_LENGTH = 10_000

/** Upload limits (§4.6): jpg, jpeg, png only, under 3 MB, in the field `file-to-upload`. */
export const UPLOAD_FIELD = 'file-to-upload'
export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const
/** Where the fake serves uploaded files (on the page's origin, or the mock server's). */
export const UPLOAD_ROUTE_PREFIX = '/__mock/uploads/'

// ---- Persistence and scenarios ---------------------------------------------------------------

/** localStorage key of the browser snapshot of every collection. */
export const SNAPSHOT_STORAGE_KEY = 'breakfast-fake-db/v1'
/** localStorage key of the chosen scenario (browser only). */
export const SCENARIO_STORAGE_KEY = 'breakfast-fake-scenario/v1'
/** Latency of the `slow-network` scenario on every course-API call. */
export const SLOW_NETWORK_LATENCY_MS = 1500
/** Port of `npm run mock:server` unless PORT or --port says otherwise. */
export const MOCK_SERVER_PORT = 4010

// ---- Messages (literal: clients compare them) ------------------------------------------------

export const MESSAGES = {
  // Auth (§3)
  signInOk: '登入成功',
  signInFailed: '登入失敗',
  /** DECISION: logout success text (§3.3 [unknown]). */
  logoutOk: '已登出',
  /** DECISION: logout with a bad token (§3.3: the text clients special-case). */
  logoutFailed: '請重新登出',
  userCheckFailed: '請重新登入',
  adminUnauthorized: '驗證錯誤, 請重新登入',
  adminForbidden: '禁止使用, 請確認 api_path 是否為本人使用。',

  // Products (§4.3–§4.5, §5.3)
  productCreated: '已建立產品',
  productUpdated: '已更新產品',
  productDeleted: '已刪除產品',
  productNotFound: '找不到產品',
  productIdNotFound: 'id 不存在',
  productDisabled: '產品未啟用',

  // Cart (§5.5–§5.8)
  cartAdded: '已加入購物車',
  cartUpdated: '已更新購物車',
  deleted: '已刪除',
  /** DECISION: unknown cart line id on PUT/DELETE cart/{id} (§5.6 [unknown]). */
  cartLineNotFound: '找不到購物車品項',

  // Coupons (§4.11–§4.14, §5.9)
  couponApplied: (code: string) => `已套用優惠券:${code}`,
  couponNotFoundForCustomer: '找不到優惠券!',
  couponUnusable: '優惠券無法無法使用或已過期',
  /** DECISION (§4.12 [unknown]). */
  couponCreated: '已建立優惠券',
  /** DECISION (§4.13 [unknown]). */
  couponUpdated: '已更新優惠券',
  couponDeleted: '已刪除優惠券',
  couponNotFoundForAdmin: '找不到優惠券',
  couponIdNotFound: 'id 不存在',

  // Orders (§4.7–§4.10, §5.10–§5.13)
  orderCreated: '已建立訂單',
  orderUpdated: '已更新訂單資訊',
  paid: '付款完成',
  /** DECISION: unknown order id (§5.12/§5.13/§4.8 [unknown]). */
  orderNotFound: '找不到訂單',
  /** DECISION: creating an order from an empty cart (§5.10 [unknown], 400). */
  cartEmpty: '購物車內沒有商品',

  // Upload (§4.6)
  uploadWrongType: '檔案格式錯誤',

  // Fake-only failures (the real API's texts are unknown)
  /** DECISION: a customer route under a shop path the fake does not host. */
  unknownShop: '找不到此 api_path',
  /** DECISION: any path under /v2/ the API does not have. */
  routeNotFound: '找不到此路徑',
  /** DECISION: a path with broken percent-encoding (400, as Express answers). */
  badPath: '請求網址格式錯誤',
  /** DECISION: a JSON body above MAX_JSON_BODY_BYTES (413). */
  bodyTooLarge: '請求內容過大',
  /** DECISION: anything unexpected inside the fake; answered as 400, never 500. */
  unexpected: '請求無法處理',
  /** Body of the `failing-endpoint` scenario's 500. */
  scenarioServerError: '伺服器錯誤',
} as const

/** Field validation texts (§4.3, quirk §8.6): a leading space on "required", none elsewhere. */
export const FIELD_MESSAGES = {
  required: (field: string) => ` ${field} 欄位為必填`,
  empty: (field: string) => `${field} 屬性不得為空`,
  wrongType: (field: string) => `${field} 型別錯誤`,
  badImageList: (field: string) => `${field} 格式不正確`,
  /** DECISION: texts for limits the reference does not cover. */
  tooLong: (field: string) => `${field} 長度超過上限`,
  qtyRange: (field: string) => `${field} 需為 1 到 ${MAX_QTY} 的整數`,
  percentRange: (field: string) =>
    `${field} 需介於 ${COUPON_PERCENT_RANGE.min} 到 ${COUPON_PERCENT_RANGE.max}`,
} as const

/** The multer error object for a file over the limit (§4.6; `name`/`message` inferred). */
export function fileTooLargeError(): Record<string, unknown> {
  return {
    name: 'MulterError',
    message: 'File too large',
    code: 'LIMIT_FILE_SIZE',
    field: UPLOAD_FIELD,
    storageErrors: [],
  }
}

/** DECISION: a file sent under another field name gets multer's "unexpected field" object. */
export function unexpectedFieldError(field: string): Record<string, unknown> {
  return {
    name: 'MulterError',
    message: 'Unexpected field',
    code: 'LIMIT_UNEXPECTED_FILE',
    field,
    storageErrors: [],
  }
}

/** Firebase error codes in the sign-in failure body (§3.1). */
export const SIGN_IN_ERROR_CODES = {
  invalidCredential: 'auth/invalid-credential',
  invalidEmail: 'auth/invalid-email',
  missingPassword: 'auth/missing-password',
} as const

// ---- Clock -----------------------------------------------------------------------------------

/** Unix seconds (every API timestamp except sign-in `expired`). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}
