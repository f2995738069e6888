import type { Coupon } from '@/api/types'
import { textOf } from '@/lib/format'
import type { ListFilter } from '../resource/useListController'
import { couponStatus } from './couponForm'

/** The coupon list's filter in the URL: ?q= (name or code), ?status=active|expired|disabled. */
export const COUPON_FILTER_KEYS = ['q', 'status'] as const
export type CouponFilterKey = (typeof COUPON_FILTER_KEYS)[number]
export type CouponFilter = ListFilter<CouponFilterKey>

export function couponMatches(coupon: Coupon, filter: CouponFilter, nowSeconds: number): boolean {
  if (filter.status && couponStatus(coupon, nowSeconds) !== filter.status) return false
  const query = filter.q.toLowerCase()
  return !query || [coupon.title, coupon.code].some((field) => textOf(field).toLowerCase().includes(query))
}
