import { MAX_QTY, MIN_QTY } from '../src/api/cart'

/**
 * Every decision the fake course API makes, in one place.
 *
 * Facts from ../shared/reference/course-api.md are reproduced literally (the Chinese texts are
 * compared by clients). Where the reference says [unknown], the choice made here is marked
 * DECISION so it is easy to find and change. The leading rule for [unknown] validation is the real
 * API's documented habit: it stores what it is given (§1.2, quirk §8.13), so the fake refuses only
 * what the reference says the API refuses (LENIENT_FIELDS below).
 */

/** Reads a Node environment variable without breaking in the browser (no `process` there). */
function nodeEnv(name: string): string | undefined {
  const processLike = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  const value = processLike?.env?.[name]
  return value === undefined || value === '' ? undefined : value
}

// ---- The shop and its owner ------------------------------------------------------------------

/**
 * The shop the fake hosts first (course-api.md §1.1 `api_path`): the app's. Env `MOCK_SHOP_PATH`
 * in Node. `npm run mock:server -- --shop-path other` hosts more (each with its own data, §1.1:
 * "all data is partitioned by api_path").
 */
export const SHOP_PATH = nodeEnv('MOCK_SHOP_PATH') ?? 'breakfast'

/** What a shop path may look like (the API console's names: letters, digits, `-`, `_`). */
export const SHOP_PATH_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The fake's admin account. Env `MOCK_ADMIN_USERNAME` / `MOCK_ADMIN_PASSWORD` in Node.
 * DECISION: it owns every shop path the fake hosts (§3.4: the token's owner must own the path),
 * so one sign-in works for a second shop too.
 */
export const ADMIN_ACCOUNT = {
  uid: 'bFastAdm1nUid0000000000000a1',
  username: nodeEnv('MOCK_ADMIN_USERNAME') ?? 'admin@breakfast.test',
  password: nodeEnv('MOCK_ADMIN_PASSWORD') ?? 'breakfast123',
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

/**
 * DECISION: cart quantities are whole numbers from MIN_QTY to MAX_QTY, a line's merged qty
 * included (§5.5 [unknown]; the reference recommends refusing missing, zero and non-numeric qty).
 * The bound lives in src/api/cart.ts so the cart screen's stepper stops at the same number.
 */
export { MAX_QTY, MIN_QTY }

/**
 * DECISION: a cart write (add, qty change, coupon) whose amounts would not be finite numbers is
 * refused with 400 (JSON has no Infinity: the real API would answer `null` totals). A product may
 * cost 1e306; 999 of them may not be put in the cart (`qty 使金額超出可計算範圍`), and a coupon
 * whose percent would do it answers 優惠券無法無法使用或已過期.
 */
export const REFUSE_NON_FINITE_TOTALS = true

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

/**
 * DECISION: `PUT admin/order/{id}` merges what it is sent into the stored order and stores it as
 * sent (§4.8: what the API validates is [unknown]; clients send the whole order back with their own
 * fields, e.g. `paid_date` as an ISO string or `status: "2"`). Only what order creation checks is
 * checked again: `user` with its four strings and `message` a string (§5.10).
 */
export const ORDER_UPDATE_STORES_AS_SENT = true

/**
 * DECISION: the fake stores only what it can serve back. A number field that is not a finite
 * number (`1e999` parses as Infinity; JSON writes it as `null`) is refused with `<field> 型別錯誤`,
 * the checked fields (a non-finite `user.member`, `imagesUrl.1`, an `is_enabled` of any type) and every
 * field stored as sent alike (nested paths named `a.b`). Whatever the
 * reference marks [unknown] stays lenient in every other way.
 */
export const STORE_ONLY_WHAT_CAN_BE_SERVED = true

/**
 * Which fields are checked, per resource (course-api.md evidence in brackets); every other field
 * is stored as sent, whatever its type. validation.ts implements exactly this list.
 */
export const LENIENT_FIELDS = {
  product:
    'title, category, unit: required strings; origin_price, price: required numbers [code:≥3]; ' +
    'imagesUrl: an array when present [SW]. description, content, is_enabled, imageUrl and extra keys: as sent.',
  coupon:
    'title: required string [inferred]; percent, due_date: required numbers [code:2–3]; is_enabled: ' +
    'required, any type (0 accepted) [code]; code: required string (DECISION: clients compare it as ' +
    'text). DECISION: no range for percent (§2.3 [unknown]).',
  article:
    'title, author, content: required strings; isPublic: required, false accepted [code:1]. ' +
    'description, image, tag, create_at (now if missing): as sent [unknown].',
  cart: 'product_id: required string; qty: whole number MIN_QTY–MAX_QTY (§5.5 recommendation).',
  order:
    'user with name, email, tel, address: required strings [v1]; message: a string when present ' +
    '(a note is text). Everything else is stored as sent, on creation and on admin updates.',
  coupon_apply: 'code: required string (the text a customer types).',
} as const

/**
 * DECISION: JSON keys named `__proto__`, `constructor` or `prototype` are dropped while the body is
 * parsed (what they would do on the real API is [unknown]); they can never change what is
 * validated or stored.
 */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

// ---- Articles (§4.15) ------------------------------------------------------------------------

/** DECISION: articles list newest `create_at` first, like orders (§4.15 ordering [unknown]). */
export const ARTICLES_NEWEST_FIRST = true

/** DECISION: customers see public articles only; a private one answers 400 (§4.15 [unknown]). */
export const HIDE_PRIVATE_ARTICLES_FROM_CUSTOMERS = true

/** DECISION: lists omit each article's `content`, as the admin list does in the Swagger (§2.5). */
export const ARTICLE_LISTS_OMIT_CONTENT = true

/**
 * DECISION: the path `/v2//admin/signin` (a doubled slash anywhere in the path) is answered as
 * `/v2/admin/signin`: the course's Vue sample builds its URLs this way and works on the real API.
 */
export const COLLAPSE_DOUBLE_SLASHES = true

// ---- Input limits (bad input gets a 4xx, never a crash) -------------------------------------

/** DECISION: JSON bodies above this many bytes answer 413 (no field has its own length limit). */
export const MAX_JSON_BODY_BYTES = 256 * 1024

/** Upload limits (§4.6): jpg, jpeg, png only, under 3 MB, in the field `file-to-upload`. */
export const UPLOAD_FIELD = 'file-to-upload'
export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png'] as const
/** Where the fake serves uploaded files (on the page's origin, or the mock server's). */
export const UPLOAD_ROUTE_PREFIX = '/__mock/uploads/'

// ---- Persistence and scenarios ---------------------------------------------------------------

/**
 * Where the browser keeps the fake's data (course API and Firebase accounts): one localStorage
 * item per record under this prefix, plus `<prefix>meta` (mocks/store.ts).
 */
export const STORAGE_PREFIX = 'breakfast-fake/v2/'
/** Snapshots of earlier versions, removed at start. */
export const OLD_STORAGE_KEYS = ['breakfast-fake-db/v1', 'breakfast-fake-firebase-auth/v1'] as const
/** The Web Lock that makes two tabs' requests take turns. */
export const STORE_LOCK_NAME = 'breakfast-fake'
/**
 * DECISION: in the browser the fake is the shop's server, so it answers a write it could not store
 * (the browser refused: quota exceeded, private mode, storage blocked) as a server whose disk is
 * full would: 507 Insufficient Storage with MESSAGES.storageRefused, and the write is not made
 * (mocks/store.ts undoes it whole). It never acknowledges a write that a reload would lose. Reads
 * keep answering from memory.
 */
export const REFUSED_WRITE_STATUS = 507

/**
 * DECISION: in the browser, while the browser is offline (`navigator.onLine === false`) the fake is
 * as unreachable as the real API would be: every course-API and Firebase request fails as a
 * network error (the control routes under /__mock/ keep answering). A request that arrived online
 * and finished after the browser went offline is carried out, and its answer is lost: the client
 * gets a network error for a write that was made, as happens on a dropped connection. Node (Vitest,
 * mock:server) has no offline state.
 */
export const UNREACHABLE_WHILE_OFFLINE = true

/**
 * DECISION: what `product` a cart line shows (§5.4 [unknown]: a snapshot taken when the line was
 * added, or a live lookup). 'snapshot': the product as it was when added, like order lines [real];
 * the line keeps its price when the owner changes it, and the order is placed at that price.
 * 'live': the product as it is now (price, is_enabled); lines whose product was deleted keep their
 * snapshot. The scenario `live-cart-products` switches to 'live'; the shop's cart and checkout
 * compare every line with the current product list either way (docs/faults.md).
 */
export const CART_LINE_PRODUCTS: 'snapshot' | 'live' = 'snapshot'

/** localStorage key of the chosen scenario (browser only). */
export const SCENARIO_STORAGE_KEY = 'breakfast-fake-scenario/v1'
/** Latency of the `slow-network` scenario on every course-API call. */
export const SLOW_NETWORK_LATENCY_MS = 1500
/** Port of `npm run mock:server` unless PORT or --port says otherwise. */
export const MOCK_SERVER_PORT = 4010
/** Where the seed images are served on the page's (or the mock server's) origin. */
export const SEED_IMAGES_PATH = '/seed-images/'

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

  // Articles (§4.15)
  articleCreated: '已建立文章',
  /** (sic) The Swagger gives the update the create text (§4.15). */
  articleUpdated: '已建立文章',
  articleDeleted: '已刪除文章',
  articleNotFound: '找不到文章',
  /** DECISION: an unknown id on PUT, as for products and coupons (§4.4, §4.13). */
  articleIdNotFound: 'id 不存在',
  /** DECISION: the text of the customer 400 for a private article (§4.15 lists a 400). */
  articleNotPublic: '文章未公開',

  // Fake-only failures (the real API's texts are unknown)
  /** DECISION: a customer route under a shop path the fake does not host. */
  unknownShop: '找不到此 api_path',
  /** DECISION: every path under /v2/ the API does not have. */
  routeNotFound: '找不到此路徑',
  /** DECISION: a path with broken percent-encoding (400, as Express answers). */
  badPath: '請求網址格式錯誤',
  /** DECISION: a JSON body above MAX_JSON_BODY_BYTES (413). */
  bodyTooLarge: '請求內容過大',
  /** DECISION: anything unexpected inside the fake; answered as 400, never 500. */
  unexpected: '請求無法處理',
  /** DECISION: a write the browser refused to store (REFUSED_WRITE_STATUS). */
  storageRefused:
    '儲存空間已滿，這次的變更沒有儲存。示範商店的資料存在這個瀏覽器裡：請清出瀏覽器的儲存空間，或在「開發工具」重設資料後再試一次。',
  /** Body of the `failing-endpoint` scenario's 500. */
  scenarioServerError: '伺服器錯誤',
} as const

/** Field validation texts (§4.3, quirk §8.6): a leading space on "required", none elsewhere. */
export const FIELD_MESSAGES = {
  required: (field: string) => ` ${field} 欄位為必填`,
  empty: (field: string) => `${field} 屬性不得為空`,
  wrongType: (field: string) => `${field} 型別錯誤`,
  badFormat: (field: string) => `${field} 格式不正確`,
  /** DECISION: texts for limits the reference does not cover. */
  qtyRange: (field: string) => `${field} 需為 ${MIN_QTY} 到 ${MAX_QTY} 的整數`,
  totalTooLarge: (field: string) => `${field} 使金額超出可計算範圍`,
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
