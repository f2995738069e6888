import { describe, expect, it } from 'vitest'
import { asDeliveryRequest } from '../../../src/api/delivery'
import { buildSeed } from '../../../mocks/seed'
import { LARGE_SHOP } from '../../../mocks/seed/large'

describe('the 大量資料 data set (large-shop)', () => {
  const now = Date.UTC(2026, 10, 27, 1, 0, 0)
  const shop = buildSeed('large-shop', now)

  it('has the benchmark size', () => {
    expect(shop.products).toHaveLength(LARGE_SHOP.products)
    expect(shop.coupons).toHaveLength(LARGE_SHOP.coupons)
    expect(shop.orders).toHaveLength(LARGE_SHOP.orders)
  })

  it('keeps its ids when made again later (a reloaded order page finds its order)', () => {
    const later = buildSeed('large-shop', now + 3_600_000)
    expect(later.orders.map((order) => order.id).sort()).toEqual(shop.orders.map((order) => order.id).sort())
  })

  it('gives the kitchen board something to show: slots, statuses and their history, as checkout and the owner write them', () => {
    const grown = shop.orders.filter((order) => order.id.startsWith('-OBvolO'))
    const requests = grown.map((order) => asDeliveryRequest(order.delivery))
    const withSlot = grown.filter((_, index) => {
      const request = requests[index]
      return request !== null && 'slot' in request
    })
    expect(withSlot.length).toBeGreaterThan(grown.length / 3)
    expect(requests.some((request) => request !== null && 'asap' in request)).toBe(true)
    const due = grown.filter(
      (order) =>
        typeof order.status === 'number' &&
        Array.isArray(order.statusHistory) &&
        order.statusHistory.length > 0,
    )
    expect(due.length).toBeGreaterThan(grown.length / 2)
    for (const order of withSlot.slice(0, 50)) expect(order.message).toMatch(/希望配送|配送/)
  })
})
