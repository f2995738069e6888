import { isPlainObject } from './records'
import { COUPON_PERCENT_RANGE, FIELD_MESSAGES, MAX_QTY, MAX_TEXT_LENGTH } from './rules'

/**
 * Request validation, in the API's own vocabulary (§4.3, quirk §8.6): one message per failing
 * field, in field order, all at once. A request that passes here can always be stored: the
 * checks cover everything the collection schemas (records.ts) require.
 */

export type Data = Record<string, unknown>

/** `{ data: {...} }` → the inner object; anything else (no body, bad JSON, non-object) → null. */
export function dataOf(body: unknown): Data | null {
  if (!isPlainObject(body)) return null
  return isPlainObject(body.data) ? body.data : null
}

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '')
}

function isMissing(data: Data, field: string): boolean {
  return !(field in data) || data[field] === undefined
}

export function requiredString(data: Data, field: string, errors: string[], label = field): void {
  const value = data[field]
  if (isMissing(data, field)) errors.push(FIELD_MESSAGES.required(label))
  else if (isBlank(value)) errors.push(FIELD_MESSAGES.empty(label))
  else if (typeof value !== 'string') errors.push(FIELD_MESSAGES.wrongType(label))
  else if (value.length > MAX_TEXT_LENGTH) errors.push(FIELD_MESSAGES.tooLong(label))
}

export function requiredNumber(data: Data, field: string, errors: string[]): void {
  const value = data[field]
  if (isMissing(data, field)) errors.push(FIELD_MESSAGES.required(field))
  else if (isBlank(value)) errors.push(FIELD_MESSAGES.empty(field))
  else if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(FIELD_MESSAGES.wrongType(field))
}

/** 1/0 or true/false, stored as sent (quirk §8.13). */
function isFlag(value: unknown): boolean {
  return typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
}

export function requiredFlag(data: Data, field: string, errors: string[]): void {
  const value = data[field]
  if (isMissing(data, field)) errors.push(FIELD_MESSAGES.required(field))
  else if (isBlank(value)) errors.push(FIELD_MESSAGES.empty(field))
  else if (!isFlag(value)) errors.push(FIELD_MESSAGES.wrongType(field))
}

export function optionalString(data: Data, field: string, errors: string[]): void {
  if (isMissing(data, field)) return
  const value = data[field]
  if (typeof value !== 'string') errors.push(FIELD_MESSAGES.wrongType(field))
  else if (value.length > MAX_TEXT_LENGTH) errors.push(FIELD_MESSAGES.tooLong(field))
}

export function optionalNumber(data: Data, field: string, errors: string[]): void {
  if (isMissing(data, field)) return
  const value = data[field]
  if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(FIELD_MESSAGES.wrongType(field))
}

export function optionalFlag(data: Data, field: string, errors: string[]): void {
  if (!isMissing(data, field) && !isFlag(data[field])) errors.push(FIELD_MESSAGES.wrongType(field))
}

function optionalStringList(data: Data, field: string, errors: string[]): void {
  if (isMissing(data, field)) return
  const value = data[field]
  const fits =
    Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length <= MAX_TEXT_LENGTH)
  if (!fits) errors.push(FIELD_MESSAGES.badImageList(field))
}

// ---- Per resource ----------------------------------------------------------------------------

/** Admin product create/update (§4.3): required first, in the reference's order. */
export function validateProduct(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'title', errors)
  requiredString(data, 'category', errors)
  requiredString(data, 'unit', errors)
  requiredNumber(data, 'origin_price', errors)
  requiredNumber(data, 'price', errors)
  optionalString(data, 'description', errors)
  optionalString(data, 'content', errors)
  optionalFlag(data, 'is_enabled', errors)
  optionalString(data, 'imageUrl', errors)
  optionalStringList(data, 'imagesUrl', errors)
  return errors
}

/** Admin coupon create/update (§4.12). `is_enabled: 0` is accepted. */
export function validateCoupon(data: Data): string[] {
  const errors: string[] = []
  requiredString(data, 'title', errors)
  requiredFlag(data, 'is_enabled', errors)
  requiredNumber(data, 'percent', errors)
  const percent = data.percent
  if (
    typeof percent === 'number' &&
    Number.isFinite(percent) &&
    (percent < COUPON_PERCENT_RANGE.min || percent > COUPON_PERCENT_RANGE.max)
  ) {
    errors.push(FIELD_MESSAGES.percentRange('percent'))
  }
  requiredNumber(data, 'due_date', errors)
  requiredString(data, 'code', errors)
  return errors
}

/** `qty`: a whole number from 1 to MAX_QTY. */
export function validateQty(data: Data, errors: string[]): void {
  const value = data.qty
  if (isMissing(data, 'qty')) errors.push(FIELD_MESSAGES.required('qty'))
  else if (isBlank(value)) errors.push(FIELD_MESSAGES.empty('qty'))
  else if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(FIELD_MESSAGES.wrongType('qty'))
  else if (!Number.isInteger(value) || value < 1 || value > MAX_QTY)
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
export function validateOrderUser(user: unknown, errors: string[]): void {
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

/** Order creation (§5.10): `user` required, `message` optional. */
export function validateOrderCreate(data: Data): string[] {
  const errors: string[] = []
  validateOrderUser(data.user, errors)
  optionalString(data, 'message', errors)
  return errors
}

/** Admin order update (§4.8 [unknown]): whatever is sent must keep the order well-formed. */
export function validateOrderUpdate(merged: Data, isOrderLine: (line: unknown) => boolean): string[] {
  const errors: string[] = []
  if (!isFlag(merged.is_paid)) errors.push(FIELD_MESSAGES.wrongType('is_paid'))
  optionalNumber(merged, 'paid_date', errors)
  requiredNumber(merged, 'create_at', errors)
  requiredNumber(merged, 'total', errors)
  optionalString(merged, 'message', errors)
  validateOrderUser(merged.user, errors)
  const products = merged.products
  if (!isPlainObject(products) || !Object.values(products).every(isOrderLine)) {
    errors.push(FIELD_MESSAGES.badImageList('products'))
  }
  return errors
}
