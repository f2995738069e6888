import { useEffect, useMemo, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { onOrdersChanged } from '@/api/orderEvents'
import type { Order } from '@/api/types'
import { adminOrdersApi, useGetAdminOrderPageQuery } from './api'

/**
 * How often the back office asks for the newest orders: the course API has no push, so its order
 * pages poll page 1 (one request). Paused while the tab is hidden, and read at once when it comes
 * back (RTK Query's `skipPollingIfUnfocused` and `refetchOnFocus`).
 */
export const ORDER_POLL_MS = 30_000

/** Messages from other tabs that arrive together cause one read. */
const CROSS_TAB_SETTLE_MS = 100

const timeOf = (order: Order) => (typeof order.create_at === 'number' ? order.create_at : 0)

/**
 * The order feed of a back-office page: page 1 of `admin/orders`, polled; the other tabs of this
 * browser (orderEvents.ts). It keeps every order page up to date:
 *
 * - a change on page 1 (a new order, a status, a tick) makes the other order reads of the page
 *   read again (tag `FOLLOWS`, and the changed orders' own);
 * - a write in another tab makes them all read again at once, without waiting for the poll.
 *
 * And it counts the orders placed since the page opened (or since 知道了), for a quiet notice.
 */
export function useOrderFeed() {
  const dispatch = useDispatch()
  const feed = useGetAdminOrderPageQuery(1, {
    pollingInterval: ORDER_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  })
  const orders = feed.data?.orders
  const newest = orders && orders.length > 0 ? Math.max(...orders.map(timeOf)) : 0

  // What was newest when the page opened: orders placed after it are new.
  const [seenUpTo, setSeenUpTo] = useState<number | null>(null)
  if (seenUpTo === null && orders) setSeenUpTo(newest)
  const fresh = useMemo(
    () => (orders && seenUpTo !== null ? orders.filter((order) => timeOf(order) > seenUpTo) : []),
    [orders, seenUpTo],
  )

  // A change on page 1: the rest of the page's order reads follow.
  const previous = useRef<Map<string, string> | null>(null)
  useEffect(() => {
    if (!orders) return
    const now = new Map(orders.map((order) => [order.id, JSON.stringify(order)]))
    const before = previous.current
    previous.current = now
    if (!before) return
    const changed = [...now].filter(([id, text]) => before.get(id) !== text).map(([id]) => id)
    const gone = [...before.keys()].filter((id) => !now.has(id))
    if (changed.length === 0 && gone.length === 0) return
    dispatch(
      adminOrdersApi.util.invalidateTags([
        { type: 'AdminOrder', id: 'FOLLOWS' },
        ...[...changed, ...gone].map((id) => ({ type: 'Order' as const, id })),
      ]),
    )
  }, [orders, dispatch])

  // Another tab wrote an order: every order read of this page reads again now.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const ids = new Set<string>()
    const stop = onOrdersChanged((message) => {
      if (message.orderId) ids.add(message.orderId)
      clearTimeout(timer)
      timer = setTimeout(() => {
        dispatch(
          adminOrdersApi.util.invalidateTags([
            { type: 'AdminOrder', id: 'LIST' },
            { type: 'Order', id: 'LIST' },
            ...[...ids].map((id) => ({ type: 'Order' as const, id })),
          ]),
        )
        ids.clear()
      }, CROSS_TAB_SETTLE_MS)
    })
    return () => {
      clearTimeout(timer)
      stop()
    }
  }, [dispatch])

  return {
    /** Orders placed since the page opened (or since `acknowledge`), newest first. */
    fresh,
    /** Every order on page 1 is new: there may be more than `fresh` holds. */
    more: Boolean(orders && orders.length > 0 && fresh.length === orders.length),
    /** 知道了: the orders shown so far are no longer new. */
    acknowledge: () => setSeenUpTo(newest),
  }
}
