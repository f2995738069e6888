import { useSnackbar } from '@/components/feedback/toast'
import type { Order } from '@/api/types'
import { useDialog } from '@/components/dialogs/useDialog'
import { toUnixSeconds } from '@/lib/format'
import { useDeleteOrderMutation, useGetAdminOrdersQuery, useUpdateOrderMutation } from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminListState } from '../../components/useAdminListState'
import { useDeleteFlow, useRecordEditor } from '../../components/useRecordDialogs'
import { saveFailureNotice } from '../../errors'
import { adminMessages } from '../../messages'
import { usePageParam } from '../../usePageParam'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { applyOrderForm, type OrderFormValues } from '../orderForm'

const t = adminMessages.orders

export function AdminOrdersPage() {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [page, setPage] = usePageParam()
  const query = useGetAdminOrdersQuery({ page })
  const { data } = query
  const [updateOrder, { isLoading: isSaving }] = useUpdateOrderMutation()
  const [deleteOrder, { isLoading: isDeleting }] = useDeleteOrderMutation()
  const { editor, openEditor, closeEditor } = useRecordEditor<Order>()
  const toDelete = useDeleteFlow<Order>({
    remove: (order) => deleteOrder(order.id).unwrap(),
    successText: t.deleteSuccess,
    failedText: t.deleteFailed,
  })

  // Spec §8: the order list's load failure is a plain browser alert.
  const list = useAdminListState(query, {
    page,
    setPage,
    rows: data?.orders.length,
    loadFailed: t.loadFailed,
    reportFailure: (title) => window.alert(title),
  })

  const handleSubmit = async (values: OrderFormValues) => {
    const order = editor.record
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

  return (
    <>
      <AdminOrdersScreen
        orders={data?.orders ?? []}
        {...list}
        onEdit={(order) => openEditor(order)}
        onDelete={toDelete.request}
      />
      <OrderFormDialog
        key={editor.key}
        open={editor.open}
        order={editor.record}
        isSaving={isSaving}
        onCancel={closeEditor}
        onSubmit={handleSubmit}
      />
      <ConfirmDeleteDialog
        open={toDelete.open}
        title={t.deleteTitle}
        question={t.deleteQuestion(toDelete.record?.id ?? '')}
        isDeleting={isDeleting}
        onCancel={toDelete.cancel}
        onConfirm={() => void toDelete.confirm()}
      />
    </>
  )
}
