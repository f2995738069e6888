import { describe, expect, it } from 'vitest'
import { rejection } from '../../utils/rejection'
import { createTestStore, eventually } from './helpers'
import { shopEndpoints } from '../../utils/shopApi'

const CHEESE_CREPE = '-OBfast0000000000001'
const CLUB_SANDWICH = '-OBfast0000000000002'
const user = {
  name: '陳小美',
  email: 'mei@example.com',
  tel: '0912345678',
  address: '台北市中山區南京東路 1 號',
}

describe('storefront endpoints against the fake', () => {
  it('getAllProducts returns the enabled products as an array', async () => {
    const store = createTestStore()
    const products = await store.dispatch(shopEndpoints.getAllProducts.initiate()).unwrap()
    expect(products).toHaveLength(20)
    expect(products[0]).toMatchObject({ id: CHEESE_CREPE, title: '起司蛋餅', price: 55, num: 1 })
  })

  it('getProductsPage returns a page and the pagination object', async () => {
    const store = createTestStore()
    const page = await store.dispatch(shopEndpoints.getProductsPage.initiate({ page: 2 })).unwrap()
    expect(page.products).toHaveLength(10)
    expect(page.pagination).toEqual({
      total_pages: 2,
      current_page: 2,
      has_pre: true,
      has_next: false,
      category: '',
    })
    const drinks = await store.dispatch(shopEndpoints.getProductsPage.initiate({ category: '飲品' })).unwrap()
    expect(drinks.products.every((p) => p.category === '飲品')).toBe(true)
  })

  it('getProduct returns one product; failures arrive normalised', async () => {
    const store = createTestStore()
    expect(await store.dispatch(shopEndpoints.getProduct.initiate(CHEESE_CREPE)).unwrap()).toMatchObject({
      id: CHEESE_CREPE,
    })
    const missing = await rejection(
      store.dispatch(shopEndpoints.getProduct.initiate('-Nope000000000000000')).unwrap(),
    )
    expect(missing).toMatchObject({ status: 404, message: '找不到產品', messages: ['找不到產品'] })
    const disabled = await rejection(
      store.dispatch(shopEndpoints.getProduct.initiate('-OBfast0000000000021')).unwrap(),
    )
    expect(disabled).toMatchObject({ status: 400, message: '產品未啟用' })
  })

  it('a cart write refreshes a subscribed cart (Cart tag)', async () => {
    const store = createTestStore()
    const subscription = store.dispatch(shopEndpoints.getCart.initiate())
    expect((await subscription.unwrap()).carts).toEqual([])
    const cart = () => shopEndpoints.getCart.select()(store.getState()).data

    const added = await store
      .dispatch(shopEndpoints.addToCart.initiate({ product_id: CHEESE_CREPE, qty: 2 }))
      .unwrap()
    expect(added).toMatchObject({ success: true, message: '已加入購物車', data: { qty: 2, total: 110 } })
    await eventually(() => expect(cart()?.carts).toHaveLength(1))

    await store.dispatch(shopEndpoints.addToCart.initiate({ product_id: CLUB_SANDWICH, qty: 1 })).unwrap()
    await eventually(() => expect(cart()?.total).toBe(185))

    const lineId = added.data.id
    await store
      .dispatch(shopEndpoints.updateCartLine.initiate({ lineId, product_id: CHEESE_CREPE, qty: 4 }))
      .unwrap()
    await eventually(() => expect(cart()?.carts.find((l) => l.id === lineId)?.total).toBe(220))

    await store.dispatch(shopEndpoints.deleteCartLine.initiate(lineId)).unwrap()
    await eventually(() => expect(cart()?.carts).toHaveLength(1))

    await store.dispatch(shopEndpoints.clearCart.initiate()).unwrap()
    await eventually(() => expect(cart()).toEqual({ carts: [], total: 0, final_total: 0 }))
    subscription.unsubscribe()
  })

  it('a refused quantity update rolls the optimistic change back', async () => {
    const store = createTestStore()
    const subscription = store.dispatch(shopEndpoints.getCart.initiate())
    const added = await store
      .dispatch(shopEndpoints.addToCart.initiate({ product_id: CHEESE_CREPE, qty: 2 }))
      .unwrap()
    const cart = () => shopEndpoints.getCart.select()(store.getState()).data
    await eventually(() => expect(cart()?.carts[0]?.qty).toBe(2))

    const error = await rejection(
      store
        .dispatch(
          shopEndpoints.updateCartLine.initiate({
            lineId: added.data.id,
            product_id: CHEESE_CREPE,
            qty: 0,
          }),
        )
        .unwrap(),
    )
    expect(error).toMatchObject({ status: 400, messages: ['qty 需為 1 到 999 的整數'] })
    await eventually(() => expect(cart()?.carts[0]?.qty).toBe(2))
    subscription.unsubscribe()
  })

  it('applyCoupon discounts the lines in the cart; a bad code carries the server text', async () => {
    const store = createTestStore()
    await store.dispatch(shopEndpoints.addToCart.initiate({ product_id: CHEESE_CREPE, qty: 2 })).unwrap()
    expect(await store.dispatch(shopEndpoints.applyCoupon.initiate('MORNING')).unwrap()).toEqual({
      success: true,
      message: '已套用優惠券:MORNING',
      data: { final_total: 88 },
    })
    const cart = await store.dispatch(shopEndpoints.getCart.initiate()).unwrap()
    expect(cart.carts[0].coupon).toMatchObject({ code: 'MORNING', percent: 80 })

    expect(
      await rejection(store.dispatch(shopEndpoints.applyCoupon.initiate('EXPIRED2024')).unwrap()),
    ).toMatchObject({
      status: 400,
      message: '優惠券無法無法使用或已過期',
    })
    expect(
      await rejection(store.dispatch(shopEndpoints.applyCoupon.initiate('NOPE')).unwrap()),
    ).toMatchObject({
      status: 404,
      message: '找不到優惠券!',
    })
  })

  it('createOrder empties the cart and the new order leads the order list; payOrder marks it paid', async () => {
    const store = createTestStore()
    const cartSubscription = store.dispatch(shopEndpoints.getCart.initiate())
    const ordersSubscription = store.dispatch(shopEndpoints.getOrders.initiate(1))
    await ordersSubscription.unwrap()
    await store.dispatch(shopEndpoints.addToCart.initiate({ product_id: CHEESE_CREPE, qty: 1 })).unwrap()

    const created = await store
      .dispatch(
        shopEndpoints.createOrder.initiate({
          user,
          message: '謝謝',
          shippingWay: 'homeDelivery',
          paymentWay: 'LinePay',
        }),
      )
      .unwrap()
    expect(created).toMatchObject({ success: true, message: '已建立訂單', total: 55 })
    expect(created.orderId).toHaveLength(20)

    const cart = () => shopEndpoints.getCart.select()(store.getState()).data
    const orders = () => shopEndpoints.getOrders.select(1)(store.getState()).data
    await eventually(() => expect(cart()?.carts).toEqual([]))
    await eventually(() => expect(orders()?.orders[0]?.id).toBe(created.orderId))

    const order = await store.dispatch(shopEndpoints.getOrder.initiate(created.orderId)).unwrap()
    expect(order).toMatchObject({ id: created.orderId, is_paid: false, shippingWay: 'homeDelivery', user })
    expect(Object.values(order?.products ?? {})).toHaveLength(1)

    expect(await store.dispatch(shopEndpoints.payOrder.initiate(created.orderId)).unwrap()).toEqual({
      success: true,
      message: '付款完成',
    })
    await eventually(() => expect(orders()?.orders[0]?.is_paid).toBe(true))
    cartSubscription.unsubscribe()
    ordersSubscription.unsubscribe()
  })

  it('createOrder validation errors arrive joined with 、', async () => {
    const store = createTestStore()
    await store.dispatch(shopEndpoints.addToCart.initiate({ product_id: CHEESE_CREPE, qty: 1 })).unwrap()
    const error = await rejection(
      store.dispatch(shopEndpoints.createOrder.initiate({ user: { ...user, email: '', tel: '' } })).unwrap(),
    )
    expect(error).toMatchObject({ status: 400, message: 'email 屬性不得為空、tel 屬性不得為空' })
  })

  it('getOrders pages newest first; getOrder of an unknown id fails with 404', async () => {
    const store = createTestStore()
    const second = await store.dispatch(shopEndpoints.getOrders.initiate(2)).unwrap()
    expect(second.orders).toHaveLength(4)
    expect(second.pagination).toMatchObject({ current_page: 2, has_pre: true, has_next: false })
    expect(
      await rejection(store.dispatch(shopEndpoints.getOrder.initiate('-Nope000000000000000')).unwrap()),
    ).toMatchObject({
      status: 404,
      message: '找不到訂單',
    })
  })
})
