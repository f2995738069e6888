import { describe, expect, it } from 'vitest'
import { toOrderInput } from '@/features/checkout/orderBody'
import { emptyCheckoutForm } from '@/features/checkout/schema'
import { deliveryOf } from '@/api/delivery'
import { preparedOf, statusOf } from '@/api/fulfilment'
import {
  CONTRACT_DELIVERY,
  CONTRACT_DELIVERY_NOTE,
  CONTRACT_MEMBER_KEY,
  COUPON_CODES,
  STATES,
} from '../states'
import {
  EXAMPLE,
  JSON_REQUEST,
  SHOP,
  cartLine,
  eachKeyLike,
  eachLike,
  failure,
  dispatchAt,
  expectSuccess,
  integer,
  newPact,
  number,
  ok,
  okMessage,
  order,
  orderUserExample,
  pagination,
  pathWith,
  product,
  pushId,
  regex,
  stateId,
  unixSeconds,
} from './pact'

/**
 * The shopper's calls (spec §7 "Storefront" plus order history and payment), each made by the
 * app's own RTK Query endpoint (src/api/storefront.ts or a feature's api.ts) through the real baseQuery.
 */
const pact = newPact()

describe('catalogue', () => {
  it('lists every product', async () => {
    await pact
      .addInteraction()
      .given(STATES.productExists)
      .uponReceiving('a request for all products')
      .withRequest('GET', `${SHOP}/products/all`)
      .willRespondWith(200, (res) => res.jsonBody(ok({ products: eachLike(product()) })))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getAllProducts.initiate()),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.[0]).toMatchObject({ id: EXAMPLE.productId, title: '起司蛋餅', price: 55 })
      })
  })

  it('reads one page of products', async () => {
    await pact
      .addInteraction()
      .given(STATES.productExists)
      .uponReceiving('a request for the first page of products')
      .withRequest('GET', `${SHOP}/products`, (req) => req.query({ page: '1' }))
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ products: eachLike(product()), pagination: pagination() })),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getProductsPage.initiate({ page: 1 })),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.pagination).toMatchObject({ current_page: 1, has_pre: false })
        expect(result.data?.products[0].id).toBe(EXAMPLE.productId)
      })
  })

  it('reads one product', async () => {
    await pact
      .addInteraction()
      .given(STATES.productExists)
      .uponReceiving('a request for a product that exists')
      .withRequest('GET', pathWith('productId', `${SHOP}/product/:productId`, EXAMPLE.productId))
      .willRespondWith(200, (res) => res.jsonBody(ok({ product: product() })))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getProduct.initiate(EXAMPLE.productId)),
        )
        expect(result.error).toBeUndefined()
        expect(result.data).toMatchObject({ id: EXAMPLE.productId, cookingWay: expect.any(String) })
      })
  })

  it('is told 找不到產品 for an unknown product', async () => {
    await pact
      .addInteraction()
      .given(STATES.noSuchProduct)
      .uponReceiving('a request for a product that does not exist')
      .withRequest('GET', `${SHOP}/product/${EXAMPLE.missingProductId}`)
      .willRespondWith(404, (res) => res.jsonBody(failure('找不到產品')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getProduct.initiate(EXAMPLE.missingProductId)),
        )
        expect(result.error).toMatchObject({ status: 404, message: '找不到產品' })
      })
  })
})

describe('cart', () => {
  it('reads the cart', async () => {
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .uponReceiving('a request for a cart of two lines')
      .withRequest('GET', `${SHOP}/cart`)
      .willRespondWith(200, (res) =>
        res.jsonBody(
          ok({
            data: { carts: eachLike(cartLine(), 2), total: number(165), final_total: number(165) },
          }),
        ),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getCart.initiate()),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.carts).toHaveLength(2)
        expect(result.data?.carts[0]).toMatchObject({ id: EXAMPLE.lineId, product: { title: '起司蛋餅' } })
      })
  })

  it('adds a product to the cart', async () => {
    await pact
      .addInteraction()
      .given(STATES.productExists)
      .uponReceiving('a request to add a product to the cart')
      .withRequest('POST', `${SHOP}/cart`, (req) =>
        req.headers(JSON_REQUEST).jsonBody({
          data: { product_id: stateId('productId', EXAMPLE.productId), qty: 2 },
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...okMessage('已加入購物車'),
          data: {
            id: pushId(EXAMPLE.lineId),
            product_id: pushId(EXAMPLE.productId),
            qty: integer(2),
            total: number(110),
            final_total: number(110),
            product: product(),
          },
        }),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.addToCart.initiate({ product_id: EXAMPLE.productId, qty: 2 })),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.data).toMatchObject({ product_id: EXAMPLE.productId, qty: 2 })
      })
  })

  it('changes the quantity of a line', async () => {
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .uponReceiving('a request to change the quantity of a cart line')
      .withRequest('PUT', pathWith('lineId', `${SHOP}/cart/:lineId`, EXAMPLE.lineId), (req) =>
        req.headers(JSON_REQUEST).jsonBody({
          data: { product_id: stateId('productId', EXAMPLE.productId), qty: 3 },
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...okMessage('已更新購物車'),
          data: { product_id: pushId(EXAMPLE.productId), qty: integer(3) },
        }),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(
            storefront.updateCartLine.initiate({
              lineId: EXAMPLE.lineId,
              product_id: EXAMPLE.productId,
              qty: 3,
            }),
          ),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.data.qty).toBe(3)
      })
  })

  it('deletes one line', async () => {
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .uponReceiving('a request to delete a cart line')
      .withRequest('DELETE', pathWith('lineId', `${SHOP}/cart/:lineId`, EXAMPLE.lineId))
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已刪除')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.deleteCartLine.initiate(EXAMPLE.lineId)),
        )
        expectSuccess(result)
      })
  })

  it('clears the cart', async () => {
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .uponReceiving('a request to clear the cart')
      .withRequest('DELETE', `${SHOP}/carts`)
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已刪除')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.clearCart.initiate()),
        )
        expectSuccess(result)
      })
  })
})

