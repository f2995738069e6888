import type { Coupon, CouponInput } from '@/api/types'
import { adminApi } from '../api'
import { adminMessages } from '../messages'
import type { AdminResource } from '../resource/ResourcePage'
import { serverPagedListSource } from '../resource/useListController'
import { writesById } from '../resource/writesById'
import { COUPON_FILTER_KEYS, couponMatches, type CouponFilterKey } from './couponFilter'

const t = adminMessages.coupons

/**
 * The back office's coupons: the API's own page when nothing filters the list (the course API has
 * no coupons/all: a shop with hundreds of codes still opens its list in two requests), every page
 * when a search or the status filter needs them. `nowSeconds` is the page's "now": which coupons the 已過期 filter
 * finds (the screen marks them with the same moment).
 */
export function couponResource(nowSeconds: number): AdminResource<Coupon, CouponInput, CouponFilterKey> {
  return {
    list: {
      source: serverPagedListSource({
        usePage: (page, { skip }) => adminApi.useGetAdminCouponsQuery({ page }, { skip }),
        recordsOf: (body) => (Array.isArray(body.coupons) ? body.coupons : []),
        useAll: ({ skip }) => adminApi.useGetAllAdminCouponsQuery(undefined, { skip }),
        matches: (coupon, filter) => couponMatches(coupon, filter, nowSeconds),
      }),
      filterKeys: COUPON_FILTER_KEYS,
      failure: 'getAdminCoupons',
    },
    useActions: writesById({
      useCreate: adminApi.useCreateCouponMutation,
      useUpdate: adminApi.useUpdateCouponMutation,
      useDelete: adminApi.useDeleteCouponMutation,
      deleteArg: (coupon: Coupon) => coupon.id,
    }),
    failures: { create: 'createCoupon', update: 'updateCoupon', remove: 'deleteCoupon' },
    messages: t,
    nameOf: (coupon) => coupon.title,
  }
}
