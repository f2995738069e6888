import type { FetchArgs } from '@reduxjs/toolkit/query'
import { shopPath } from './paths'

/**
 * "An order changed" between the tabs of one browser. Every write to an order that succeeds (a
 * shopper's `POST order` or `pay/{id}`, the back office's `PUT`/`DELETE admin/order…`) is announced
 * on a BroadcastChannel by the base query; the back office's order pages and the shopper's order
 * pages in the other tabs read their orders again at once. Tabs of other browsers and devices learn
 * it by polling (features/admin/orders/useOrderFeed.ts): the course API has no push.
 */
export const ORDER_CHANNEL = 'breakfast-orders'

export interface OrdersChanged {
  type: 'orders-changed'
  /** The tab that wrote (each page load draws its own). */
  from: string
  /** The order written, when the path names one. */
  orderId?: string
}

let channel: BroadcastChannel | null | undefined
const THIS_TAB = Math.random().toString(36).slice(2)

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ORDER_CHANNEL) : null
    // Node's channel (tests, the build) would otherwise keep the process alive.
    ;(channel as { unref?: () => void } | null)?.unref?.()
  }
  return channel
}

const ORDER_WRITE = /^(?:order|pay\/([^/?]+)|admin\/order\/([^/?]+)|admin\/orders\/all)$/

/** The order a successful request wrote (`''` for one without an id), or null when it wrote none. */
export function orderWrittenBy(args: string | FetchArgs): string | null {
  if (typeof args === 'string') return null
  const method = (args.method ?? 'GET').toUpperCase()
  if (method === 'GET') return null
  const prefix = shopPath('')
  if (!args.url.startsWith(prefix)) return null
  const match = ORDER_WRITE.exec(args.url.slice(prefix.length))
  if (!match) return null
  return decodeURIComponent(match[1] ?? match[2] ?? '')
}

/** Tells the other tabs that an order changed. */
export function announceOrdersChanged(orderId?: string): void {
  const message: OrdersChanged = { type: 'orders-changed', from: THIS_TAB, ...(orderId ? { orderId } : {}) }
  try {
    openChannel()?.postMessage(message)
  } catch {
    // A closed channel (the page is going away): the other tabs poll anyway.
  }
}

/**
 * Calls `listener` when another tab of this browser changed an order; returns the unsubscribe.
 * This tab's own writes are not reported: they refresh its pages through RTK Query's tags.
 */
export function onOrdersChanged(listener: (message: OrdersChanged) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {}
  const listening = new BroadcastChannel(ORDER_CHANNEL)
  listening.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<OrdersChanged> | null
    if (data?.type === 'orders-changed' && data.from !== THIS_TAB) listener(data as OrdersChanged)
  }
  return () => listening.close()
}
