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

/**
 * What a percent means to the shopper, as the owner types it: 「80 → 打 8 折，顧客付 80%」. Null
 * while the field holds no usable percent (empty, or outside 1–100: the form says what is wrong).
 */
export function percentMeaning(value: unknown): string | null {
  const percent = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof percent !== 'number') return null
  const zhe = zheOf(percent)
  if (zhe === null) return null
  return percent === 100 ? f.percentMeaningFull : f.percentMeaning(String(percent), zhe)
}

/**
 * A percent paid as a shop writes the discount (X 折): 8 (80), 85 (85: how a shop writes 8.5 折),
 * 0.5 (5), 8.55 (85.5); null outside 1–100.
 */
export function zheOf(percent: number): string | null {
  if (!Number.isFinite(percent) || percent < 1 || percent > 100) return null
  if (Number.isInteger(percent) && percent >= 10) return String(percent % 10 === 0 ? percent / 10 : percent)
  return String(Math.round(percent * 10) / 100)
}

/** What a stored coupon's percent means, beside it in a list: 「（打 8 折）」, 「（不打折）」. */
export function percentNote(percent: unknown): string | null {
  if (typeof percent !== 'number') return null
  const zhe = zheOf(percent)
  if (zhe === null) return null
  return percent === 100 ? adminMessages.coupons.noDiscountNote : adminMessages.coupons.zheNote(zhe)
}

/**
 * Whether a due date (the form's yyyy-mm-dd) leaves the coupon usable for less than a day from
 * `now`: the shop keeps a coupon usable through its whole due day (isCouponExpired), so a coupon due
 * today works until today ends, and one due on a day gone by does not work at all.
 */
export function dueDateNotice(
  dueDate: string,
  now: Date,
): { severity: 'warning' | 'error'; text: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return null
  const left = dateInputToSeconds(dueDate) + DAY_SECONDS - toUnixSeconds(now)
  if (left <= 0) return { severity: 'error', text: f.dueDatePassed }
  if (left >= DAY_SECONDS) return null
  const minutes = Math.max(1, Math.floor(left / 60))
  return { severity: 'warning', text: f.dueDateToday(Math.floor(minutes / 60), minutes % 60) }
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
