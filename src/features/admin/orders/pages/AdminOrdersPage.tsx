import type { Order } from '@/api/types'
import { formatOrderNumber, toUnixSeconds } from '@/lib/format'
import { useDeleteOrderMutation, useGetAllAdminOrdersQuery, useUpdateOrderMutation } from '../../api'
import { ordersCsv } from '../../csv/csvExport'
import { ExportCsvButton } from '../../csv/ExportCsvButton'
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog'
import { useAdminResource } from '../../components/useAdminResource'
import { adminMessages } from '../../messages'
import { AdminOrdersScreen } from '../components/AdminOrdersScreen'
import { OrderFormDialog } from '../components/OrderFormDialog'
import { ORDER_FILTER_KEYS, orderMatches } from '../orderFilter'
import { applyOrderForm, type OrderFormValues } from '../orderForm'

const t = adminMessages.orders
const common = adminMessages.common

const useAllOrders = () => useGetAllAdminOrdersQuery()
const orderKey = (order: Order) => order.id
const orderFilter = { keys: ORDER_FILTER_KEYS, matches: orderMatches }

/** /admin/orders: the order list with its filter, paging, edit and delete. */
export function AdminOrdersPage() {
  const [updateOrder] = useUpdateOrderMutation()
  const [deleteOrder] = useDeleteOrderMutation()
  const orders = useAdminResource({
    useList: useAllOrders,
    recordKey: orderKey,
    filter: orderFilter,
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
  const [first] = orders.deleting

  return (
    <>
      <AdminOrdersScreen
        orders={orders.records}
        {...orders.list}
        total={orders.list.pagination ? orders.total : undefined}
        filter={orders.filter}
        onFilterChange={orders.setFilter}
        selection={orders.selection}
        onEdit={orders.edit}
        onDelete={orders.requestDelete}
        headerAction={
          orders.list.pagination ? (
            <ExportCsvButton fileName="orders.csv" count={orders.total} csv={() => ordersCsv(orders.found)} />
          ) : null
        }
      />
      <OrderFormDialog {...orders.editor} key={orders.editing.key} order={orders.editing.record} />
      <ConfirmDeleteDialog
        {...orders.deletion}
        title={orders.deleting.length > 1 ? common.deleteSelectedTitle : t.deleteTitle}
        question={
          orders.deleting.length > 1
            ? common.deleteSelectedQuestion(orders.deleting.length)
            : t.deleteQuestion(formatOrderNumber(first?.id))
        }
      />
    </>
  )
}
