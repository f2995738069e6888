import { useSnackbar } from '@/components/feedback/toast'
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
import { useDeleteFlow, useRecordEditor } from '../../components/useRecordDialogs'
import { saveFailureNotice } from '../../errors'
import { adminMessages } from '../../messages'
import { usePageParam } from '../../usePageParam'
import { AdminCouponsScreen } from '../components/AdminCouponsScreen'
import { CouponFormDialog } from '../components/CouponFormDialog'

const t = adminMessages.coupons

export function AdminCouponsPage() {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
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

  const handleSubmit = async (input: CouponInput) => {
    const coupon = editor.record
    try {
      if (coupon) {
        await updateCoupon({ id: coupon.id, data: input }).unwrap()
        enqueueSnackbar(t.updateSuccess, { variant: 'success' })
      } else {
        await createCoupon(input).unwrap()
        enqueueSnackbar(t.createSuccess, { variant: 'success' })
      }
      closeEditor()
    } catch (failure) {
      const notice = saveFailureNotice(failure, {
        failed: coupon ? t.editFailed : t.createFailed,
        generic: t.saveFailed,
      })
      if (notice) await dialog.alert({ tone: 'error', ...notice })
      else closeEditor()
    }
  }

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
