import { canMoveTo, statusOf, withPrepared, withStatus, type FulfilmentStatus } from '@/api/fulfilment'
import type { Order, UnixSeconds } from '@/api/types'
import { isPaid } from '@/components/checkout/orders'
import { applyOrderForm, type OrderFormValues } from './orderForm'

/**
 * What the back office changes in an order, besides deleting it. Each change is applied to the
 * order as the API holds it a moment before (`applyChange` on a fresh read), so two devices, or
 * two quick ticks, never write back each other's stale copy.
 */
export type OrderChange =
  /** Move the fulfilment status (the history keeps when). */
  | { kind: 'status'; to: FulfilmentStatus }
  /** 標記已付款: paid now. */
  | { kind: 'paid' }
  /** Tick (or untick) lines as prepared in the kitchen. */
  | { kind: 'prepared'; lineIds: string[]; prepared: boolean }
  /** The spec's edit form: contact, note, paid. */
  | { kind: 'form'; values: OrderFormValues }

/**
 * The order after `change`, as `PUT admin/order/{id}` should receive it (the whole order, the
 * list's `num` left out), or null when the change does not apply to it any more (already paid, a
 * status it cannot move to from where it now stands).
 */
export function applyChange(order: Order, change: OrderChange, now: UnixSeconds): Order | null {
  const { num: _num, ...stored } = order
  switch (change.kind) {
    case 'status':
      return canMoveTo(statusOf(stored), change.to) ? withStatus(stored, change.to, now) : null
    case 'paid':
      return isPaid(stored) ? null : { ...stored, is_paid: true, paid_date: now }
    case 'prepared':
      return withPrepared(stored, change.lineIds, change.prepared, now)
    case 'form':
      return applyOrderForm(stored, change.values, now)
  }
}
