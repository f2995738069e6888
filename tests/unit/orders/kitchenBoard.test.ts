import { describe, expect, it } from 'vitest'
import { withPrepared, withStatus } from '@/api/fulfilment'
import type { DeliveryRequest, Order } from '@/api/types'
import { buildKitchenBoard, kitchenWindowArg, ticksFor } from '@/features/admin/kitchen/kitchenBoard'

const DAY = '2026-11-28'
const created = Date.parse('2026-11-26T09:00:00+08:00') / 1000

let serial = 0
function order(
  lines: Array<[productId: string, title: string, qty: number]>,
  extra: Partial<Order> & { delivery?: DeliveryRequest } = {},
): Order {
  serial += 1
  return {
    id: `-OBtest${String(serial).padStart(13, '0')}`,
    create_at: created,
    is_paid: true,
    total: 0,
    user: { name: `客人${serial}`, email: 'a@example.com', tel: '0912345678', address: '台北' },
    products: Object.fromEntries(
      lines.map(([productId, title, qty], index) => [
        `line-${serial}-${index}`,
        {
          id: `line-${serial}-${index}`,
          product_id: productId,
          qty,
          total: 0,
          final_total: 0,
          product: { title, unit: '份' } as never,
        },
      ]),
    ),
    shippingWay: 'homeDelivery',
    paymentWay: 'creditCard',
    ...extra,
  }
}
const confirmed = (o: Order) => withStatus(o, 'confirmed', created + 60)

describe('the kitchen board', () => {
  it('adds up each product per morning slot and shipping way, from confirmed orders not yet shipped', () => {
    const early = { date: DAY, slot: '07-09' } as const
    const a = confirmed(
      order(
        [
          ['egg', '起司蛋餅', 2],
          ['tea', '紅茶', 1],
        ],
        { delivery: early },
      ),
    )
    const b = confirmed(order([['egg', '起司蛋餅', 3]], { delivery: early }))
    const pickup = confirmed(
      order([['egg', '起司蛋餅', 1]], {
        delivery: { date: DAY, slot: '09-11' },
        shippingWay: 'instorePickup1',
      }),
    )
    const otherDay = confirmed(
      order([['egg', '起司蛋餅', 9]], { delivery: { date: '2026-11-30', slot: '07-09' } }),
    )
    const pending = order([['tea', '紅茶', 4]], { delivery: early })
    const shipped = withStatus(
      confirmed(order([['egg', '起司蛋餅', 7]], { delivery: early })),
      'shipped',
      created + 90,
    )
    const cancelled = withStatus(
      order([['egg', '起司蛋餅', 8]], { delivery: early }),
      'cancelled',
      created + 90,
    )
    const board = buildKitchenBoard([a, b, pickup, otherDay, pending, shipped, cancelled], DAY)

    expect(board.groups.map((group) => group.key)).toEqual(['07-09|homeDelivery', '09-11|instorePickup1'])
    const [first, second] = board.groups
    expect(first.lines.map((line) => [line.title, line.qty])).toEqual([
      ['紅茶', 1],
      ['起司蛋餅', 5],
    ])
    expect(first.orders.map((entry) => entry.order.id)).toEqual([a.id, b.id])
    expect(second.lines.map((line) => [line.title, line.qty])).toEqual([['起司蛋餅', 1]])
    expect(board.pending.map((entry) => entry.id)).toEqual([pending.id])
    expect(board.shipped).toBe(1)
    expect(board).toMatchObject({ orders: 3, items: 7 })
  })

  it('keeps 盡快出貨 on every board from its due day until it ships', () => {
    const asap = confirmed(order([['egg', '起司蛋餅', 1]], { delivery: { asap: true } }))
    // Placed on Thursday, paid by card: due Friday 11/27.
    expect(buildKitchenBoard([asap], '2026-11-26').groups).toHaveLength(0)
    expect(buildKitchenBoard([asap], '2026-11-27').groups.map((group) => group.slot)).toEqual(['asap'])
    expect(buildKitchenBoard([asap], DAY).groups.map((group) => group.slot)).toEqual(['asap'])
    // An order from before slots (no request at all) is treated the same.
    expect(buildKitchenBoard([confirmed(order([['egg', '起司蛋餅', 1]]))], DAY).groups).toHaveLength(1)
  })

  it('counts what is ticked, and a tick writes only the lines that need it, per order', () => {
    const a = confirmed(order([['egg', '起司蛋餅', 2]], { delivery: { date: DAY, slot: '07-09' } }))
    const b = confirmed(order([['egg', '起司蛋餅', 3]], { delivery: { date: DAY, slot: '07-09' } }))
    const aTicked = withPrepared(a, Object.keys(a.products), true, created + 120)
    const [line] = buildKitchenBoard([aTicked, b], DAY).groups[0].lines
    expect(line).toMatchObject({ qty: 5, preparedQty: 2 })
    expect(ticksFor(line, true)).toEqual([{ orderId: b.id, lineIds: Object.keys(b.products) }])
    expect(ticksFor(line, false)).toEqual([{ orderId: a.id, lineIds: Object.keys(a.products) }])
  })

  it('reads back to the earliest day an order for the board’s day can have been placed', () => {
    const arg = kitchenWindowArg(DAY)
    const start = Date.parse(`${DAY}T00:00:00+08:00`) / 1000
    expect(arg.since).toBe(start - 11 * 24 * 60 * 60)
    expect(arg.firstPages).toBeLessThan(20)
  })
})
