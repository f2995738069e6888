import { z } from 'zod'
import type { CartLine, Coupon, Order, OrderUser, Product, ProductInput } from '../src/api/types'
import { COUPON_DUE_DAY_GRACE_SECONDS } from './rules'

/**
 * The shapes the fake stores, as zod 4 schemas for the @msw/data collections, plus the pure
 * helpers that compute what the API derives from them (line totals, `num`, key order).
 *
 * Stored API objects are loose: the real API keeps every extra key a client sends (quirk §8.13),
 * so the schemas check only what the fake relies on. Handlers validate requests fully before
 * anything reaches a collection, so a schema failure here means a bug in the fake, not bad input.
 */

/** Firebase returns object keys in alphabetical order at every level (§1.8, quirk §8.19). */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => sortKeysDeep(item)) as T
  if (!isPlainObject(value)) return value
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeysDeep(value[key])
  return sorted as T
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

// ---- Schemas ---------------------------------------------------------------------------------

const enabledFlag = z.union([z.number(), z.boolean()])

const productShape = z.looseObject({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  unit: z.string(),
  origin_price: z.number(),
  price: z.number(),
  description: z.string().optional(),
  content: z.string().optional(),
  is_enabled: enabledFlag.optional(),
  imageUrl: z.string().optional(),
  imagesUrl: z.array(z.string()).optional(),
})

const couponShape = z.looseObject({
  id: z.string(),
  title: z.string(),
  code: z.string(),
  percent: z.number(),
  due_date: z.number(),
  is_enabled: enabledFlag,
})

const cartLineShape = z.looseObject({
  id: z.string(),
  product_id: z.string(),
  qty: z.number(),
  product: productShape,
  coupon: couponShape.optional(),
})

const orderLineShape = cartLineShape.extend({ total: z.number(), final_total: z.number() })

const orderShape = z.looseObject({
  id: z.string(),
  create_at: z.number(),
  is_paid: enabledFlag,
  paid_date: z.number().optional(),
  products: z.record(z.string(), orderLineShape),
  total: z.number(),
  user: z.looseObject({ name: z.string(), email: z.string(), tel: z.string(), address: z.string() }),
})

/** Whether a value can be stored as one line of an order's `products`. */
export function isOrderLine(value: unknown): boolean {
  return orderLineShape.safeParse(value).success
}

/** The shapes alone (no key sorting): a cheaper check before a write. */
export const recordShapes = {
  product: productShape,
  coupon: couponShape,
  cartLine: cartLineShape,
  order: orderShape,
} as const

export const productSchema = productShape.transform(sortKeysDeep)
export const couponSchema = couponShape.transform(sortKeysDeep)
export const cartLineSchema = cartLineShape.transform(sortKeysDeep)
export const orderSchema = orderShape.transform(sortKeysDeep)

export const accountSchema = z.object({
  uid: z.string(),
  username: z.string(),
  password: z.string(),
  apiPath: z.string(),
})

export const sessionSchema = z.object({
  token: z.string(),
  uid: z.string(),
  /** Milliseconds, like sign-in `expired`. */
  expired: z.number(),
})

export const uploadSchema = z.object({
  id: z.string(),
  apiPath: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  extension: z.string(),
  size: z.number(),
  /** The file's bytes, base64: survives a JSON snapshot in localStorage. */
  base64: z.string(),
  create_at: z.number(),
})

export type ProductRecord = z.output<typeof productSchema>
export type CouponRecord = z.output<typeof couponSchema>
export type CartLineRecord = z.output<typeof cartLineSchema>
export type OrderLineRecord = z.output<typeof orderLineShape>
export type OrderRecord = z.output<typeof orderSchema>
export type AccountRecord = z.output<typeof accountSchema>
export type SessionRecord = z.output<typeof sessionSchema>
export type UploadRecord = z.output<typeof uploadSchema>

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
  Expect<Fits<OrderUser, OrderRecord['user']>>,
  Expect<Fits<ProductRecord, Pick<Product, 'id' | 'title' | 'category' | 'unit' | 'origin_price' | 'price'>>>,
  Expect<Fits<CouponRecord, Pick<Coupon, 'id' | 'title' | 'code' | 'percent' | 'due_date'>>>,
  Expect<Fits<OrderLineRecord, Pick<CartLine, 'id' | 'product_id' | 'qty' | 'total' | 'final_total'>>>,
  Expect<Fits<OrderRecord, Pick<Order, 'id' | 'create_at' | 'total'>>>,
]

// ---- Derived values --------------------------------------------------------------------------

/** `is_enabled` is stored as sent: 1/0 or true/false (quirk §8.13). */
export function isEnabled(flag: unknown): boolean {
  return flag === true || (typeof flag === 'number' && flag !== 0)
}

export function isCouponUsable(coupon: CouponRecord, nowInSeconds: number): boolean {
  return isEnabled(coupon.is_enabled) && nowInSeconds <= coupon.due_date + COUPON_DUE_DAY_GRACE_SECONDS
}

/**
 * A cart line as the API shows it: `total` = price × qty, `final_total` = total × percent / 100
 * when the line carries a coupon (unrounded, quirk §8.15), keys in alphabetical order.
 */
export function toOrderLine(line: CartLineRecord): OrderLineRecord {
  const total = line.product.price * line.qty
  const final_total = line.coupon ? (total * line.coupon.percent) / 100 : total
  return sortKeysDeep({ ...line, total, final_total })
}

export function sumTotals(lines: readonly OrderLineRecord[]): { total: number; final_total: number } {
  let total = 0
  let finalTotal = 0
  for (const line of lines) {
    total += line.total
    finalTotal += line.final_total
  }
  return { total, final_total: finalTotal }
}

/** A listed item: the stored object with its 1-based position appended as `num` (§1.7). */
export function withNum<T extends object>(record: T, num: number): T & { num: number } {
  return { ...record, num }
}
