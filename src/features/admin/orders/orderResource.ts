import type { Order } from '@/api/types'
import { formatOrderNumber } from '@/lib/format'
import { adminApi } from '../api'
import { adminMessages } from '../messages'
import type { AdminResource } from '../resource/ResourcePage'
import { useChangeOrdersMutation } from './api'
import { ORDER_FILTER_KEYS, type OrderFilterKey } from './orderFilter'
import type { OrderFormValues } from './orderForm'
import { ordersListSource } from './ordersSource'

const t = adminMessages.orders

/**
 * The back office's orders, newest first: edited (paid state, buyer, note) and deleted, never
 * created. The list is the API's pages, or a search over the newest (ordersSource.ts); a save
 * applies the form to the order as the API holds it now (api.ts `changeOrders`), so a status or a
 * kitchen tick set meanwhile on another device is kept.
 */
export const orderResource: AdminResource<Order, OrderFormValues, OrderFilterKey> = {
  list: {
    source: ordersListSource,
    filterKeys: ORDER_FILTER_KEYS,
    failure: 'getAdminOrders',
    // Spec §8: the order list's load failure is a plain browser alert.
    failureAlert: 'browser',
  },
  useActions: () => {
    const [change] = useChangeOrdersMutation()
    const [remove] = adminApi.useDeleteOrderMutation()
    return {
      // The form only ever edits a stored order (no order creation in the back office).
      save: (order, values) =>
        order ? change([{ id: order.id, change: { kind: 'form', values } }]).unwrap() : Promise.resolve(),
      remove: (order) => remove(order.id).unwrap(),
    }
  },
  failures: { update: 'updateOrder', remove: 'deleteOrder' },
  messages: t,
  nameOf: (order) => formatOrderNumber(order.id),
}
