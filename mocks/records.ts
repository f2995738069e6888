import type { StandardSchemaV1 } from '@standard-schema/spec'
import { priceLine, sumTotals, type LineTotals } from '../src/api/cart'
import type { Article, CartLine, Coupon, Order, OrderUser, Product, ProductInput } from '../src/api/types'
import { COUPON_DUE_DAY_GRACE_SECONDS } from './rules'
import {
  isPlainObject,
  validateArticle,
  validateCoupon,
  validateOrderFields,
  validateProduct,
  validateCartAdd,
  type Data,
} from './validation'

/**
 * What the fake stores, and the pure helpers that compute what the API derives from it.
 *
 * Stored API objects are loose: the real API keeps every key a client sends (course-api.md §1.2,
 * quirk §8.13), so a record type names only what the fake itself relies on. Each collection's
 * schema is a Standard Schema (what @msw/data asks for) built from the same validators that judge
 * requests (validation.ts), so "what a product must have" is written once, and the fake ships no
 * validation library to the browser. A record that fails its schema is a bug in the fake or a
 * tampered snapshot, never bad input: handlers validate requests before writing.
 */

// ---- JSON ------------------------------------------------------------------------------------

/** Firebase returns object keys in alphabetical order at every level (§1.8, quirk §8.19). */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => sortKeysDeep(item)) as T
  if (!isPlainObject(value)) return value
  // fromEntries defines own properties: a "__proto__" key could never become a prototype here.
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeysDeep(value[key])]),
  ) as T
}

// ---- Records ---------------------------------------------------------------------------------

type Loose = Record<string, unknown>

/** A product as stored: the required fields are checked (§4.3), everything else is kept as sent. */
export interface ProductRecord extends Loose {
  id: string
  title: string
  category: string
  unit: string
  origin_price: number
  price: number
}

export interface CouponRecord extends Loose {
  id: string
  title: string
  code: unknown
  percent: number
  due_date: number
  is_enabled: unknown
}

export interface CartLineRecord extends Loose {
  id: string
  product_id: string
  qty: number
  /** The product as it was when the line was added (a snapshot, like an order's lines). */
  product: ProductRecord
  coupon?: CouponRecord
}

export type OrderLineRecord = CartLineRecord & LineTotals

/**
 * An order as stored. It is created from the cart with the shape below, but an admin update
 * stores what it is sent (rules: ORDER_UPDATE_STORES_AS_SENT), so only `id`, `user` and
 * `message` are guaranteed afterwards; read the rest through the helpers at the end of this file.
 */
export interface OrderRecord extends Loose {
  id: string
  create_at: unknown
  is_paid: unknown
  products: unknown
  total: unknown
  user: OrderUser & Loose
  message?: string
}

export interface ArticleRecord extends Loose {
  id: string
  title: string
  author: string
  content: string
  isPublic: unknown
  create_at: unknown
}

/** The fake's admin accounts (course-api.md §3): each owns the shop paths listed. */
export interface AccountRecord extends Loose {
  uid: string
  username: string
  password: string
  apiPaths: string[]
}

export interface SessionRecord extends Loose {
  token: string
  uid: string
  /** Milliseconds, like sign-in `expired`. */
  expired: number
}

export interface UploadRecord extends Loose {
  id: string
  apiPath: string
  fileName: string
  contentType: string
  extension: string
  size: number
  /** The file's bytes, base64: survives a JSON snapshot in localStorage. */
  base64: string
  create_at: number
}

/** The product fields an admin form sends, stored as sent. */
export type ProductFields = Omit<ProductRecord, 'id'>

// Typed against src/api/types.ts: whatever the app sends is storable, and what the fake stores
// carries every field the app's types promise as required. A mismatch fails `tsc`.
type Expect<T extends true> = T
// (The mapped type turns an interface into a plain object type, which index signatures accept.)
type Fits<From, To> = [{ [K in keyof From]: From[K] }] extends [To] ? true : false
export type RecordTypeChecks = [
  Expect<Fits<Product, ProductRecord>>,
  Expect<Fits<ProductInput, ProductFields>>,
  Expect<Fits<Coupon, CouponRecord>>,
  Expect<Fits<Article, ArticleRecord>>,
  Expect<Fits<OrderUser, OrderRecord['user']>>,
  Expect<Fits<ProductRecord, Pick<Product, 'id' | 'title' | 'category' | 'unit' | 'origin_price' | 'price'>>>,
  Expect<Fits<CouponRecord, Pick<Coupon, 'id' | 'title' | 'percent' | 'due_date'>>>,
  Expect<Fits<OrderLineRecord, Pick<CartLine, 'id' | 'product_id' | 'qty' | 'total' | 'final_total'>>>,
  Expect<Fits<OrderRecord, Pick<Order, 'id'>>>,
]

