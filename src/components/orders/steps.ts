import { historyOf, reachedAt, STATUS_FLOW, statusOf, type FulfilmentStatus } from '@/api/fulfilment'
import type { Order } from '@/api/types'

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled'

export interface Step {
  status: FulfilmentStatus
  state: StepState
  at: number | null
}

/**
 * The steps an order has gone through: 待確認 → 已確認 → 備餐中 → 已出貨 → 已送達, each done one
 * with its time (訂單成立's is the order's own), or 已取消 after the steps it reached. An ordered
 * list, each step saying in words whether it is done, current or still to come.
 */
export function fulfilmentSteps(order: Pick<Order, 'status' | 'statusHistory' | 'create_at'>): Step[] {
  const status = statusOf(order)
  const cancelled = status === 'cancelled'
  // How far the order got: a cancelled one, as far as its history says before the cancellation.
  const history = historyOf(order)
  const lastBefore = cancelled
    ? ([...history].reverse().find((entry) => entry.status !== 'cancelled')?.status ?? 'pending')
    : status
  const reached = STATUS_FLOW.indexOf(lastBefore)
  const steps: Step[] = STATUS_FLOW.map((step, index) => ({
    status: step,
    state:
      index < reached || (cancelled && index === reached)
        ? 'done'
        : index === reached
          ? 'current'
          : 'upcoming',
    at: index > reached ? null : step === 'pending' ? order.create_at : reachedAt(order, step),
  }))
  if (!cancelled) return steps
  return [
    ...steps.filter((step) => step.state === 'done'),
    { status: 'cancelled', state: 'cancelled', at: reachedAt(order, 'cancelled') },
  ]
}
