import { ALL_STATUSES, isFulfilmentStatus, statusOf } from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { textOf } from '@/lib/format'
import { withinDays } from '../dates'
import type { ListFilter } from '../resource/useListController'

/**
 * The order list's filter in the URL: ?q= (name, phone, e-mail or order number), ?paid=,
 * ?status= (fulfilment), ?from=&to= (days).
 */
export const ORDER_FILTER_KEYS = ['q', 'paid', 'status', 'from', 'to'] as const
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number]
export type OrderFilter = ListFilter<OrderFilterKey>

export const PAID_FILTERS = ['paid', 'unpaid'] as const
export const STATUS_FILTERS = ALL_STATUSES

/** No filter at all: the list is the API's own pages. */
export const NO_ORDER_FILTER: OrderFilter = { q: '', paid: '', status: '', from: '', to: '' }

export function isFiltered(filter: OrderFilter): boolean {
  return Object.values(filter).some(Boolean)
}

/** How many items an order holds (the sum of its lines' quantities). */
export function itemCount(order: Pick<Order, 'products'>): number {
  const lines = order.products && typeof order.products === 'object' ? Object.values(order.products) : []
  return lines.reduce((sum, line) => sum + (Number.isFinite(line?.qty) ? Number(line.qty) : 0), 0)
}

/**
 * Case, spaces and dashes do not count. So the readable order number (`formatOrderNumber`: the id's
 * last 8 characters, upper case, as `XXXX-XXXX`) finds its order, typed either way.
 */
const normalise = (text: string) => text.toLowerCase().replace(/[\s-]/g, '')

/** Whether an order matches the list's filter. Any stored shape is tolerated (other clients write orders too). */
export function orderMatches(order: Order, filter: OrderFilter): boolean {
  if (filter.paid === 'paid' && !order.is_paid) return false
  if (filter.paid === 'unpaid' && order.is_paid) return false
  if (isFulfilmentStatus(filter.status) && statusOf(order) !== filter.status) return false
  if ((filter.from || filter.to) && !withinDays(Number(order.create_at), filter.from, filter.to)) return false
  const query = normalise(filter.q)
  if (!query) return true
  const user = order.user && typeof order.user === 'object' ? order.user : null
  return [order.id, user?.name, user?.tel, user?.email].some((field) =>
    normalise(textOf(field)).includes(query),
  )
}
