/**
 * The vocabulary of the Hexschool course API (v2), shared by the client (RTK Query) and the fake
 * backend in mocks/. Field names are the API's own, snake_case included. See
 * ../shared/reference/course-api.md for where each shape comes from.
 */

/** Unix seconds (every timestamp of the API except sign-in `expired`, which is milliseconds). */
export type UnixSeconds = number

/** Per serving (src/api/food.ts): grams, except `sodium` in milligrams. */
export interface NutritionalInfo {
  protein: number
  fat: number
  carbohydrates: number
  sugar: number
  /** The rest of Taiwan's 營養標示 (absent on older products: 未標示). */
  saturatedFat?: number | null
  transFat?: number | null
  /** Milligrams. */
  sodium?: number | null
}

/** One way to heat a product: `{ method: '微波', setting: '600W', seconds: 90 }`. */
export interface HeatingStep {
  method: string
  /** Power or temperature as printed on the package (`600W`, `180°C`); '' when none. */
  setting: string
  seconds: number
}

/** Fields an admin sends when creating or updating a product (inside `{ data }`). */
export interface ProductInput {
  title: string
  category: string
  unit: string
  origin_price: number
  price: number
  description: string
  content: string
  is_enabled: number
  imageUrl: string
  imagesUrl: string[]
  /** The shop's own extra fields: the API stores unknown keys as sent. */
  cookingWay: string
  calories: number
  nutritionalInfo: NutritionalInfo
  /**
   * The food's package facts (src/api/food.ts reads them; docs/contracts.md lists them), also
   * stored as sent. Optional: a product another client wrote may lack any of them (未標示); the
   * admin form sends null to clear one.
   *
   * One serving, in `servingUnit` (grams unless 'ml'). */
  servingSize?: number | null
  servingUnit?: 'g' | 'ml'
  /** 本包裝含 N 份. */
  servingsPerPackage?: number | null
  /** Keys of ALLERGENS (src/api/food.ts); [] = none of them; null or absent = 未標示. */
  allergens?: string[] | null
  /** One of VEGETARIAN_KINDS (全素, 蛋奶素, …); '' = not vegetarian; null or absent = 未標示. */
  vegetarian?: string | null
  /** 冷凍, 冷藏 or 常溫. */
  storage?: string | null
  shelfLifeDays?: number | null
  heating?: HeatingStep[]
}

export interface Product extends ProductInput {
  id: string
  /** 1-based position in the list it was read from (the API adds it to listed items). */
  num?: number
}

export interface Coupon {
  id: string
  title: string
  code: string
  /** Percentage paid: 80 means pay 80 %, i.e. 20 % off. */
  percent: number
  due_date: UnixSeconds
  is_enabled: number
  num?: number
}

export type CouponInput = Omit<Coupon, 'id' | 'num'>

export interface CartLine {
  id: string
  product_id: string
  qty: number
  total: number
  final_total: number
  product: Product
  /** Present only on lines that were in the cart when a coupon was applied. */
  coupon?: Coupon
}

export interface Cart {
  carts: CartLine[]
  total: number
  final_total: number
}

export interface OrderUser {
  name: string
  email: string
  tel: string
  address: string
  /**
   * The shop's own field (the API stores `user` as sent): a pseudonymous key of the member who
   * placed the order (src/api/orderOwner.ts), never the uid or any other personal data.
   */
  member?: string
}

