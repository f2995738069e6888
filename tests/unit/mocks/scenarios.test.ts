import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { shop } from '../../../mocks/db'
import { resetMockDb } from '../../../mocks/node'
import {
  applyScenario,
  failureMatches,
  getScenarioState,
  setEndpointFailure,
  setLatency,
} from '../../../mocks/scenarios'
import { BASE, SHOP, call } from './helpers'

beforeEach(async () => {
  await resetMockDb()
})

afterEach(async () => {
  await resetMockDb()
})

describe('a test reset', () => {
  it('puts the fake Firebase members back to the seed too', async () => {
    const signUp = () =>
      call('POST', 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k', {
        body: { email: 'once@example.com', password: 'secret1', returnSecureToken: true },
      })
    expect((await signUp()).status).toBe(200)
    expect((await signUp()).json).toMatchObject({ error: { message: 'EMAIL_EXISTS' } })
    await resetMockDb()
    expect((await signUp()).status).toBe(200)
  })
})

describe('data scenarios', () => {
  it('empty-shop has no products, orders or coupons', async () => {
    await applyScenario('empty-shop')
    expect((await call('GET', `${SHOP}/products/all`)).json.products).toEqual([])
    const orders = await call('GET', `${SHOP}/orders`)
    expect(orders.json.orders).toEqual([])
    expect(orders.json.pagination).toMatchObject({ total_pages: 1, current_page: 1, has_next: false })
    expect(shop().coupons.count()).toBe(0)
  })

  it('expired-coupons-only keeps products and orders, and every coupon is refused', async () => {
    await applyScenario('expired-coupons-only')
    expect(shop().products.count()).toBe(21)
    expect(shop().orders.count()).toBe(14)
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: '-OBfast0000000000001', qty: 1 } } })
    for (const coupon of shop().coupons.all()) {
      expect(await call('POST', `${SHOP}/coupon`, { body: { data: { code: coupon.code } } })).toMatchObject({
        status: 400,
        json: { message: '優惠券無法無法使用或已過期' },
      })
    }
    expect((await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'MORNING' } } })).status).toBe(404)
  })
})

describe('failing endpoint', () => {
  it('answers the chosen endpoint with a 500 JSON body and leaves the others alone', async () => {
    await applyScenario('failing-endpoint', {
      failure: { method: 'GET', path: '/v2/api/:apiPath/cart', kind: 'server-error' },
    })
    expect(await call('GET', `${SHOP}/cart`)).toMatchObject({ status: 500, json: { success: false } })
    expect(
      (await call('POST', `${SHOP}/cart`, { body: { data: { product_id: '-OBfast0000000000001', qty: 1 } } }))
        .status,
    ).toBe(200)
    expect((await call('GET', `${SHOP}/products/all`)).status).toBe(200)
  })

  it('defaults to products/all failing', async () => {
    await applyScenario('failing-endpoint')
    expect((await call('GET', `${SHOP}/products/all`)).status).toBe(500)
  })

  it('can fail with a network error, and be switched off without touching data', async () => {
    setEndpointFailure({ method: 'ANY', path: '*/products*', kind: 'network-error' })
    const response = (await call('GET', `${SHOP}/products?page=2`)).response
    expect(response.type).toBe('error')
    setEndpointFailure(null)
    expect((await call('GET', `${SHOP}/products?page=2`)).status).toBe(200)
    expect(getScenarioState()).toMatchObject({ name: 'default', failure: null })
  })

  it('matches paths with :params and * wildcards', () => {
    const cartLine = { method: 'PUT', path: '/v2/api/:apiPath/cart/:id', kind: 'server-error' } as const
    expect(failureMatches(cartLine, 'PUT', '/v2/api/breakfast/cart/-abc')).toBe(true)
    expect(failureMatches(cartLine, 'DELETE', '/v2/api/breakfast/cart/-abc')).toBe(false)
    expect(failureMatches(cartLine, 'PUT', '/v2/api/breakfast/cart')).toBe(false)
    const products = { method: 'GET', path: '/v2/api/:apiPath/products', kind: 'server-error' } as const
    expect(failureMatches(products, 'GET', '/v2/api/breakfast/admin/products')).toBe(false)
    expect(failureMatches(products, 'GET', '/v2/api/breakfast/products')).toBe(true)
  })
})