describe('coupon', () => {
  const applyCoupon = (code: string) => ({
    path: `${SHOP}/coupon`,
    body: { data: { code } },
  })

  it('applies a valid coupon to the cart', async () => {
    const { path, body } = applyCoupon(COUPON_CODES.valid)
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .given(STATES.couponMorningValid)
      .uponReceiving('a request to apply a valid coupon')
      .withRequest('POST', path, (req) => req.headers(JSON_REQUEST).jsonBody(body))
      // The shopper sees this text: it names the code that was applied.
      .willRespondWith(200, (res) =>
        res.jsonBody(
          ok({ message: `已套用優惠券:${COUPON_CODES.valid}`, data: { final_total: number(132) } }),
        ),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.applyCoupon.initiate(COUPON_CODES.valid)),
        )
        expect(result.error).toBeUndefined()
        expect(result.data).toMatchObject({ message: '已套用優惠券:MORNING', data: { final_total: 132 } })
      })
  })

  it('is told 找不到優惠券! for an unknown code', async () => {
    const { path, body } = applyCoupon(COUPON_CODES.unknown)
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .given(STATES.noSuchCoupon)
      .uponReceiving('a request to apply a coupon code that does not exist')
      .withRequest('POST', path, (req) => req.headers(JSON_REQUEST).jsonBody(body))
      .willRespondWith(404, (res) => res.jsonBody(failure('找不到優惠券!')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.applyCoupon.initiate(COUPON_CODES.unknown)),
        )
        expect(result.error).toMatchObject({ status: 404, message: '找不到優惠券!' })
      })
  })

  it('is told 優惠券無法無法使用或已過期 for an expired code', async () => {
    const { path, body } = applyCoupon(COUPON_CODES.expired)
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .given(STATES.couponExpired)
      .uponReceiving('a request to apply an expired coupon')
      .withRequest('POST', path, (req) => req.headers(JSON_REQUEST).jsonBody(body))
      .willRespondWith(400, (res) => res.jsonBody(failure('優惠券無法無法使用或已過期')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.applyCoupon.initiate(COUPON_CODES.expired)),
        )
        expect(result.error).toMatchObject({ status: 400, message: '優惠券無法無法使用或已過期' })
      })
  })
})

