import type { Order } from '@/api/types'
import { toUnixSeconds } from '@/lib/format'
import { useDeleteOrderMutation, useGetAdminOrdersQuery, useUpdateOrderMutation } from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminListState } from '../../components/useAdminListState'
import { useDeleteFlow, useRecordEditor, useSaveFlow } from '../../components/useRecordDialogs'
import { adminMessages } from '../../messages'
import { usePageParam } from '../../usePageParam'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { applyOrderForm, type OrderFormValues } from '../orderForm'

const t = adminMessages.orders

export function AdminOrdersPage() {
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

  const handleSubmit = useSaveFlow<Order, OrderFormValues>({
    editor,
    closeEditor,
    // The modal only ever edits an existing order (no order creation in the back office).
    save: (order, values) =>
      order
        ? updateOrder(applyOrderForm(order, values, toUnixSeconds(new Date()))).unwrap()
        : Promise.resolve(),
    successText: () => t.editSuccess,
    failedText: () => t.editFailed,
    genericText: t.saveFailed,
    serverMessages: false,
  })

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