describe('payment fails', () => {
  it('lets an order be created but answers POST pay/{id} with a 500, leaving the order unpaid', async () => {
    await applyScenario('payment-fails')
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: '-OBfast0000000000001', qty: 2 } } })
    const user = { name: '王小明', email: 'ming@example.com', tel: '0912345678', address: '台北市' }
    const placed = await call('POST', `${SHOP}/order`, { body: { data: { user } } })
    expect(placed).toMatchObject({ status: 200, json: { success: true } })
    const orderId = placed.json.orderId as string
    expect(await call('POST', `${SHOP}/pay/${orderId}`)).toMatchObject({
      status: 500,
      json: { success: false },
    })
    expect((await call('GET', `${SHOP}/order/${orderId}`)).json.order).toMatchObject({ is_paid: false })
    // Switched back, the same order pays as the real API pays it.
    setEndpointFailure(null)
    expect(await call('POST', `${SHOP}/pay/${orderId}`)).toMatchObject({
      status: 200,
      json: { success: true, message: '付款完成' },
    })
    const paid = (await call('GET', `${SHOP}/order/${orderId}`)).json.order as { paid_date?: unknown }
    expect(paid).toMatchObject({ is_paid: true })
    expect(typeof paid.paid_date).toBe('number')
  })
})

describe('slow network', () => {
  it('delays every course-API call', async () => {
    await applyScenario('slow-network', { latencyMs: 600 })
    const started = performance.now()
    await call('GET', `${SHOP}/products/all`)
    expect(performance.now() - started).toBeGreaterThanOrEqual(590)
    setLatency(0)
    const quick = performance.now()
    await call('GET', `${SHOP}/products/all`)
    // Generous: only has to show the 600 ms are gone, even on a busy machine.
    expect(performance.now() - quick).toBeLessThan(500)
  })

  it('uses 1500 ms by default', async () => {
    expect((await applyScenario('slow-network')).latencyMs).toBe(1500)
  })
})

describe('control routes', () => {
  it('POST /__mock/scenario switches, GET /__mock/state reports, POST /__mock/reset goes back', async () => {
    const switched = await call('POST', 'http://127.0.0.1:4010/__mock/scenario', {
      body: { name: 'empty-shop' },
    })
    expect(switched.json).toMatchObject({
      success: true,
      scenario: { name: 'empty-shop' },
      counts: { products: 0 },
    })
    const state = await call('GET', 'http://127.0.0.1:4010/__mock/state')
    expect(state.json).toMatchObject({ seed: 'empty-shop', shopPaths: ['breakfast'] })

    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: 'x', qty: 1 } } })
    const reset = await call('POST', 'http://127.0.0.1:4010/__mock/reset', { body: { scenario: 'default' } })
    expect(reset.json).toMatchObject({ counts: { products: 21, orders: 14, coupons: 4, cartLines: 0 } })
  })

  it('refuses unknown scenarios and malformed failures', async () => {
    expect((await call('POST', 'http://x/__mock/scenario', { body: { name: 'nope' } })).status).toBe(400)
    expect((await call('POST', 'http://x/__mock/scenario', { body: '{' })).status).toBe(400)
    expect(
      (
        await call('POST', 'http://x/__mock/scenario', {
          body: { name: 'failing-endpoint', failure: { kind: 'boom' } },
        })
      ).status,
    ).toBe(400)
    expect((await call('POST', 'http://x/__mock/reset', { body: { scenario: 'nope' } })).status).toBe(400)
  })

  it('answers unknown /v2 paths with the API 404 body', async () => {
    expect(await call('GET', `${BASE}/api/breakfast/newsletter`)).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到此路徑' },
    })
  })
})