// ---- Schemas ---------------------------------------------------------------------------------

export type RecordSchema<T> = StandardSchemaV1<T, T>

/**
 * A Standard Schema for one collection: a plain object whose `key` is a non-empty string and for
 * which `problems` finds nothing. `sortKeys` stores it with the API's alphabetical key order.
 */
function recordSchema<T>(
  key: string,
  problems: (value: Data) => string[] = () => [],
  options: { sortKeys?: boolean } = {},
): RecordSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'breakfast-fake',
      validate(value) {
        if (!isPlainObject(value)) return { issues: [{ message: 'a record must be a plain object' }] }
        const found =
          typeof value[key] === 'string' && value[key] !== '' ? problems(value) : [`${key} 欄位為必填`]
        if (found.length > 0) return { issues: found.map((message) => ({ message })) }
        return { value: (options.sortKeys ? sortKeysDeep(value) : value) as T }
      },
    },
  }
}

function cartLineProblems(line: Data): string[] {
  const errors = validateCartAdd(line)
  if (!isPlainObject(line.product) || validateProduct(line.product).length > 0)
    errors.push('product 格式不正確')
  if (line.coupon !== undefined && (!isPlainObject(line.coupon) || validateCoupon(line.coupon).length > 0))
    errors.push('coupon 格式不正確')
  return errors
}

const apiRecord = { sortKeys: true }

export const schemas = {
  product: recordSchema<ProductRecord>('id', validateProduct, apiRecord),
  coupon: recordSchema<CouponRecord>('id', validateCoupon, apiRecord),
  cartLine: recordSchema<CartLineRecord>('id', cartLineProblems, apiRecord),
  order: recordSchema<OrderRecord>('id', validateOrderFields, apiRecord),
  article: recordSchema<ArticleRecord>('id', validateArticle, apiRecord),
  account: recordSchema<AccountRecord>('uid'),
  session: recordSchema<SessionRecord>('token'),
  upload: recordSchema<UploadRecord>('id'),
  /** The fake Firebase Auth's records (firebase/accounts.ts), keyed as named. */
  keyed: <T>(key: string) => recordSchema<T>(key),
} as const

/** Whether a value could be stored under `schema` (no console output, unlike a failed create). */
export function fits<T>(schema: RecordSchema<T>, value: unknown): value is T {
  const result = schema['~standard'].validate(value)
  return !(result instanceof Promise) && result.issues === undefined
}

// ---- Derived values --------------------------------------------------------------------------

/** `is_enabled` / `isPublic` are stored as sent: 1/0, true/false, or anything (quirk §8.13). */
export function isEnabled(flag: unknown): boolean {
  return flag === true || (typeof flag === 'number' && flag !== 0)
}

export function isCouponUsable(coupon: CouponRecord, nowInSeconds: number): boolean {
  return isEnabled(coupon.is_enabled) && nowInSeconds <= coupon.due_date + COUPON_DUE_DAY_GRACE_SECONDS
}

/** A cart line as the API shows it: with `total` and `final_total`, keys in alphabetical order. */
export function toOrderLine(line: CartLineRecord): OrderLineRecord {
  return sortKeysDeep(priceLine(line))
}

/** An order's `products` (keyed by cart-line id, §2.4) and `total` (the lines' final totals). */
export function orderContents(lines: readonly OrderLineRecord[]): {
  products: Record<string, OrderLineRecord>
  total: number
} {
  return {
    products: Object.fromEntries(lines.map((line) => [line.id, line])),
    total: sumTotals(lines).final_total,
  }
}

/** Whether every amount is a finite number (JSON has no Infinity: it would be sent as null). */
export function areFinite(...totals: LineTotals[]): boolean {
  return totals.every(({ total, final_total }) => Number.isFinite(total) && Number.isFinite(final_total))
}

/** A listed item: the stored object with its 1-based position appended as `num` (§1.7). */
export function withNum<T extends object>(record: T, num: number): T & { num: number } {
  return { ...record, num }
}

/** An order's `create_at` as a number for sorting (an admin may have stored anything there). */
export function orderTime(order: OrderRecord): number {
  return typeof order.create_at === 'number' && Number.isFinite(order.create_at) ? order.create_at : 0
}
