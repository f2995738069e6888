import * as yup from 'yup'
import type { Coupon, CouponInput } from '@/api/types'
import { dateOf, textOf, toUnixSeconds } from '@/lib/format'
import type { NumberField } from '../formRules'
import { adminMessages } from '../messages'

const t = adminMessages.common
const f = adminMessages.coupons.form
const DAY_SECONDS = 24 * 60 * 60

export interface CouponFormValues {
  title: string
  percent: NumberField
  code: string
  /** The date input's value, yyyy-mm-dd in the admin's own time zone. */
  due_date: string
  is_enabled: boolean
}

const pad = (value: number) => String(value).padStart(2, '0')

/** yyyy-mm-dd of a date, in local time (what an <input type="date"> shows). */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Spec §5/§9: the chosen day is sent as seconds: that day's local midnight (the due day counts in full). */
export function dateInputToSeconds(value: string): number {
  const [year, month, day] = value.split('-').map(Number)
  return toUnixSeconds(new Date(year, month - 1, day))
}

/** Spec §9: the default due date is today. */
export function emptyCouponValues(today: Date = new Date()): CouponFormValues {
  return { title: '', percent: '', code: '', due_date: toDateInputValue(today), is_enabled: false }
}

export function couponToFormValues(
  coupon: Coupon | null | undefined,
  today: Date = new Date(),
): CouponFormValues {
  if (!coupon) return emptyCouponValues(today)
  return {
    title: textOf(coupon.title),
    percent: typeof coupon.percent === 'number' && Number.isFinite(coupon.percent) ? coupon.percent : '',
    // Another client may have stored a code that is no text, or a due date that is no date.
    code: textOf(coupon.code),
    due_date: toDateInputValue(dateOf(coupon.due_date) ?? today),
    is_enabled: Boolean(coupon.is_enabled),
  }
}

/** Spec §7: percent as a number, due_date in seconds, is_enabled 1 or 0. */
export function formValuesToCouponInput(values: CouponFormValues): CouponInput {
  return {
    title: values.title.trim(),
    percent: Number(values.percent),
    code: values.code.trim(),
    due_date: dateInputToSeconds(values.due_date),
    is_enabled: values.is_enabled ? 1 : 0,
  }
}

/** A coupon is past its due date once its whole due day has gone by. */
export function isCouponExpired(coupon: Pick<Coupon, 'due_date'>, nowSeconds: number): boolean {
  return nowSeconds >= coupon.due_date + DAY_SECONDS
}

/** What a coupon is now: past its due date (whatever its switch), switched off, or usable. */
export type CouponStatus = 'active' | 'expired' | 'disabled'
export const COUPON_STATUSES: readonly CouponStatus[] = ['active', 'expired', 'disabled']

export function couponStatus(
  coupon: Pick<Coupon, 'due_date' | 'is_enabled'>,
  nowSeconds: number,
): CouponStatus {
  if (isCouponExpired(coupon, nowSeconds)) return 'expired'
  return coupon.is_enabled ? 'active' : 'disabled'
}

export const couponSchema = yup.object({
  title: yup.string().trim().required(t.required),
  percent: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(t.mustBeNumber)
    .required(t.required)
    .min(1, f.percentRange)
    .max(100, f.percentRange),
  code: yup.string().trim().required(t.required),
  due_date: yup
    .string()
    .required(t.required)
    .matches(/^\d{4}-\d{2}-\d{2}$/, t.required),
  is_enabled: yup.boolean(),
})