describe('orders', () => {
  it('places an order from the cart', async () => {
    // The body the checkout page sends, built by its own function from a filled-in form (card
    // fields included, which must never leave the browser).
    const input = toOrderInput({
      ...emptyCheckoutForm,
      contactName: orderUserExample.name,
      contactEmail: orderUserExample.email,
      contactPhone: orderUserExample.tel,
      contactMessage: '請放在管理室，謝謝',
      shippingWay: 'homeDelivery',
      paymentWay: 'creditCard',
      cardNumber: '4111 1111 1111 1111',
      cardDueDate: '12/30',
      cardSafeCode: '123',
    })
    await pact
      .addInteraction()
      .given(STATES.cartHoldsTwoLines)
      .uponReceiving('a request to place an order')
      .withRequest('POST', `${SHOP}/order`, (req) => req.headers(JSON_REQUEST).jsonBody({ data: input }))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...okMessage('已建立訂單'),
          total: number(165),
          orderId: pushId(EXAMPLE.orderId),
          create_at: unixSeconds(EXAMPLE.createdAt),
        }),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.createOrder.initiate(input)),
        )
        expect(result.error).toBeUndefined()
        expect(result.data).toMatchObject({ orderId: EXAMPLE.orderId, total: 165 })
        expect(JSON.stringify(input)).not.toContain('4111')
      })
  })

  it('lists the orders', async () => {
    await pact
      .addInteraction()
      .given(STATES.orderExists)
      .uponReceiving('a request for the first page of orders')
      .withRequest('GET', `${SHOP}/orders`, (req) => req.query({ page: '1' }))
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ orders: eachLike(order()), pagination: pagination() })),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getOrders.initiate(1)),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.orders[0]).toMatchObject({ id: EXAMPLE.orderId, is_paid: false })
        expect(Object.keys(result.data?.orders[0].products ?? {})).toEqual([EXAMPLE.lineId])
      })
  })

  it('finds a member’s order in the list by the key checkout stored in user.member', async () => {
    // 我的訂單 (docs/orders.md): the course API has no customer identity, so checkout stores a
    // pseudonymous key in the order's user object and the list is filtered by it. The state places
    // the order with the key; the list must give it back unchanged.
    const memberOrder = order()
    await pact
      .addInteraction()
      .given(STATES.memberOrderExists)
      .uponReceiving('a request for the first page of orders, one placed by a member')
      .withRequest('GET', `${SHOP}/orders`, (req) => req.query({ page: '1' }))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          ok({
            orders: eachLike({
              ...memberOrder,
              user: {
                ...memberOrder.user,
                // Exactly the key that was sent (the app compares it for equality).
                member: regex(`^${CONTRACT_MEMBER_KEY}$`, CONTRACT_MEMBER_KEY),
              },
            }),
            pagination: pagination(),
          }),
        ),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getMemberOrders.initiate({ memberKey: CONTRACT_MEMBER_KEY, pages: 1 })),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.orders.map((found) => found.id)).toEqual([EXAMPLE.orderId])
      })
  })

  it('reads one order', async () => {
    await pact
      .addInteraction()
      .given(STATES.orderExists)
      .uponReceiving('a request for an order that exists')
      .withRequest('GET', pathWith('orderId', `${SHOP}/order/:orderId`, EXAMPLE.orderId))
      .willRespondWith(200, (res) => res.jsonBody(ok({ order: order() })))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getOrder.initiate(EXAMPLE.orderId)),
        )
        expect(result.error).toBeUndefined()
        expect(result.data).toMatchObject({ id: EXAMPLE.orderId, user: { name: orderUserExample.name } })
      })
  })

  it('reads back an order’s morning slot, status, history and kitchen ticks as they were written', async () => {
    await pact
      .addInteraction()
      .given(STATES.orderInKitchen)
      .uponReceiving('a request for an order for a morning slot being prepared')
      .withRequest('GET', pathWith('orderId', `${SHOP}/order/:orderId`, EXAMPLE.orderId))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          ok({
            order: {
              ...order(),
              // The shopper's note and, under it, the morning in plain words (the app parses it).
              message: regex(
                '^[\\s\\S]*\\n配送時間：\\d{4}/\\d{2}/\\d{2}（[日一二三四五六]） \\d{2}:\\d{2}–\\d{2}:\\d{2}$',
                CONTRACT_DELIVERY_NOTE,
              ),
              // The fields the shop adds, kept as sent: what the back office and 我的訂單 read.
              delivery: {
                date: regex('^\\d{4}-\\d{2}-\\d{2}$', CONTRACT_DELIVERY.date),
                slot: regex('^(07-09|09-11)$', CONTRACT_DELIVERY.slot),
              },
              status: integer(4),
              statusHistory: eachLike({ status: integer(1), at: unixSeconds(EXAMPLE.createdAt + 60) }),
              prepared: eachKeyLike(EXAMPLE.lineId, unixSeconds(EXAMPLE.createdAt + 120)),
            },
          }),
        ),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.getOrder.initiate(EXAMPLE.orderId)),
        )
        expect(result.error).toBeUndefined()
        const read = result.data!
        expect(deliveryOf(read)).toEqual(CONTRACT_DELIVERY)
        expect(statusOf(read)).toBe('preparing')
        expect(Object.keys(preparedOf(read))).toEqual([EXAMPLE.lineId])
      })
  })

  it('pays for an order', async () => {
    await pact
      .addInteraction()
      .given(STATES.orderExists)
      .uponReceiving('a request to pay for an unpaid order')
      .withRequest('POST', pathWith('orderId', `${SHOP}/pay/:orderId`, EXAMPLE.orderId))
      .willRespondWith(200, (res) => res.jsonBody(okMessage('付款完成')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, storefront }) =>
          store.dispatch(storefront.payOrder.initiate(EXAMPLE.orderId)),
        )
        expectSuccess(result)
      })
  })
})
