import { MAX_QTY, MIN_QTY } from '../src/api/cart'
import { FIELD_MESSAGES, PROTOTYPE_KEYS } from './rules'

/**
 * Request validation, in the API's own vocabulary (§4.3, quirk §8.6): one message per failing
 * field, in field order, all at once. The same functions are the collections' schemas
 * (records.ts), so a request that passes here can always be stored.
 *
 * Lenient like the real API: a field is checked only where course-api.md says the API refuses
 * it; everything else is stored as sent (§1.2, quirk §8.13). mocks/rules.ts lists each choice
 * (LENIENT_FIELDS).
 */

export type Data = Record<string, unknown>

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * JSON.parse that drops `__proto__`, `constructor` and `prototype` keys at every level (rules:
 * PROTOTYPE_KEYS), so nothing a client sends can reach an object's prototype or slip a field past
 * validation. Throws like JSON.parse on malformed text.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) =>
    (PROTOTYPE_KEYS as readonly string[]).includes(key) ? undefined : value,
  )
}

/** `{ data: {...} }` → the inner object; anything else (no body, bad JSON, non-object) → null. */
export function dataOf(body: unknown): Data | null {
  if (!isPlainObject(body)) return null
  return isPlainObject(body.data) ? body.data : null
}

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '')
}

function isMissing(data: Data, field: string): boolean {
  return !Object.hasOwn(data, field) || data[field] === undefined
}

/** Present and not empty, whatever its type (` x 欄位為必填`, `x 屬性不得為空`). */
function requiredPresent(data: Data, field: string, errors: string[]): boolean {
  if (isMissing(data, field)) errors.push(FIELD_MESSAGES.required(field))
  else if (isBlank(data[field])) errors.push(FIELD_MESSAGES.empty(field))
  else return true
  return false
}

function requiredString(data: Data, field: string, errors: string[]): void {
  if (requiredPresent(data, field, errors) && typeof data[field] !== 'string')
    errors.push(FIELD_MESSAGES.wrongType(field))
}

function requiredNumber(data: Data, field: string, errors: string[]): void {
  if (requiredPresent(data, field, errors) && typeof data[field] !== 'number')
    errors.push(FIELD_MESSAGES.wrongType(field))
}

function optionalString(data: Data, field: string, errors: string[]): void {
  if (!isMissing(data, field) && typeof data[field] !== 'string') errors.push(FIELD_MESSAGES.wrongType(field))
}

// ---- Per resource ----------------------------------------------------------------------------

/**
 * Admin product create/update (§4.3): the five required fields in the reference's order, and
 * `imagesUrl` an array when present ("imagesUrl 格式不正確"). Everything else is stored as sent.
 */
export function validateProduct(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'title', errors)
  requiredString(data, 'category', errors)
  requiredString(data, 'unit', errors)
  requiredNumber(data, 'origin_price', errors)
  requiredNumber(data, 'price', errors)
  if (!isMissing(data, 'imagesUrl') && !Array.isArray(data.imagesUrl))
    errors.push(FIELD_MESSAGES.badFormat('imagesUrl'))
  return errors
}

/**
 * Admin coupon create/update (§4.12): every field required; `percent` and `due_date` numbers
 * ("due_date 型別錯誤"); `is_enabled: 0` is accepted; `code` and `is_enabled` are stored as sent.
 */
export function validateCoupon(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'title', errors)
  requiredPresent(data, 'is_enabled', errors)
  requiredNumber(data, 'percent', errors)
  requiredNumber(data, 'due_date', errors)
  requiredPresent(data, 'code', errors)
  return errors
}

/**
 * Admin article create/update (§4.15): the fields the reference has messages for (`author`,
 * `content`, `isPublic`) and `title`; `isPublic: false` is accepted. The rest is stored as sent.
 */
export function validateArticle(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'title', errors)
  requiredString(data, 'author', errors)
  requiredString(data, 'content', errors)
  requiredPresent(data, 'isPublic', errors)
  return errors
}

/** `qty`: a whole number from MIN_QTY to MAX_QTY (src/api/cart.ts, shared with the cart screen). */
export function validateQty(data: Data, errors: string[]): void {
  const value = data.qty
  if (!requiredPresent(data, 'qty', errors)) return
  if (typeof value !== 'number') errors.push(FIELD_MESSAGES.wrongType('qty'))
  else if (!Number.isInteger(value) || value < MIN_QTY || value > MAX_QTY)
    errors.push(FIELD_MESSAGES.qtyRange('qty'))
}

/** Cart add (§5.5). */
export function validateCartAdd(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'product_id', errors)
  validateQty(data, errors)
  return errors
}

/** Cart update (§5.6): keyed on the path's line id, so `product_id` is not checked. */
export function validateCartUpdate(data: Data): string[] {
  const errors: string[] = []
  validateQty(data, errors)
  return errors
}

/** Customer coupon apply (§5.9). */
export function validateCouponCode(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'code', errors)
  return errors
}

const USER_FIELDS = ['name', 'email', 'tel', 'address'] as const

/** The order's `user` (§5.10): an object with four non-empty strings. Missing → each field required. */
function validateOrderUser(user: unknown, errors: string[]): void {
  if (user === undefined) {
    for (const field of USER_FIELDS) errors.push(FIELD_MESSAGES.required(field))
    return
  }
  if (!isPlainObject(user)) {
    errors.push(FIELD_MESSAGES.wrongType('user'))
    return
  }
  for (const field of USER_FIELDS) requiredString(user, field, errors)
}

/**
 * What every stored order keeps (§5.10): `user` with its four strings and `message`, if any, a
 * string. Order creation checks exactly this; an admin update too, and stores everything else it
 * is sent (rules: ORDER_UPDATE_STORES_AS_SENT).
 */
export function validateOrderFields(data: Data): string[] {
  const errors: string[] = []
  validateOrderUser(data.user, errors)
  optionalString(data, 'message', errors)
  return errors
}