export interface Order {
  id: string
  create_at: UnixSeconds
  /** Boolean from the API; admin clients may have stored 0/1. */
  is_paid: boolean | number
  paid_date?: UnixSeconds
  message?: string
  /** Keyed by cart-line id, not an array. */
  products: Record<string, CartLine>
  total: number
  user: OrderUser
  num?: number
  /** The shop's extra checkout fields, stored as sent (absent on orders other clients made). */
  shippingWay?: string
  paymentWay?: string
  /** The morning the shopper asked for (src/api/delivery.ts); also a line of `message`. */
  delivery?: DeliveryRequest
  /**
   * Where the order stands (src/api/fulfilment.ts): a number, as the course's own sample dashboard
   * stores it (0 未確認, 1 已確認, 2 外送中, 3 已送達), plus the shop's 4 備餐中 and 5 已取消.
   * Written by the back office through `PUT admin/order`, which stores it as sent; another client
   * may have stored a digit string.
   */
  status?: number | string
  /** Every status change with its time (Unix seconds), oldest first. */
  statusHistory?: StatusChange[]
  /** The kitchen's ticks: order-line id → when it was prepared (Unix seconds). */
  prepared?: Record<string, UnixSeconds>
}

/** One morning slot of a delivery day, as the order stores it. */
export type DeliverySlotId = '07-09' | '09-11'

/**
 * When the shopper wants the order: as soon as the shop can (`asap`), or on a day (YYYY-MM-DD,
 * Taiwan) in a morning slot.
 */
export type DeliveryRequest = { asap: true } | { date: string; slot: DeliverySlotId }

export interface StatusChange {
  /** The status code set (Order['status']). */
  status: number
  at: UnixSeconds
}

export interface OrderInput {
  user: OrderUser
  message?: string
  /** The shop's extra fields: stored as sent. */
  shippingWay?: string
  paymentWay?: string
  delivery?: DeliveryRequest
}

/**
 * A blog post of the shop (course-api.md §2.5, §4.15). The app does not show articles yet; the
 * fake serves them for clients that do.
 */
export interface ArticleInput {
  title: string
  description: string
  image: string
  tag: string[]
  create_at: UnixSeconds
  author: string
  isPublic: boolean
  content: string
}

export interface Article extends ArticleInput {
  id: string
  num?: number
}

export interface Pagination {
  total_pages: number
  current_page: number
  has_pre: boolean
  has_next: boolean
  category: string
}

// ---- Response bodies ------------------------------------------------------------------------

export interface ApiSuccess {
  success: true
  message: string
}

/** Error bodies: `message` is a string, an array of field messages, or a multer error object. */
export interface ApiFailure {
  success: false
  message: string | string[] | { code?: string; message?: string; field?: string; [key: string]: unknown }
  error?: { code: string; message?: string }
}

export interface ProductsAllResponse {
  success: true
  products: Product[]
  messages: string[]
}

export interface ProductsPageResponse {
  success: true
  products: Product[]
  pagination: Pagination
  messages: string[]
}

export interface ProductResponse {
  success: true
  product: Product
}

export interface AdminProductsAllResponse {
  success: true
  products: Record<string, Product>
}

export interface CartResponse {
  success: true
  data: Cart
  messages: string[]
}

export interface CartWriteBody {
  product_id: string
  qty: number
}

export interface AddToCartResponse {
  success: true
  message: string
  data: Omit<CartLine, 'coupon'>
}

export interface UpdateCartResponse {
  success: true
  message: string
  data: CartWriteBody
}

export interface ApplyCouponResponse {
  success: true
  message: string
  data: { final_total: number }
}

export interface CreateOrderResponse {
  success: true
  message: string
  total: number
  orderId: string
  create_at: UnixSeconds
}

export interface OrdersPageResponse {
  success: true
  orders: Order[]
  pagination: Pagination
  messages: string[]
}

export interface OrderResponse {
  success: true
  order: Order | null
}

export interface CouponsPageResponse {
  success: true
  coupons: Coupon[]
  pagination: Pagination
  messages: string[]
}

export interface SignInBody {
  username: string
  password: string
}

export interface SignInResponse {
  success: true
  message: string
  uid: string
  token: string
  /** Milliseconds (unlike every other timestamp). */
  expired: number
}

export interface UserCheckResponse {
  success: true
  uid: string
}

export interface UploadResponse {
  success: true
  imageUrl: string
}
