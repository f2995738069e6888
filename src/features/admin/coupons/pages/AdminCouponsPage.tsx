import { useMemo, useState } from 'react'
import type { Coupon, CouponInput } from '@/api/types'
import { toUnixSeconds } from '@/lib/format'
import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useGetAllAdminCouponsQuery,
  useUpdateCouponMutation,
} from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminResource } from '../../components/useAdminResource'
import { adminMessages } from '../../messages'
import { AdminCouponsScreen } from '../components/AdminCouponsScreen'
import { CouponFormDialog } from '../components/CouponFormDialog'
import { COUPON_FILTER_KEYS, couponMatches } from '../couponFilter'

const t = adminMessages.coupons
const common = adminMessages.common

const useAllCoupons = () => useGetAllAdminCouponsQuery()
const couponKey = (coupon: Coupon) => coupon.id

/** /admin/coupons: the coupon list with its filter, create, edit and delete. */
export function AdminCouponsPage() {
  const [createCoupon] = useCreateCouponMutation()
  const [updateCoupon] = useUpdateCouponMutation()
  const [deleteCoupon] = useDeleteCouponMutation()
  const [nowSeconds] = useState(() => toUnixSeconds(new Date()))
  const couponFilter = useMemo(
    () => ({
      keys: COUPON_FILTER_KEYS,
      matches: (coupon: Coupon, filter: Parameters<typeof couponMatches>[1]) =>
        couponMatches(coupon, filter, nowSeconds),
    }),
    [nowSeconds],
  )
  const coupons = useAdminResource({
    useList: useAllCoupons,
    recordKey: couponKey,
    filter: couponFilter,
    save: (coupon: Coupon | null, input: CouponInput) =>
      coupon ? updateCoupon({ id: coupon.id, data: input }).unwrap() : createCoupon(input).unwrap(),
    remove: (coupon) => deleteCoupon(coupon.id).unwrap(),
    failures: {
      list: 'getAdminCoupons',
      create: 'createCoupon',
      update: 'updateCoupon',
      remove: 'deleteCoupon',
    },
    toasts: { created: t.createSuccess, updated: t.updateSuccess, deleted: t.deleteSuccess },
  })
  const [first] = coupons.deleting

  return (
    <>
      <AdminCouponsScreen
        coupons={coupons.records}
        {...coupons.list}
        total={coupons.list.pagination ? coupons.total : undefined}
        filter={coupons.filter}
        onFilterChange={coupons.setFilter}
        selection={coupons.selection}
        nowSeconds={nowSeconds}
        onCreate={() => coupons.edit(null)}
        onEdit={coupons.edit}
        onDelete={coupons.requestDelete}
      />
      <CouponFormDialog {...coupons.editor} key={coupons.editing.key} coupon={coupons.editing.record} />
      <ConfirmDeleteDialog
        {...coupons.deletion}
        title={coupons.deleting.length > 1 ? common.deleteSelectedTitle : t.deleteTitle}
        question={
          coupons.deleting.length > 1
            ? common.deleteSelectedQuestion(coupons.deleting.length)
            : t.deleteQuestion(first?.title ?? '')
        }
      />
    </>
  )
}
