import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order, Product } from '@/api/types'
import { formValuesToCouponInput } from '@/features/admin/coupons/couponForm'
import { applyChange } from '@/features/admin/orders/orderChanges'
import { applyOrderForm, orderToFormValues } from '@/features/admin/orders/orderForm'
import { formValuesToProductInput, productToFormValues } from '@/features/admin/products/productForm'
import { STATES } from '../states'
import {
  EXAMPLE,
  JSON_REQUEST,
  SHOP,
  adminAuthHeader,
  appAt,
  dispatchAt,
  expectSuccess,
  coupon,
  eachKeyLike,
  eachLike,
  failure,
  stateId,
  newPact,
  ok,
  okMessage,
  order,
  orderUserExample,
  pagination,
  pathWith,
  product,
  productInputExample,
  setAdminCookie,
  settled,
  string,
} from './pact'

/**
 * The back office's calls (spec §7 "Admin data"), each made by the app's own endpoint in
 * src/features/admin/api.ts with a signed-in admin's token in the `myToken` cookie.
 */
const pact = newPact()

beforeEach(() => setAdminCookie())

/** Request headers of an admin write: the token, and JSON. */
const adminJson = () => ({ ...adminAuthHeader(), ...JSON_REQUEST })

/** A product as the admin list shows it; the form's own functions turn it into request bodies. */
const listed: Product = { ...productInputExample, id: EXAMPLE.productId, num: 1 }
const fromForm = (changes: Partial<ReturnType<typeof productToFormValues>> = {}) =>
  formValuesToProductInput({ ...productToFormValues(listed), ...changes })

describe('products', () => {
  it('lists a page of products, disabled ones included', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.productExists)
      .uponReceiving('a request for the first page of admin products')
      .withRequest('GET', `${SHOP}/admin/products`, (req) =>
        req.query({ page: '1' }).headers(adminAuthHeader()),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ products: eachLike(product()), pagination: pagination() })),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.getAdminProducts.initiate({ page: 1 })),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.products[0]).toMatchObject({ id: EXAMPLE.productId, is_enabled: 1 })
        expect(result.data?.pagination.total_pages).toBe(1)
      })
  })

  it('reads every product at once, keyed by id, for the list to search and page', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.productExists)
      .uponReceiving('a request for every admin product (admin/products/all)')
      .withRequest('GET', `${SHOP}/admin/products/all`, (req) => req.headers(adminAuthHeader()))
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ products: eachKeyLike(EXAMPLE.productId, product()) })),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.getAllAdminProducts.initiate()),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.[0]).toMatchObject({ id: EXAMPLE.productId, is_enabled: 1 })
      })
  })

  it('creates a product', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request to create a product')
      .withRequest('POST', `${SHOP}/admin/product`, (req) =>
        req.headers(adminJson()).jsonBody({ data: fromForm() }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已建立產品')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.createProduct.initiate(fromForm())),
        )
        expectSuccess(result)
      })
  })

  it('is told which fields are wrong when a product is refused', async () => {
    // The form refuses an empty title itself; this stands for any input the server refuses.
    const invalid = fromForm({ title: '' })
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request to create a product with an empty title')
      .withRequest('POST', `${SHOP}/admin/product`, (req) =>
        req.headers(adminJson()).jsonBody({ data: invalid }),
      )
      // An array of field messages: the dialog joins them with 、 (spec §8).
      .willRespondWith(400, (res) => res.jsonBody(failure(eachLike(string('title 屬性不得為空')))))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.createProduct.initiate(invalid)),
        )
        expect(result.error).toMatchObject({ status: 400, messages: ['title 屬性不得為空'] })
      })
  })

  it('updates a product', async () => {
    const changes = fromForm({ price: 50 })
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.productExists)
      .uponReceiving('a request to update a product')
      .withRequest(
        'PUT',
        pathWith('productId', `${SHOP}/admin/product/:productId`, EXAMPLE.productId),
        (req) => req.headers(adminJson()).jsonBody({ data: changes }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已更新產品')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.updateProduct.initiate({ id: EXAMPLE.productId, data: changes })),
        )
        expectSuccess(result)
      })
  })

  it('deletes a product, sending the product along', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.productExists)
      .uponReceiving('a request to delete a product')
      .withRequest(
        'DELETE',
        pathWith('productId', `${SHOP}/admin/product/:productId`, EXAMPLE.productId),
        (req) =>
          req
            .headers(adminJson())
            .jsonBody({ data: { ...listed, id: stateId('productId', EXAMPLE.productId) } }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已刪除產品')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.deleteProduct.initiate(listed)),
        )
        expectSuccess(result)
      })
  })

  it('uploads a picture as multipart file-to-upload', async () => {
    const picture = resolve('tests/contract/consumer/fixtures/pixel.png')
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request to upload a PNG picture')
      .withRequest('POST', `${SHOP}/admin/upload`, (req) =>
        req.headers(adminAuthHeader()).multipartBody('image/png', picture, 'file-to-upload', 'breakfastPact'),
      )
      // No message on success (course-api.md §4.6): only the picture's address.
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ imageUrl: string('https://storage.example.com/breakfast/1767225600000.png') })),
      )
      .executeTest(async (mock) => {
        const { store, admin } = await appAt(mock.url)
        const file = new File([readFileSync(picture)], 'pixel.png', { type: 'image/png' })
        const result = await settled(mock.url, store.dispatch(admin.uploadImage.initiate(file)))
        expect(result.error).toBeUndefined()
        expect(result.data?.imageUrl).toMatch(/\.png$/)
      })
  })
})

