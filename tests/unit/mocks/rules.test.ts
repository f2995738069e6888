import { describe, expect, it } from 'vitest'
import { isPushId, pushId, pushIdTime } from '../../../mocks/ids'
import {
  isCouponUsable,
  isEnabled,
  sortKeysDeep,
  toOrderLine,
  withNum,
  type OrderLineRecord,
  type OrderRecord,
} from '../../../mocks/records'
import { buildSeed } from '../../../mocks/seed'
import { taipeiMidnight } from '../../../mocks/seed/coupons'
import { paginate } from '../../../mocks/handlers/support'

describe('push ids', () => {
  it('are 20 URL-safe characters that sort in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => pushId(1_700_000_000_000))
    expect(new Set(ids).size).toBe(500)
    expect([...ids].sort()).toEqual(ids)
    expect(ids.every(isPushId)).toBe(true)
    expect(pushId(1_700_000_000_000) < pushId(1_700_000_000_001)).toBe(true)
  })

  it('start with "-" for present-day times and encode the time', () => {
    const now = Date.now()
    const id = pushId(now)
    expect(id.startsWith('-')).toBe(true)
    expect(pushIdTime(id)).toBe(now)
    expect(isPushId('-OIeM5iU9jD6jwwyBSuj')).toBe(true)
    expect(isPushId('short')).toBe(false)
  })
})

describe('records', () => {
  it('sorts keys alphabetically at every level, arrays kept in order', () => {
    const sorted = sortKeysDeep({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 2 } })
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}')
  })

  it('computes line totals, discounted and unrounded', () => {
    const product = { id: 'p', title: 't', category: 'c', unit: 'u', origin_price: 70, price: 55 }
    const coupon = { id: 'c', title: 't', code: 'X', percent: 33, due_date: 0, is_enabled: 1 }
    expect(toOrderLine({ id: 'l', product_id: 'p', qty: 3, product })).toMatchObject({
      total: 165,
      final_total: 165,
    })
    expect(toOrderLine({ id: 'l', product_id: 'p', qty: 1, product, coupon }).final_total).toBe(18.15)
  })

  it('treats 1/true as enabled and 0/false/missing as disabled', () => {
    expect([1, true, 2].map(isEnabled)).toEqual([true, true, true])
    expect([0, false, undefined, '1'].map(isEnabled)).toEqual([false, false, false, false])
  })

  it('lets a coupon be used through its due day (Taiwan time)', () => {
    const due = taipeiMidnight(1_800_000_000)
    const coupon = { id: 'c', title: 't', code: 'X', percent: 80, due_date: due, is_enabled: 1 }
    expect(isCouponUsable(coupon, due + 23 * 3600)).toBe(true)
    expect(isCouponUsable(coupon, due + 24 * 3600)).toBe(false)
    expect(isCouponUsable({ ...coupon, is_enabled: 0 }, due)).toBe(false)
  })

  it('appends num last', () => {
    expect(Object.keys(withNum({ b: 1, a: 2 }, 3))).toEqual(['b', 'a', 'num'])
  })
})

describe('pagination', () => {
  const list = Array.from({ length: 23 }, (_, i) => i)

  it('slices 10 per page with the API flags', () => {
    expect(paginate(list, '3')).toMatchObject({
      items: [20, 21, 22],
      firstNum: 21,
      pagination: { total_pages: 3, current_page: 3, has_pre: true, has_next: false, category: '' },
    })
  })

  it('reports one empty page for an empty list', () => {
    expect(paginate([], null).pagination).toEqual({
      total_pages: 1,
      current_page: 1,
      has_pre: false,
      has_next: false,
      category: '',
    })
  })
})

const linesOf = (order: OrderRecord) => Object.values(order.products as Record<string, OrderLineRecord>)

describe('seed', () => {
  it('builds a believable default shop: enough orders for two pages, paid and unpaid, one with a coupon', () => {
    const seed = buildSeed('default')
    expect(seed.products.length).toBeGreaterThanOrEqual(18)
    expect(seed.orders.length).toBeGreaterThanOrEqual(12)
    expect(seed.orders.some((o) => o.is_paid === true)).toBe(true)
    expect(seed.orders.some((o) => o.is_paid === false)).toBe(true)
    expect(seed.orders.some((o) => linesOf(o).some((line) => line.coupon))).toBe(true)
    for (const order of seed.orders) {
      expect(order.total).toBe(linesOf(order).reduce((sum, line) => sum + line.final_total, 0))
      expect(order.user.tel).toMatch(/^09\d{8}$/)
      if (order.is_paid) expect(order.paid_date).toBeGreaterThanOrEqual(Number(order.create_at))
    }
    expect(seed.coupons.map((c) => c.code)).toEqual(['MORNING', 'WELCOME', 'EXPIRED2024', 'PAUSED'])
  })

  it("stores image URLs as absolute URLs on the fake's public origin, for products and articles", () => {
    const seed = buildSeed('default')
    const urls = [
      ...seed.products.flatMap((p) => [p.imageUrl, ...(p.imagesUrl as string[])]),
      ...seed.articles.map((a) => a.image),
    ]
    for (const url of urls)
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/seed-images\/[a-z0-9-]+-\d\.svg$/)
  })

  it('writes a few zh-TW breakfast notes, one of them a draft', () => {
    const { articles } = buildSeed('default')
    expect(articles.length).toBeGreaterThanOrEqual(3)
    expect(articles.filter((a) => a.isPublic === false)).toHaveLength(1)
    for (const article of articles) {
      expect(article.title).toMatch(/[\u4e00-\u9fff]/)
      expect(article).toMatchObject({ author: expect.any(String), tag: expect.any(Array) })
    }
    expect(buildSeed('empty-shop').articles).toEqual([])
  })

  it('builds the same shop twice (no shared mutable objects)', () => {
    const first = buildSeed('default', 1_800_000_000_000)
    first.products[0].title = 'changed'
    expect(buildSeed('default', 1_800_000_000_000).products[0].title).not.toBe('changed')
  })
})
