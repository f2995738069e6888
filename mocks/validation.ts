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

/**
 * A number JSON can carry back: `1e999` parses as Infinity, which the API would serve as `null`,
 * so a field whose value is not a finite number is refused as the wrong type.
 */
function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

function requiredNumber(data: Data, field: string, errors: string[]): void {
  if (requiredPresent(data, field, errors) && !isFiniteNumber(data[field]))
    errors.push(FIELD_MESSAGES.wrongType(field))
}

function optionalString(data: Data, field: string, errors: string[]): void {
  if (!isMissing(data, field) && typeof data[field] !== 'string') errors.push(FIELD_MESSAGES.wrongType(field))
}

// ---- Per resource ----------------------------------------------------------------------------

type Check = (data: Data, field: string, errors: string[]) => void

/**
 * The paths (`nutritionalInfo.fat`, `imagesUrl.2`) under `value` that hold a number JSON cannot
 * write back (Infinity, NaN): such a field would be served as `null`, so it is never stored.
 */
function nonFinitePaths(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nonFinitePaths(item, `${path}.${index}`, found))
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) nonFinitePaths(item, `${path}.${key}`, found)
  }
  return found
}

/**
 * Runs each field's check in order (the reference's order), collecting every message; then any
 * part of the body that holds a number JSON cannot carry back is refused too, in a checked field
 * (`user.member`, `imagesUrl.0`, an `is_enabled` of any type) or one stored as sent (rules:
 * STORE_ONLY_WHAT_CAN_BE_SERVED), each path once.
 */
function checkFields(data: Data, checks: ReadonlyArray<readonly [string, Check]>): string[] {
  const errors: string[] = []
  for (const [field, check] of checks) check(data, field, errors)
  for (const [field, value] of Object.entries(data)) {
    for (const path of nonFinitePaths(value, field, [])) {
      const message = FIELD_MESSAGES.wrongType(path)
      if (!errors.includes(message)) errors.push(message)
    }
  }
  return errors
}

const arrayWhenPresent: Check = (data, field, errors) => {
  if (!isMissing(data, field) && !Array.isArray(data[field])) errors.push(FIELD_MESSAGES.badFormat(field))
}

/**
 * Admin product create/update (§4.3): the five required fields in the reference's order, and
 * `imagesUrl` an array when present ("imagesUrl 格式不正確"). Everything else is stored as sent.
 */
export const validateProduct = (data: Data): string[] =>
  checkFields(data, [
    ['title', requiredString],
    ['category', requiredString],
    ['unit', requiredString],
    ['origin_price', requiredNumber],
    ['price', requiredNumber],
    ['imagesUrl', arrayWhenPresent],
  ])

/**
 * Admin coupon create/update (§4.12): every field required; `percent` and `due_date` numbers
 * ("due_date 型別錯誤"); `is_enabled: 0` is accepted and stored as sent; `code` a string (what a
 * shopper types and every client compares as text: a number, array or object is `code 型別錯誤`).
 */
export const validateCoupon = (data: Data): string[] =>
  checkFields(data, [
    ['title', requiredString],
    ['is_enabled', requiredPresent],
    ['percent', requiredNumber],
    ['due_date', requiredNumber],
    ['code', requiredString],
  ])

/**
 * Admin article create/update (§4.15): the fields the reference has messages for (`author`,
 * `content`, `isPublic`) and `title`; `isPublic: false` is accepted. The rest is stored as sent.
 */
export const validateArticle = (data: Data): string[] =>
  checkFields(data, [
    ['title', requiredString],
    ['author', requiredString],
    ['content', requiredString],
    ['isPublic', requiredPresent],
  ])

/** A whole number from MIN_QTY to MAX_QTY (src/api/cart.ts, shared with the cart screen). */
const quantity: Check = (data, field, errors) => {
  if (!requiredPresent(data, field, errors)) return
  const value = data[field]
  if (typeof value !== 'number') errors.push(FIELD_MESSAGES.wrongType(field))
  else if (!Number.isInteger(value) || value < MIN_QTY || value > MAX_QTY)
    errors.push(FIELD_MESSAGES.qtyRange(field))
}

/** Cart add (§5.5), and every stored cart line. */
export const validateCartAdd = (data: Data): string[] =>
  checkFields(data, [
    ['product_id', requiredString],
    ['qty', quantity],
  ])

/** Cart update (§5.6): keyed on the path's line id, so `product_id` is not checked. */
export const validateCartUpdate = (data: Data): string[] => checkFields(data, [['qty', quantity]])

/** Customer coupon apply (§5.9). */
export const validateCouponCode = (data: Data): string[] => checkFields(data, [['code', requiredString]])

const USER_FIELDS = ['name', 'email', 'tel', 'address'] as const

/** The order's `user` (§5.10): an object with four non-empty strings. Missing → each field required. */
const orderUser: Check = (data, field, errors) => {
  const user = data[field]
  if (user === undefined) {
    for (const part of USER_FIELDS) errors.push(FIELD_MESSAGES.required(part))
  } else if (!isPlainObject(user)) {
    errors.push(FIELD_MESSAGES.wrongType(field))
  } else {
    for (const part of USER_FIELDS) requiredString(user, part, errors)
  }
}

/**
 * What every stored order keeps (§5.10): `user` with its four strings and `message`, if any, a
 * string. Order creation checks exactly this; an admin update too, and stores everything else it
 * is sent (rules: ORDER_UPDATE_STORES_AS_SENT).
 */
export const validateOrderFields = (data: Data): string[] =>
  checkFields(data, [
    ['user', orderUser],
    ['message', optionalString],
  ])