describe('orders', () => {
  /** An order as the admin list shows it. */
  const listedOrder: Order = {
    id: EXAMPLE.orderId,
    create_at: EXAMPLE.createdAt,
    is_paid: false,
    total: 55,
    user: orderUserExample,
    products: {
      [EXAMPLE.lineId]: {
        id: EXAMPLE.lineId,
        product_id: EXAMPLE.productId,
        qty: 1,
        total: 55,
        final_total: 55,
        product: { ...productInputExample, id: EXAMPLE.productId },
      },
    },
    num: 1,
  }
  /** What the edit modal sends back when the admin ticks 已付款: the whole order (spec §7). */
  const paidOrder = applyOrderForm(
    listedOrder,
    { ...orderToFormValues(listedOrder), is_paid: true },
    EXAMPLE.createdAt + 3600,
  )

  /**
   * What 確認訂單 sends: the whole order as the app read it, with `status` 1 and the change in
   * `statusHistory` (src/api/fulfilment.ts), built by the app's own applyChange.
   */
  const confirmedOrder = applyChange(
    listedOrder,
    { kind: 'status', to: 'confirmed' },
    EXAMPLE.createdAt + 60,
  )!

  it('moves an order on by sending it back whole, its status and history with it', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.orderExists)
      .uponReceiving('a request to confirm an order')
      .withRequest('PUT', pathWith('orderId', `${SHOP}/admin/order/:orderId`, EXAMPLE.orderId), (req) =>
        req
          .headers(adminJson())
          .jsonBody({ data: { ...confirmedOrder, id: stateId('orderId', EXAMPLE.orderId) } }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已更新訂單資訊')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.updateOrder.initiate(confirmedOrder)),
        )
        expectSuccess(result)
      })
  })

  it('lists a page of orders', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.orderExists)
      .uponReceiving('a request for the first page of admin orders')
      .withRequest('GET', `${SHOP}/admin/orders`, (req) =>
        req.query({ page: '1' }).headers(adminAuthHeader()),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ orders: eachLike(order()), pagination: pagination() })),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.getAdminOrders.initiate({ page: 1 })),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.orders[0]).toMatchObject({ id: EXAMPLE.orderId, user: { tel: '0912345678' } })
      })
  })

  it('marks an order paid by sending it back whole', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.orderExists)
      .uponReceiving('a request to update an order')
      .withRequest('PUT', pathWith('orderId', `${SHOP}/admin/order/:orderId`, EXAMPLE.orderId), (req) =>
        req
          .headers(adminJson())
          .jsonBody({ data: { ...paidOrder, id: stateId('orderId', EXAMPLE.orderId) } }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已更新訂單資訊')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.updateOrder.initiate(paidOrder)),
        )
        expectSuccess(result)
      })
  })

  it('deletes an order', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.orderExists)
      .uponReceiving('a request to delete an order')
      .withRequest('DELETE', pathWith('orderId', `${SHOP}/admin/order/:orderId`, EXAMPLE.orderId), (req) =>
        req.headers(adminAuthHeader()),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已刪除')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.deleteOrder.initiate(EXAMPLE.orderId)),
        )
        expectSuccess(result)
      })
  })
})

