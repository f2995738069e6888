import { useState } from 'react'
import type { Coupon, CouponInput } from '@/api/types'
import { toUnixSeconds } from '@/lib/format'
import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useGetAdminCouponsQuery,
  useUpdateCouponMutation,
} from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminResource } from '../../components/useAdminResource'
import { adminMessages } from '../../messages'
import { AdminCouponsScreen } from '../components/AdminCouponsScreen'
import { CouponFormDialog } from '../components/CouponFormDialog'

const t = adminMessages.coupons

export function AdminCouponsPage() {
  const [createCoupon] = useCreateCouponMutation()
  const [updateCoupon] = useUpdateCouponMutation()
  const [deleteCoupon] = useDeleteCouponMutation()
  const coupons = useAdminResource({
    useList: (page) => useGetAdminCouponsQuery({ page }),
    records: (data) => data.coupons,
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
  const [nowSeconds] = useState(() => toUnixSeconds(new Date()))

  return (
    <>
      <AdminCouponsScreen
        coupons={coupons.records}
        {...coupons.list}
        nowSeconds={nowSeconds}
        onCreate={() => coupons.edit(null)}
        onEdit={coupons.edit}
        onDelete={coupons.requestDelete}
      />
      <CouponFormDialog {...coupons.editor} key={coupons.editing.key} coupon={coupons.editing.record} />
      <ConfirmDeleteDialog
        {...coupons.deletion}
        title={t.deleteTitle}
        question={t.deleteQuestion(coupons.deleting?.title ?? '')}
      />
    </>
  )
}
