import { describe, expect, it } from 'vitest'
import type { Order } from '@/api/types'
import { orderMatches, type OrderFilter } from '@/features/admin/orders/orderFilter'
import { formatOrderNumber } from '@/lib/format'

const order = {
  id: '-OIeM5iU9jD6jwwyBSuj',
  create_at: 1739098713,
  is_paid: false,
  total: 100,
  products: {},
  user: { name: '王小明', email: 'ming@example.com', tel: '0912345678', address: '台北市' },
} as Order
const other = { ...order, id: '-OIeM5iU9jD6jwwyZZZZ', user: { ...order.user, name: '陳怡君' } } as Order

const byQuery = (q: string): OrderFilter => ({ q, paid: '', status: '', from: '', to: '' })

describe('the admin order search', () => {
  it('finds an order by the readable number a person reads, typed as shown or loosely', () => {
    const number = formatOrderNumber(order.id)
    expect(number).toBe('JWWY-BSUJ')
    for (const q of [
      number,
      number.toLowerCase(),
      number.replace('-', ''),
      ` ${number.slice(0, 4)} ${number.slice(5)} `,
    ]) {
      expect(orderMatches(order, byQuery(q)), q).toBe(true)
      expect(orderMatches(other, byQuery(q)), q).toBe(false)
    }
  })

  it('still finds it by the full id, a name, a phone or an e-mail', () => {
    for (const q of [order.id, '王小明', '0912-345-678', 'MING@example.com']) {
      expect(orderMatches(order, byQuery(q)), q).toBe(true)
    }
  })
})
