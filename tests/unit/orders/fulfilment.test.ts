import { describe, expect, it } from 'vitest'
import {
  allPrepared,
  canMoveTo,
  historyOf,
  nextStatus,
  preparedOf,
  statusOf,
  withPrepared,
  withStatus,
} from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { fulfilmentSteps } from '@/components/orders/steps'

const line = (id: string) => ({
  id,
  product_id: 'p',
  qty: 1,
  total: 55,
  final_total: 55,
  product: {} as never,
})
const order = (extra: Partial<Order> = {}): Order => ({
  id: '-OBordr0000000000001',
  create_at: 1_000,
  is_paid: true,
  total: 110,
  user: { name: '王', email: 'w@example.com', tel: '0912345678', address: '台北' },
  products: { a: line('a'), b: line('b') },
  ...extra,
})

describe('fulfilment status', () => {
  it('reads the numbers the course’s sample dashboard writes, digits too, and no status as 待確認', () => {
    expect(statusOf(order())).toBe('pending')
    expect(statusOf(order({ status: 1 }))).toBe('confirmed')
    expect(statusOf(order({ status: 2 }))).toBe('shipped')
    expect(statusOf(order({ status: '3' }))).toBe('delivered')
    expect(statusOf(order({ status: 4 }))).toBe('preparing')
    expect(statusOf(order({ status: 5 }))).toBe('cancelled')
    expect(statusOf(order({ status: 99 }))).toBe('pending')
  })

  it('goes forward one step at a time, and may be corrected; only what has not shipped can be cancelled', () => {
    expect(nextStatus('pending')).toBe('confirmed')
    expect(nextStatus('confirmed')).toBe('preparing')
    expect(nextStatus('preparing')).toBe('shipped')
    expect(nextStatus('shipped')).toBe('delivered')
    expect(nextStatus('delivered')).toBeNull()
    expect(canMoveTo('preparing', 'confirmed')).toBe(true)
    expect(canMoveTo('preparing', 'cancelled')).toBe(true)
    expect(canMoveTo('shipped', 'cancelled')).toBe(false)
    expect(canMoveTo('cancelled', 'pending')).toBe(true)
    expect(canMoveTo('cancelled', 'shipped')).toBe(false)
    expect(canMoveTo('confirmed', 'confirmed')).toBe(false)
  })

  it('keeps every change with its time', () => {
    const confirmed = withStatus(order(), 'confirmed', 2_000)
    const shipped = withStatus(confirmed, 'shipped', 3_000)
    expect(shipped).toMatchObject({ status: 2 })
    expect(historyOf(shipped)).toEqual([
      { status: 'confirmed', at: 2_000 },
      { status: 'shipped', at: 3_000 },
    ])
    // Whatever another client stored there is left out, not trusted.
    expect(historyOf(order({ statusHistory: [{ status: 7, at: 1 }, 'x'] as never }))).toEqual([])
  })

  it('ticks lines in the kitchen: the first tick moves a confirmed order to 備餐中', () => {
    const confirmed = withStatus(order(), 'confirmed', 2_000)
    const one = withPrepared(confirmed, ['a'], true, 2_500)
    expect(statusOf(one)).toBe('preparing')
    expect(preparedOf(one)).toEqual({ a: 2_500 })
    expect(allPrepared(one)).toBe(false)
    const both = withPrepared(one, ['a', 'b'], true, 2_600)
    expect(preparedOf(both)).toEqual({ a: 2_500, b: 2_600 })
    expect(allPrepared(both)).toBe(true)
    expect(historyOf(both).map((entry) => entry.status)).toEqual(['confirmed', 'preparing'])
    expect(preparedOf(withPrepared(both, ['a'], false, 2_700))).toEqual({ b: 2_600 })
    // A tick for a line the order does not have is not kept.
    expect(preparedOf(order({ prepared: { zzz: 1, a: 'soon' as never } }))).toEqual({})
  })

  it('draws the timeline: done steps with their times, then the current one; a cancelled order after what it reached', () => {
    const preparing = withStatus(withStatus(order(), 'confirmed', 2_000), 'preparing', 3_000)
    expect(fulfilmentSteps(preparing).map((step) => [step.status, step.state, step.at])).toEqual([
      ['pending', 'done', 1_000],
      ['confirmed', 'done', 2_000],
      ['preparing', 'current', 3_000],
      ['shipped', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ])
    const cancelled = withStatus(withStatus(order(), 'confirmed', 2_000), 'cancelled', 4_000)
    expect(fulfilmentSteps(cancelled).map((step) => [step.status, step.state])).toEqual([
      ['pending', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'cancelled'],
    ])
  })
})