describe('coupons', () => {
  /** Coupon bodies come from the coupon form's own function (due date: that day's local midnight). */
  const couponInput = (changes: Partial<Parameters<typeof formValuesToCouponInput>[0]> = {}) =>
    formValuesToCouponInput({
      title: '早安八折券',
      percent: 80,
      code: 'MORNING',
      due_date: '2026-12-31',
      is_enabled: true,
      ...changes,
    })

  it('lists a page of coupons', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.couponMorningValid)
      .uponReceiving('a request for the first page of admin coupons')
      .withRequest('GET', `${SHOP}/admin/coupons`, (req) =>
        req.query({ page: '1' }).headers(adminAuthHeader()),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(ok({ coupons: eachLike(coupon()), pagination: pagination() })),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.getAdminCoupons.initiate({ page: 1 })),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.coupons[0]).toMatchObject({ code: 'MORNING', percent: 80 })
      })
  })

  it('creates a coupon', async () => {
    const fresh = couponInput({ code: 'NEWDAY', title: '新的一天九折券', percent: 90 })
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request to create a coupon')
      .withRequest('POST', `${SHOP}/admin/coupon`, (req) =>
        req.headers(adminJson()).jsonBody({ data: fresh }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已建立優惠券')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.createCoupon.initiate(fresh)),
        )
        expectSuccess(result)
      })
  })

  it('is told which fields are wrong when a coupon is refused', async () => {
    const invalid = couponInput({ code: '' })
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request to create a coupon with an empty code')
      .withRequest('POST', `${SHOP}/admin/coupon`, (req) =>
        req.headers(adminJson()).jsonBody({ data: invalid }),
      )
      .willRespondWith(400, (res) => res.jsonBody(failure(eachLike(string('code 屬性不得為空')))))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.createCoupon.initiate(invalid)),
        )
        expect(result.error).toMatchObject({ status: 400, messages: ['code 屬性不得為空'] })
      })
  })

  it('updates a coupon', async () => {
    const changes = couponInput({ percent: 75 })
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.couponMorningValid)
      .uponReceiving('a request to update a coupon')
      .withRequest('PUT', pathWith('couponId', `${SHOP}/admin/coupon/:couponId`, EXAMPLE.couponId), (req) =>
        req.headers(adminJson()).jsonBody({ data: changes }),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已更新優惠券')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.updateCoupon.initiate({ id: EXAMPLE.couponId, data: changes })),
        )
        expectSuccess(result)
      })
  })

  it('deletes a coupon', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .given(STATES.couponMorningValid)
      .uponReceiving('a request to delete a coupon')
      .withRequest(
        'DELETE',
        pathWith('couponId', `${SHOP}/admin/coupon/:couponId`, EXAMPLE.couponId),
        (req) => req.headers(adminAuthHeader()),
      )
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已刪除優惠券')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.deleteCoupon.initiate(EXAMPLE.couponId)),
        )
        expectSuccess(result)
      })
  })
})
