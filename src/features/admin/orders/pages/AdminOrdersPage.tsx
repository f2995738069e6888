import type { Order } from '@/api/types'
import { toUnixSeconds } from '@/lib/format'
import { useDeleteOrderMutation, useGetAdminOrdersQuery, useUpdateOrderMutation } from '../../api'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminResource } from '../../components/useAdminResource'
import { adminMessages } from '../../messages'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { applyOrderForm, type OrderFormValues } from '../orderForm'

const t = adminMessages.orders

export function AdminOrdersPage() {
  const [updateOrder] = useUpdateOrderMutation()
  const [deleteOrder] = useDeleteOrderMutation()
  const orders = useAdminResource({
    useList: (page) => useGetAdminOrdersQuery({ page }),
    records: (data) => data.orders,
    // The modal only ever edits an existing order (no order creation in the back office).
    save: (order: Order | null, values: OrderFormValues) =>
      order
        ? updateOrder(applyOrderForm(order, values, toUnixSeconds(new Date()))).unwrap()
        : Promise.resolve(),
    remove: (order) => deleteOrder(order.id).unwrap(),
    failures: { list: 'getAdminOrders', update: 'updateOrder', remove: 'deleteOrder' },
    toasts: { updated: t.editSuccess, deleted: t.deleteSuccess },
    // Spec §8: the order list's load failure is a plain browser alert.
    listFailureAlert: 'browser',
  })

  return (
    <>
      <AdminOrdersScreen
        orders={orders.records}
        {...orders.list}
        onEdit={orders.edit}
        onDelete={orders.requestDelete}
      />
      <OrderFormDialog {...orders.editor} key={orders.editing.key} order={orders.editing.record} />
      <ConfirmDeleteDialog
        {...orders.deletion}
        title={t.deleteTitle}
        question={t.deleteQuestion(orders.deleting?.id ?? '')}
      />
    </>
  )
}
