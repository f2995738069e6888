import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { courseApi } from '@/api/courseApi'
import { onOrdersChanged } from '@/api/orderEvents'

/** How often an order page still on its way asks again (the shop has no push). */
export const SHOPPER_ORDER_POLL_MS = 60_000

/**
 * The shopper's order pages follow what happens to their orders: when another tab of this browser
 * writes an order (the shop owner's back office, another checkout), they read again at once.
 */
export function useOrderUpdates() {
  const dispatch = useDispatch()
  useEffect(
    () =>
      onOrdersChanged((message) =>
        dispatch(
          courseApi.util.invalidateTags([
            { type: 'Order', id: 'LIST' },
            ...(message.orderId ? [{ type: 'Order' as const, id: message.orderId }] : []),
          ]),
        ),
      ),
    [dispatch],
  )
}
