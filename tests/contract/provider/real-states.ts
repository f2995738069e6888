import type { CouponInput, ProductInput } from '@/api/types'
import {
  CONTRACT_DELIVERY,
  CONTRACT_DELIVERY_NOTE,
  CONTRACT_MEMBER_KEY,
  STATES,
  type StateHandler,
} from '../states'
import { breakfastProduct, expiredCoupon, shopper, validMorningCoupon } from './fixtures'

/**
 * Provider states for the real course API (Verifier 3, scripts/verify-real.ts): the same states
 * as the fake's, set up through the API itself, on a shop used for nothing else. Every
 * interaction starts from an emptied shop (cart, orders, coupons, products), and the shop is
 * emptied again when the run ends, so nothing the contract created is left behind.
 */

export interface RealShop {
  /** e.g. https://ec-course-api.hexschool.io (no trailing slash). */
  baseUrl: string
  /** The test shop's api_path. */
  apiPath: string
  username: string
  password: string
}

export class CourseApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`)
  }
}

type Body = Record<string, unknown>

/** A small client for the real API: only what the states and the clean-up need. */
export class CourseApiClient {
  constructor(readonly shop: RealShop) {}

  async call<T = Body>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (options.token) headers.Authorization = options.token
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${this.shop.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // keep the text
    }
    if (!response.ok) throw new CourseApiError(response.status, body, `${method} ${path}`)
    return body as T
  }

  shopPath(path: string) {
    return `/v2/api/${this.shop.apiPath}/${path}`
  }

  async signIn(): Promise<string> {
    const body = await this.call<{ token: string }>('POST', '/v2/admin/signin', {
      body: { username: this.shop.username, password: this.shop.password },
    })
    if (typeof body.token !== 'string' || !body.token) throw new Error('Sign-in answered without a token.')
    return body.token
  }

  async allProducts(token: string): Promise<Array<{ id: string; title: string }>> {
    const body = await this.call<{ products?: Record<string, { id: string; title: string }> }>(
      'GET',
      this.shopPath('admin/products/all'),
      { token },
    )
    return Object.values(body.products ?? {})
  }

  async allCoupons(token: string): Promise<Array<{ id: string; code: string }>> {
    const coupons: Array<{ id: string; code: string }> = []
    for (let page = 1; page <= 50; page++) {
      const body = await this.call<{
        coupons?: Array<{ id: string; code: string }>
        pagination?: { has_next?: boolean }
      }>('GET', `${this.shopPath('admin/coupons')}?page=${page}`, { token })
      coupons.push(...(body.coupons ?? []))
      if (!body.pagination?.has_next) break
    }
    return coupons
  }

  /** Orders on the first page of the admin list (enough to tell an empty shop from a used one). */
  async firstOrders(token: string): Promise<unknown[]> {
    const body = await this.call<{ orders?: unknown[] }>('GET', `${this.shopPath('admin/orders')}?page=1`, {
      token,
    })
    return body.orders ?? []
  }

  /** What the shop holds now (the safety check before the first wipe). */
  async inventory(token: string) {
    const [products, coupons, orders] = await Promise.all([
      this.allProducts(token),
      this.allCoupons(token),
      this.firstOrders(token),
    ])
    return { products: products.length, coupons: coupons.length, orders: orders.length }
  }

  /** Empties the shop: cart, orders, coupons, products. */
  async wipe(token: string): Promise<void> {
    await this.call('DELETE', this.shopPath('carts')).catch(ignoreStatus(400, 404))
    await this.call('DELETE', this.shopPath('admin/orders/all'), { token }).catch(ignoreStatus(400, 404))
    for (const coupon of await this.allCoupons(token)) {
      await this.call('DELETE', this.shopPath(`admin/coupon/${coupon.id}`), { token }).catch(
        ignoreStatus(404),
      )
    }
    for (const product of await this.allProducts(token)) {
      await this.call('DELETE', this.shopPath(`admin/product/${product.id}`), { token }).catch(
        ignoreStatus(404),
      )
    }
  }

  /** Creates a product; the API answers without its id, so it is looked up by its (unique) title. */
  async createProduct(token: string, product: ProductInput): Promise<string> {
    await this.call('POST', this.shopPath('admin/product'), { token, body: { data: product } })
    const created = (await this.allProducts(token)).find((candidate) => candidate.title === product.title)
    if (!created) throw new Error(`The product "${product.title}" was created but is not listed.`)
    return created.id
  }

  async createCoupon(token: string, coupon: CouponInput): Promise<string> {
    await this.call('POST', this.shopPath('admin/coupon'), { token, body: { data: coupon } })
    const created = (await this.allCoupons(token)).find((candidate) => candidate.code === coupon.code)
    if (!created) throw new Error(`The coupon ${coupon.code} was created but is not listed.`)
    return created.id
  }

  /** One order as the customer route reads it. */
  async readOrder(orderId: string): Promise<Record<string, unknown>> {
    const body = await this.call<{ order?: Record<string, unknown> }>(
      'GET',
      this.shopPath(`order/${encodeURIComponent(orderId)}`),
    )
    if (!body.order) throw new Error(`The order ${orderId} was placed but cannot be read.`)
    return body.order
  }

  /** Writes an order back whole, as the back office does. */
  async updateOrder(token: string, order: Record<string, unknown>): Promise<void> {
    await this.call('PUT', this.shopPath(`admin/order/${encodeURIComponent(String(order.id))}`), {
      token,
      body: { data: order },
    })
  }

  async addToCart(productId: string, qty: number): Promise<string> {
    const body = await this.call<{ data?: { id?: string } }>('POST', this.shopPath('cart'), {
      body: { data: { product_id: productId, qty } },
    })
    if (!body.data?.id) throw new Error('Adding to the cart answered without a line id.')
    return body.data.id
  }

  /**
   * Places an order from the cart; `user` extras (the 我的訂單 `member` key) and `extras` of the
   * order (a morning slot, its note) are sent as given.
   */
  async placeOrder(
    userExtras: Record<string, string> = {},
    extras: Record<string, unknown> = {},
  ): Promise<string> {
    const body = await this.call<{ orderId?: string }>('POST', this.shopPath('order'), {
      body: { data: { user: { ...shopper, ...userExtras }, message: '契約測試訂單', ...extras } },
    })
    if (!body.orderId) throw new Error('Placing an order answered without an orderId.')
    return body.orderId
  }
}

function ignoreStatus(...statuses: number[]) {
  return (error: unknown) => {
    if (error instanceof CourseApiError && statuses.includes(error.status)) return undefined
    throw error
  }
}

/**
 * The state handlers plus the hooks around them. `beforeEach` signs in and empties the shop
 * before each interaction; the states then create what they promise and hand back the ids.
 */
export function createRealStates(client: CourseApiClient) {
  let token = ''
  const nowSeconds = () => Math.floor(Date.now() / 1000)

  const handlers: Record<string, StateHandler> = {
    [STATES.productExists]: async () => ({
      productId: await client.createProduct(token, breakfastProduct(1)),
    }),

    [STATES.noSuchProduct]: async () => ({}),

    [STATES.cartHoldsTwoLines]: async () => {
      const first = await client.createProduct(token, breakfastProduct(1))
      const second = await client.createProduct(token, breakfastProduct(2))
      const lineId = await client.addToCart(first, 1)
      await client.addToCart(second, 2)
      return { lineId, productId: first }
    },

    [STATES.couponMorningValid]: async () => ({
      couponId: await client.createCoupon(token, validMorningCoupon(nowSeconds())),
    }),

    [STATES.couponExpired]: async () => ({ couponId: await client.createCoupon(token, expiredCoupon()) }),

    [STATES.noSuchCoupon]: async () => ({}),

    [STATES.orderExists]: async () => {
      const productId = await client.createProduct(token, breakfastProduct(1))
      await client.addToCart(productId, 1)
      return { orderId: await client.placeOrder() }
    },

    // Placed through the real API with `user.member`: the interaction then reads it back from the
    // public list, so a real API that drops the key fails the verification (docs/orders.md).
    [STATES.memberOrderExists]: async () => {
      const productId = await client.createProduct(token, breakfastProduct(1))
      await client.addToCart(productId, 1)
      return { orderId: await client.placeOrder({ member: CONTRACT_MEMBER_KEY }) }
    },

    // Placed with a morning slot, then moved to 備餐中 and one line ticked through PUT admin/order:
    // the interaction reads them back, so a real API that drops the shop's fields fails it.
    [STATES.orderInKitchen]: async () => {
      const productId = await client.createProduct(token, breakfastProduct(1))
      await client.addToCart(productId, 2)
      const orderId = await client.placeOrder(
        {},
        {
          message: CONTRACT_DELIVERY_NOTE,
          delivery: CONTRACT_DELIVERY,
          shippingWay: 'homeDelivery',
          paymentWay: 'cashOnDelivery',
        },
      )
      const { num: _num, ...order } = await client.readOrder(orderId)
      const [lineId] = Object.keys((order.products ?? {}) as Record<string, unknown>)
      const now = nowSeconds()
      await client.updateOrder(token, {
        ...order,
        status: 4,
        statusHistory: [
          { status: 1, at: now },
          { status: 4, at: now },
        ],
        prepared: { [lineId]: now },
      })
      return { orderId }
    },

    [STATES.adminAccountExists]: async () => ({
      username: client.shop.username,
      password: client.shop.password,
    }),

    [STATES.adminSignedIn]: async () => ({ token }),

    [STATES.nobodySignedIn]: async () => ({}),
  }

  return {
    handlers,
    async beforeEach() {
      token = await client.signIn()
      await client.wipe(token)
    },
    /** After the run: sign in again (the logout interaction may have ended the session) and empty the shop. */
    async cleanUp() {
      await client.wipe(await client.signIn())
    },
  }
}
