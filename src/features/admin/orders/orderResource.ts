import type { Order } from '@/api/types'
import { formatOrderNumber, toUnixSeconds } from '@/lib/format'
import { adminApi } from '../api'
import { adminMessages } from '../messages'
import type { AdminResource } from '../resource/ResourcePage'
import { serverPagedListSource } from '../resource/useListController'
import { ORDER_FILTER_KEYS, orderMatches, type OrderFilterKey } from './orderFilter'
import { applyOrderForm, type OrderFormValues } from './orderForm'

const t = adminMessages.orders

/** The back office's orders, newest first: edited (paid state, buyer, note) and deleted, never created. */
export const orderResource: AdminResource<Order, OrderFormValues, OrderFilterKey> = {
  list: {
    // The API's own page (newest first) until a search or a filter needs every order: a shop with
    // thousands of orders opens its list in two requests.
    source: serverPagedListSource({
      usePage: (page, { skip }) => adminApi.useGetAdminOrdersQuery({ page }, { skip }),
      recordsOf: (body) => (Array.isArray(body.orders) ? body.orders : []),
      totalPagesOf: (body) => body.pagination?.total_pages ?? 1,
      useAll: ({ skip }) => adminApi.useGetAllAdminOrdersQuery(undefined, { skip }),
      matches: orderMatches,
    }),
    filterKeys: ORDER_FILTER_KEYS,
    failure: 'getAdminOrders',
    // Spec §8: the order list's load failure is a plain browser alert.
    failureAlert: 'browser',
  },
  useActions: () => {
    const [update] = adminApi.useUpdateOrderMutation()
    const [remove] = adminApi.useDeleteOrderMutation()
    return {
      // The form only ever edits a stored order (no order creation in the back office).
      save: (order, values) =>
        order ? update(applyOrderForm(order, values, toUnixSeconds(new Date()))).unwrap() : Promise.resolve(),
      remove: (order) => remove(order.id).unwrap(),
    }
  },
  save: { failures: { update: 'updateOrder' }, toasts: { updated: t.editSuccess } },
  remove: {
    failure: 'deleteOrder',
    toast: t.deleteSuccess,
    confirmTitle: t.deleteTitle,
    confirmQuestion: (order) => t.deleteQuestion(formatOrderNumber(order.id)),
  },
}
