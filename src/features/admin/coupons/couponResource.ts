import type { Coupon, CouponInput } from '@/api/types'
import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useGetAllAdminCouponsQuery,
  useUpdateCouponMutation,
} from '../api'
import { adminMessages } from '../messages'
import type { AdminResource } from '../resource/ResourcePage'
import { clientListSource } from '../resource/useListController'
import { COUPON_FILTER_KEYS, couponMatches } from './couponFilter'

const t = adminMessages.coupons
type CouponFilterKey = (typeof COUPON_FILTER_KEYS)[number]

const couponKey = (coupon: Coupon) => coupon.id

/**
 * The back office's coupons. `nowSeconds` is the page's "now": which coupons the 已過期 filter
 * finds (the screen marks them with the same moment).
 */
export function couponResource(nowSeconds: number): AdminResource<Coupon, CouponInput, CouponFilterKey> {
  return {
    recordKey: couponKey,
    list: {
      source: clientListSource({
        useAll: () => useGetAllAdminCouponsQuery(),
        recordKey: couponKey,
        matches: (coupon, filter) => couponMatches(coupon, filter, nowSeconds),
      }),
      filterKeys: COUPON_FILTER_KEYS,
      failure: 'getAdminCoupons',
    },
    useActions: () => {
      const [createCoupon] = useCreateCouponMutation()
      const [updateCoupon] = useUpdateCouponMutation()
      const [deleteCoupon] = useDeleteCouponMutation()
      return {
        save: (coupon, input) =>
          coupon ? updateCoupon({ id: coupon.id, data: input }).unwrap() : createCoupon(input).unwrap(),
        remove: (coupon) => deleteCoupon(coupon.id).unwrap(),
      }
    },
    save: {
      failures: { create: 'createCoupon', update: 'updateCoupon' },
      toasts: { created: t.createSuccess, updated: t.updateSuccess },
    },
    remove: {
      failure: 'deleteCoupon',
      toast: t.deleteSuccess,
      confirmTitle: t.deleteTitle,
      confirmQuestion: (coupon) => t.deleteQuestion(coupon.title),
    },
  }
}
