import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { byId, shop } from '../../../mocks/db'
import { resetMockDb } from '../../../mocks/node'
import { applyScenario } from '../../../mocks/scenarios'
import { ADMIN, SHOP, call, signIn } from './helpers'

/**
 * The fake as the shop's server through faults (mocks/rules.ts): unreachable while the browser is
 * offline, an answer lost when the connection drops after the work was done, and what a cart
 * line's product is (a snapshot, or live under the live-cart-products scenario).
 */

const CHEESE_CREPE = '-OBfast0000000000001'
const CLUB_SANDWICH = '-OBfast0000000000002'
const buyer = { name: '王小明', email: 'ming@example.com', tel: '0912345678', address: '台北市' }

beforeEach(async () => {
  await resetMockDb()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await resetMockDb()
})

/** The browser's online state as the page sees it (Node has none: the fake is always reachable). */
function browserOnline(online: () => boolean) {
  vi.stubGlobal('navigator', {
    get onLine() {
      return online()
    },
  })
}

describe('offline', () => {
  it('is unreachable while the browser is offline: no answer, nothing done; the control routes still answer', async () => {
    browserOnline(() => false)
    const add = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    expect(add.response.type).toBe('error')
    expect((await call('GET', `${SHOP}/products/all`)).response.type).toBe('error')
    expect((await call('GET', 'http://127.0.0.1/__mock/state')).status).toBe(200)

    browserOnline(() => true)
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [] })
  })

  it('loses the answer of an order placed while the connection dropped: the order exists, once', async () => {
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    const before = shop().orders.count()
    // Online when the request arrives; offline by the time the order exists.
    browserOnline(() => shop().orders.count() === before)
    const placed = await call('POST', `${SHOP}/order`, { body: { data: { user: buyer } } })
    expect(placed.response.type).toBe('error')

    browserOnline(() => true)
    expect(shop().orders.count()).toBe(before + 1)
    const [newest] = (await call('GET', `${SHOP}/orders`)).json.orders as Array<{ user: { name: string } }>
    expect(newest.user.name).toBe('王小明')
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [] })
  })
})

describe('a cart line’s product', () => {
  async function ownerSets(id: string, changes: Record<string, unknown>) {
    const token = await signIn()
    const product = byId(shop().products, id)!
    const answer = await call('PUT', `${ADMIN}/product/${id}`, {
      token,
      body: { data: { ...product, ...changes } },
    })
    expect(answer.status).toBe(200)
  }

  type CartBody = {
    carts: Array<{ product_id: string; qty: number; total: number; product: Record<string, unknown> }>
    final_total: number
  }
  const cart = async () => (await call('GET', `${SHOP}/cart`)).json.data as CartBody

  it('is a snapshot by default: the line keeps the price it was added at, and the order charges it', async () => {
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    await ownerSets(CHEESE_CREPE, { price: 40 })
    await ownerSets(CLUB_SANDWICH, { is_enabled: 0 })

    expect((await cart()).carts[0]).toMatchObject({ total: 110, product: { price: 55 } })
    const placed = await call('POST', `${SHOP}/order`, { body: { data: { user: buyer } } })
    expect(placed.json).toMatchObject({ success: true, total: 110 })
  })

  it('is live under live-cart-products: the current price and state, and the order charges them', async () => {
    await applyScenario('live-cart-products')
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CLUB_SANDWICH, qty: 1 } } })
    await ownerSets(CHEESE_CREPE, { price: 40 })
    await ownerSets(CLUB_SANDWICH, { is_enabled: 0 })

    const now = await cart()
    expect(now.carts.map((line) => [line.product_id, line.total, line.product.is_enabled])).toEqual([
      [CHEESE_CREPE, 80, 1],
      [CLUB_SANDWICH, 75, 0],
    ])
    expect(now.final_total).toBe(155)
    const placed = await call('POST', `${SHOP}/order`, { body: { data: { user: buyer } } })
    expect(placed.json).toMatchObject({ success: true, total: 155 })

    // Back to the default: snapshots again.
    await resetMockDb()
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    await ownerSets(CHEESE_CREPE, { price: 40 })
    expect((await cart()).carts[0]).toMatchObject({ total: 55 })
  })
})
