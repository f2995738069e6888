import { useSnackbar } from '@/components/feedback/toast'
import { useState } from 'react'
import type { Order } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import { toUnixSeconds } from '@/lib/format'
import { useDeleteOrderMutation, useGetAdminOrdersQuery, useUpdateOrderMutation } from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { plainFailureNotice, saveFailureNotice } from '../../errors'
import { adminMessages } from '../../messages'
import { useClampPage, useListFailure } from '../../useListFailure'
import { usePageParam } from '../../usePageParam'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { applyOrderForm, type OrderFormValues } from '../orderForm'

const t = adminMessages.orders

export function AdminOrdersPage() {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [page, setPage] = usePageParam()
  const { data, isLoading, isFetching, error, refetch } = useGetAdminOrdersQuery({ page })
  const [updateOrder, { isLoading: isSaving }] = useUpdateOrderMutation()
  const [deleteOrder, { isLoading: isDeleting }] = useDeleteOrderMutation()
  const [editor, setEditor] = useState<{ key: number; open: boolean; order: Order | null }>({
    key: 0,
    open: false,
    order: null,
  })
  const [toDelete, setToDelete] = useState<{ open: boolean; order: Order | null }>({
    open: false,
    order: null,
  })

  // Spec §8: the order list's load failure is a plain browser alert.
  useListFailure(error, t.loadFailed, (title) => window.alert(title))
  useClampPage(
    page,
    setPage,
    data && {
      rows: data.orders.length,
      currentPage: data.pagination.current_page,
      totalPages: data.pagination.total_pages,
    },
    !isFetching,
  )

  const closeEditor = () => setEditor((current) => ({ ...current, open: false }))

  const handleSubmit = async (values: OrderFormValues) => {
    const { order } = editor
    if (!order) return
    try {
      await updateOrder(applyOrderForm(order, values, toUnixSeconds(new Date()))).unwrap()
      enqueueSnackbar(t.editSuccess, { variant: 'success' })
      closeEditor()
    } catch (failure) {
      const notice = saveFailureNotice(
        failure,
        { failed: t.editFailed, generic: t.saveFailed },
        { serverMessages: false },
      )
      if (notice) await dialog.alert({ tone: 'error', ...notice })
      else closeEditor()
    }
  }

  const handleDelete = async () => {
    const { order } = toDelete
    if (!order) return
    try {
      await deleteOrder(order.id).unwrap()
      setToDelete({ open: false, order })
      enqueueSnackbar(t.deleteSuccess, { variant: 'success' })
    } catch (failure) {
      setToDelete({ open: false, order })
      const notice = plainFailureNotice(failure, t.deleteFailed)
      if (notice) await dialog.alert({ tone: 'error', ...notice })
    }
  }

  return (
    <>
      <AdminOrdersScreen
        orders={data?.orders ?? []}
        pagination={data?.pagination ?? null}
        isLoading={isLoading}
        isFetching={isFetching}
        errorText={error && !data ? t.loadFailed : null}
        onRetry={() => void refetch()}
        onPageChange={setPage}
        onEdit={(order) => setEditor((current) => ({ key: current.key + 1, open: true, order }))}
        onDelete={(order) => setToDelete({ open: true, order })}
      />
      <OrderFormDialog
        key={editor.key}
        open={editor.open}
        order={editor.order}
        isSaving={isSaving}
        onCancel={closeEditor}
        onSubmit={handleSubmit}
      />
      <ConfirmDeleteDialog
        open={toDelete.open}
        title={t.deleteTitle}
        question={t.deleteQuestion(toDelete.order?.id ?? '')}
        isDeleting={isDeleting}
        onCancel={() => setToDelete((current) => ({ ...current, open: false }))}
        onConfirm={() => void handleDelete()}
      />
    </>
  )
}
