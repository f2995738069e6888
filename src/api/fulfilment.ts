import type { Order, StatusChange, UnixSeconds } from './types'

/**
 * Where an order stands, from the kitchen to the door (docs/orders.md, "Fulfilment"):
 * 待確認 → 已確認 → 備餐中 → 已出貨 → 已送達, or 已取消.
 *
 * The course API has no such field. Orders carry it in `status`, a number, which `PUT admin/order`
 * stores as sent, and which the course's own sample dashboard already uses (course-api.md §2.4:
 * 0 未確認, 1 已確認, 2 外送中, 3 已送達). Those four keep their numbers, so orders read the same in
 * that dashboard; 備餐中 and 已取消 take the next free numbers. `statusHistory` keeps every change
 * with its time; `prepared` the kitchen's ticks per order line.
 */
export type FulfilmentStatus = 'pending' | 'confirmed' | 'preparing' | 'shipped' | 'delivered' | 'cancelled'

/** The stored number of each status. */
export const STATUS_CODES: Record<FulfilmentStatus, number> = {
  pending: 0,
  confirmed: 1,
  shipped: 2,
  delivered: 3,
  preparing: 4,
  cancelled: 5,
}

/** The way forward, in order; 已取消 stands beside it. */
export const STATUS_FLOW: readonly FulfilmentStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
]
export const ALL_STATUSES: readonly FulfilmentStatus[] = [...STATUS_FLOW, 'cancelled']

const BY_CODE = new Map<number, FulfilmentStatus>(
  Object.entries(STATUS_CODES).map(([status, code]) => [code, status as FulfilmentStatus]),
)

export function isFulfilmentStatus(value: unknown): value is FulfilmentStatus {
  return typeof value === 'string' && Object.hasOwn(STATUS_CODES, value)
}

/** A stored code (a number, or digits another client stored), or null when it is none. */
function statusFromCode(value: unknown): FulfilmentStatus | null {
  const code = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof code === 'number' ? (BY_CODE.get(code) ?? null) : null
}

/** An order's status; an order that never had one (new, or from another client) is 待確認. */
export function statusOf(order: Pick<Order, 'status'>): FulfilmentStatus {
  return statusFromCode(order.status) ?? 'pending'
}

/** The next step forward, or null (delivered, cancelled). */
export function nextStatus(status: FulfilmentStatus): FulfilmentStatus | null {
  const at = STATUS_FLOW.indexOf(status)
  return at >= 0 && at < STATUS_FLOW.length - 1 ? STATUS_FLOW[at + 1] : null
}

/** Shipped or delivered: it has left the kitchen. */
export function hasShipped(status: FulfilmentStatus): boolean {
  return status === 'shipped' || status === 'delivered'
}

/**
 * Whether an order may go from one status to another. Any step of the flow may be corrected
 * (forward or back); an order that has not shipped may be cancelled, and a cancelled one reopened
 * as 待確認 only.
 */
export function canMoveTo(from: FulfilmentStatus, to: FulfilmentStatus): boolean {
  if (from === to) return false
  if (to === 'cancelled') return !hasShipped(from)
  if (from === 'cancelled') return to === 'pending'
  return true
}

/** Confirmed and not shipped: what the kitchen prepares. */
export function isInKitchen(status: FulfilmentStatus): boolean {
  return status === 'confirmed' || status === 'preparing'
}

/** The changes as stored, oldest first; entries that are not changes are left out. */
export function historyOf(
  order: Pick<Order, 'statusHistory'>,
): { status: FulfilmentStatus; at: UnixSeconds }[] {
  const stored: unknown = order.statusHistory
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { status, at } = entry as Partial<StatusChange>
    const known = statusFromCode(status)
    return known && typeof at === 'number' && Number.isFinite(at) ? [{ status: known, at }] : []
  })
}

/** When the order last reached `status` (Unix seconds), if the history says. */
export function reachedAt(order: Pick<Order, 'statusHistory'>, status: FulfilmentStatus): UnixSeconds | null {
  const entries = historyOf(order).filter((entry) => entry.status === status)
  return entries.length > 0 ? entries[entries.length - 1].at : null
}

/** The order with a new status, the change kept in its history. */
export function withStatus<T extends Order>(order: T, status: FulfilmentStatus, now: UnixSeconds): T {
  const history = Array.isArray(order.statusHistory) ? order.statusHistory : []
  return {
    ...order,
    status: STATUS_CODES[status],
    statusHistory: [...history, { status: STATUS_CODES[status], at: now }],
  }
}

/** The keys of an order's lines (`products` is keyed by cart-line id; other clients may store junk). */
export function orderLineIds(order: Pick<Order, 'products'>): string[] {
  const products: unknown = order.products
  if (typeof products !== 'object' || products === null || Array.isArray(products)) return []
  return Object.entries(products as Record<string, unknown>)
    .filter(([, line]) => typeof line === 'object' && line !== null)
    .map(([key]) => key)
}

/** The kitchen's ticks as stored: line id → when (lines no longer in the order are left out). */
export function preparedOf(order: Pick<Order, 'prepared' | 'products'>): Record<string, UnixSeconds> {
  const stored: unknown = order.prepared
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  const lines = new Set(orderLineIds(order))
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, number] =>
        lines.has(entry[0]) && typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  )
}

/**
 * The order with lines ticked as prepared (or unticked). The first tick on a confirmed order moves
 * it to 備餐中, kept in the history like any change.
 */
export function withPrepared<T extends Order>(
  order: T,
  lineIds: readonly string[],
  prepared: boolean,
  now: UnixSeconds,
): T {
  const ticks = { ...preparedOf(order) }
  for (const id of lineIds) {
    if (prepared) ticks[id] ??= now
    else delete ticks[id]
  }
  const updated = { ...order, prepared: ticks }
  return prepared && statusOf(order) === 'confirmed' ? withStatus(updated, 'preparing', now) : updated
}

/** Every line of the order is ticked. */
export function allPrepared(order: Pick<Order, 'prepared' | 'products'>): boolean {
  const ids = orderLineIds(order)
  const ticks = preparedOf(order)
  return ids.length > 0 && ids.every((id) => id in ticks)
}
