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
import { useDeleteFlow, useRecordEditor } from '../../components/useRecordDialogs'
import { saveFailureNotice } from '../../errors'
import { adminMessages } from '../../messages'
import { useClampPage, useListFailure } from '../../useListFailure'
import { usePageParam } from '../../usePageParam'
import { AdminCouponsScreen } from '../components/AdminCouponsScreen'
import { CouponFormDialog } from '../components/CouponFormDialog'

const t = adminMessages.coupons

export function AdminCouponsPage() {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [page, setPage] = usePageParam()
  const { data, isLoading, isFetching, error, refetch } = useGetAdminCouponsQuery({ page })
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

  useListFailure(error, t.loadFailed, (title, text) => void dialog.alert({ tone: 'error', title, text }))
  useClampPage(
    page,
    setPage,
    data && {
      rows: data.coupons.length,
      currentPage: data.pagination.current_page,
      totalPages: data.pagination.total_pages,
    },
    !isFetching,
  )

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
        pagination={data?.pagination ?? null}
        isLoading={isLoading}
        isFetching={isFetching}
        errorText={error && !data ? t.loadFailed : null}
        onRetry={() => void refetch()}
        nowSeconds={nowSeconds}
        onPageChange={setPage}
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
