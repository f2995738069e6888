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
import { plainFailureNotice, saveFailureNotice } from '../../errors'
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
  const [editor, setEditor] = useState<{ key: number; open: boolean; coupon: Coupon | null }>({
    key: 0,
    open: false,
    coupon: null,
  })
  const [toDelete, setToDelete] = useState<{ open: boolean; coupon: Coupon | null }>({
    open: false,
    coupon: null,
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

  const openEditor = (coupon: Coupon | null) =>
    setEditor((current) => ({ key: current.key + 1, open: true, coupon }))
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }))

  const handleSubmit = async (input: CouponInput) => {
    const { coupon } = editor
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

  const handleDelete = async () => {
    const { coupon } = toDelete
    if (!coupon) return
    try {
      await deleteCoupon(coupon.id).unwrap()
      setToDelete({ open: false, coupon })
      enqueueSnackbar(t.deleteSuccess, { variant: 'success' })
    } catch (failure) {
      setToDelete({ open: false, coupon })
      const notice = plainFailureNotice(failure, t.deleteFailed)
      if (notice) await dialog.alert({ tone: 'error', ...notice })
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
        onDelete={(coupon) => setToDelete({ open: true, coupon })}
      />
      <CouponFormDialog
        key={editor.key}
        open={editor.open}
        coupon={editor.coupon}
        isSaving={isCreating || isUpdating}
        onCancel={closeEditor}
        onSubmit={handleSubmit}
      />
      <ConfirmDeleteDialog
        open={toDelete.open}
        title={t.deleteTitle}
        question={t.deleteQuestion(toDelete.coupon?.title ?? '')}
        isDeleting={isDeleting}
        onCancel={() => setToDelete((current) => ({ ...current, open: false }))}
        onConfirm={() => void handleDelete()}
      />
    </>
  )
}
