import { describe, expect, it } from 'vitest'
import type { CartLine, Order } from '@/api/types'
import { startOfDay } from '@/features/admin/dates'
import { defaultRange, summariseSales } from '@/features/admin/dashboard/salesSummary'

const TODAY = '2026-03-20'
const at = (day: string, hour = 9) => startOfDay(day)!.getTime() / 1000 + hour * 3600

function line(productId: string, title: string, qty: number, price: number, coupon?: string): CartLine {
  const total = qty * price
  return {
    id: `line-${productId}-${qty}`,
    product_id: productId,
    qty,
    total,
    final_total: coupon ? Math.round(total * 0.9) : total,
    product: { id: productId, title } as CartLine['product'],
    ...(coupon
      ? { coupon: { id: 'c', code: coupon, title: '早安九折', percent: 90, due_date: 0, is_enabled: 1 } }
      : {}),
  }
}

function order(id: string, day: string, paid: boolean, lines: CartLine[]): Order {
  return {
    id,
    create_at: at(day),
    is_paid: paid,
    total: lines.reduce((sum, item) => sum + item.final_total, 0),
    products: Object.fromEntries(lines.map((item) => [item.id, item])),
    user: { name: '王小明', email: 'a@b.tw', tel: '0912345678', address: '台北' },
  }
}

const orders: Order[] = [
  order('a', TODAY, true, [line('egg', '起司蛋餅', 2, 45), line('tea', '紅茶', 1, 25)]),
  order('b', TODAY, false, [line('egg', '起司蛋餅', 1, 45)]),
  order('c', '2026-03-15', true, [line('toast', '總匯三明治', 3, 60, 'MORNING')]),
  order('d', '2026-03-01', false, [line('tea', '紅茶', 4, 25)]),
  order('e', '2026-01-01', true, [line('toast', '總匯三明治', 10, 60)]),
  // Anything another client may have stored: no lines, no time.
  { ...order('f', TODAY, true, []), products: null as unknown as Order['products'] },
  { ...order('g', TODAY, true, []), create_at: Number.NaN },
]

describe('summariseSales', () => {
  const summary = summariseSales(orders, TODAY, defaultRange(TODAY))

  it('sums revenue and orders for today, 7 and 30 days, and every unpaid order', () => {
    expect(summary.today).toEqual({ revenue: 160, orders: 3 })
    expect(summary.last7Days).toEqual({ revenue: 322, orders: 4 })
    expect(summary.last30Days).toEqual({ revenue: 422, orders: 5 })
    expect(summary.unpaid).toEqual({ revenue: 145, orders: 2 })
  })

  it('ranks products by quantity and by revenue, and counts coupons, within the range', () => {
    expect(summary.topByQuantity.map((p) => [p.title, p.quantity])).toEqual([
      ['紅茶', 5],
      ['起司蛋餅', 3],
      ['總匯三明治', 3],
    ])
    expect(summary.topByRevenue[0]).toMatchObject({ title: '總匯三明治', revenue: 162 })
    expect(summary.coupons).toEqual([{ code: 'MORNING', title: '早安九折', orders: 1 }])
    expect(summary.range.averageOrderValue).toBe(Math.round(422 / 5))
  })

  it('has one chart entry per day of the range, days without orders included', () => {
    expect(summary.daily).toHaveLength(30)
    expect(summary.daily[0].day).toBe('2026-02-19')
    expect(summary.daily.at(-1)).toEqual({ day: TODAY, revenue: 160, orders: 3 })
    expect(summary.daily.find((d) => d.day === '2026-03-02')).toEqual({
      day: '2026-03-02',
      revenue: 0,
      orders: 0,
    })
  })

  it('follows a chosen range (either order of ends)', () => {
    const january = summariseSales(orders, TODAY, { from: '2026-01-31', to: '2026-01-01' })
    expect(january.range).toEqual({ revenue: 600, orders: 1, averageOrderValue: 600 })
    expect(january.daily).toHaveLength(31)
  })
})
