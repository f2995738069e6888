import type { CouponRecord } from '../records'

/**
 * The shop's coupons. `percent` is the share paid (80 → 20 % off). Due dates are Unix seconds at
 * midnight Taiwan time; the usable ones are due a year after the seed is built, so they never
 * lapse in a demo, while the expired ones keep fixed past dates.
 */

const DAY_SECONDS = 24 * 60 * 60
const TAIPEI_OFFSET_SECONDS = 8 * 60 * 60

/** Midnight (Taiwan time, UTC+8, no DST) of the day holding `seconds`. */
export function taipeiMidnight(seconds: number): number {
  return Math.floor((seconds + TAIPEI_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - TAIPEI_OFFSET_SECONDS
}

/** 2024-12-31 and 2025-03-31, midnight Taiwan time. */
const END_OF_2024 = Date.UTC(2024, 11, 30, 16) / 1000
const END_OF_MARCH_2025 = Date.UTC(2025, 2, 30, 16) / 1000

export const SEED_COUPON_IDS = {
  morning: '-OBcoup0000000000001',
  welcome: '-OBcoup0000000000002',
  expired2024: '-OBcoup0000000000003',
  paused: '-OBcoup0000000000004',
  spring2025: '-OBcoup0000000000005',
} as const

/** A code that lapsed at the end of 2024 (in both data sets). */
const expired2024 = (): CouponRecord => ({
  id: SEED_COUPON_IDS.expired2024,
  title: '2024 年終感謝券',
  code: 'EXPIRED2024',
  percent: 85,
  due_date: END_OF_2024,
  is_enabled: 1,
})

/** The default shop: two usable codes, one expired, one switched off. */
export function buildSeedCoupons(nowSeconds: number): CouponRecord[] {
  const aYearAhead = taipeiMidnight(nowSeconds + 365 * DAY_SECONDS)
  return [
    {
      id: SEED_COUPON_IDS.morning,
      title: '早安八折券',
      code: 'MORNING',
      percent: 80,
      due_date: aYearAhead,
      is_enabled: 1,
    },
    {
      id: SEED_COUPON_IDS.welcome,
      title: '新朋友九折券',
      code: 'WELCOME',
      percent: 90,
      due_date: aYearAhead,
      is_enabled: 1,
    },
    expired2024(),
    {
      id: SEED_COUPON_IDS.paused,
      title: '週末早午餐七五折（暫停中）',
      code: 'PAUSED',
      percent: 75,
      due_date: aYearAhead,
      is_enabled: 0,
    },
  ]
}

/** The `expired-coupons-only` scenario: every code answers 優惠券無法無法使用或已過期. */
export function buildExpiredCoupons(): CouponRecord[] {
  return [
    expired2024(),
    {
      id: SEED_COUPON_IDS.spring2025,
      title: '2025 春季早餐季',
      code: 'SPRING2025',
      percent: 88,
      due_date: END_OF_MARCH_2025,
      is_enabled: 1,
    },
  ]
}
