import type { CartLine, Order } from '@/api/types'

/** An order's lines in the API's order (`products` is keyed by line id; another client may store junk). */
export function orderLines(order: Pick<Order, 'products'>): CartLine[] {
  const products: unknown = order.products
  if (!products || typeof products !== 'object') return []
  return Object.values(products as Record<string, unknown>).filter(
    (line): line is CartLine => typeof line === 'object' && line !== null,
  )
}

/** True when the API says the order is paid (a boolean, or 0/1 an admin client stored). */
export function isPaid(order: Pick<Order, 'is_paid'>): boolean {
  return order.is_paid === true || order.is_paid === 1
}
