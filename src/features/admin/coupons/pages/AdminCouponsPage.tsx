import { useState } from 'react'
import type { Coupon, CouponInput } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import { toUnixSeconds } from '@/lib/format'
import {
  useCreateCouponMutation,
  useDeleteCouponMutation,
  useGetAdminCouponsQuery,
  useUpdateCouponMutation,
} from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminListState } from '../../components/useAdminListState'
import { useDeleteFlow, useRecordEditor, useSaveFlow } from '../../components/useRecordDialogs'
import { adminMessages } from '../../messages'
import { usePageParam } from '../../usePageParam'
import { AdminCouponsScreen } from '../components/AdminCouponsScreen'
import { CouponFormDialog } from '../components/CouponFormDialog'

const t = adminMessages.coupons

export function AdminCouponsPage() {
  const dialog = useDialog()
  const [page, setPage] = usePageParam()
  const query = useGetAdminCouponsQuery({ page })
  const { data } = query
  const [createCoupon, { isLoading: isCreating }] = useCreateCouponMutation()
  const [updateCoupon, { isLoading: isUpdating }] = useUpdateCouponMutation()
  const [deleteCoupon, { isLoading: isDeleting }] = useDeleteCouponMutation()
  const { editor, openEditor, closeEditor } = useRecordEditor<Coupon>()
  const toDelete = useDeleteFlow<Coupon>({
    remove: (coupon) => deleteCoupon(coupon.id).unwrap(),
    successText: t.deleteSuccess,
    failedText: t.deleteFailed,
  })
  const [nowSeconds] = useState(() => toUnixSeconds(new Date()))

  const list = useAdminListState(query, {
    page,
    setPage,
    rows: data?.coupons.length,
    loadFailed: t.loadFailed,
    reportFailure: (title, text) => void dialog.alert({ tone: 'error', title, text }),
  })

  const handleSubmit = useSaveFlow<Coupon, CouponInput>({
    editor,
    closeEditor,
    save: (coupon, input) =>
      coupon ? updateCoupon({ id: coupon.id, data: input }).unwrap() : createCoupon(input).unwrap(),
    successText: (coupon) => (coupon ? t.updateSuccess : t.createSuccess),
    failedText: (coupon) => (coupon ? t.editFailed : t.createFailed),
    genericText: t.saveFailed,
  })

  return (
    <>
      <AdminCouponsScreen
        coupons={data?.coupons ?? []}
        {...list}
        nowSeconds={nowSeconds}
        onCreate={() => openEditor(null)}
        onEdit={(coupon) => openEditor(coupon)}
        onDelete={toDelete.request}
      />
      <CouponFormDialog
        key={editor.key}
        open={editor.open}
        coupon={editor.record}
        isSaving={isCreating || isUpdating}
        onCancel={closeEditor}
        onSubmit={handleSubmit}
      />
      <ConfirmDeleteDialog
        open={toDelete.open}
        title={t.deleteTitle}
        question={t.deleteQuestion(toDelete.record?.title ?? '')}
        isDeleting={isDeleting}
        onCancel={toDelete.cancel}
        onConfirm={() => void toDelete.confirm()}
      />
    </>
  )
}
