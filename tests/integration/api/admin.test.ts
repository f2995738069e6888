import { File as NodeFile } from 'node:buffer'
import { describe, expect, it } from 'vitest'
import type { CouponInput } from '@/api/types'
import { adminApi } from '@/features/admin/api'
import { productInput } from '../../utils/productInput'
import { rejection } from '../../utils/rejection'
import { createTestStore, eventually, signInAdmin, useNodeFormData } from './helpers'
import { shopEndpoints, adminEndpoints } from '../../utils/shopApi'

const CHEESE_CREPE = '-OBfast0000000000001'

const newProduct = productInput()

const newCoupon: CouponInput = {
  title: '午後九折',
  code: 'NOON',
  percent: 90,
  due_date: 1_900_000_000,
  is_enabled: 1,
}

describe('admin session endpoints against the fake', () => {
  it('signs in (expired in ms), checks the session, logs out', async () => {
    const store = createTestStore()
    const signedIn = await store
      .dispatch(
        adminApi.endpoints.adminSignIn.initiate({
          username: 'admin@breakfast.test',
          password: 'breakfast123',
        }),
      )
      .unwrap()
    expect(signedIn).toMatchObject({ success: true, message: '登入成功' })
    expect(signedIn.expired).toBeGreaterThan(Date.now())

    await signInAdmin(store)
    expect(await store.dispatch(adminApi.endpoints.checkAdminSession.initiate()).unwrap()).toMatchObject({
      success: true,
    })
    expect(await store.dispatch(adminApi.endpoints.adminLogout.initiate()).unwrap()).toEqual({
      success: true,
      message: '已登出',
    })
    expect(
      await rejection(store.dispatch(adminApi.endpoints.checkAdminSession.initiate()).unwrap()),
    ).toMatchObject({
      status: 403,
      message: '請重新登入',
    })
  })

  it('reports a failed sign-in with the server message', async () => {
    const store = createTestStore()
    const error = await rejection(
      store
        .dispatch(
          adminApi.endpoints.adminSignIn.initiate({ username: 'admin@breakfast.test', password: 'x' }),
        )
        .unwrap(),
    )
    expect(error).toMatchObject({ status: 400, message: '登入失敗' })
  })

  it('answers 401 on admin data without the myToken cookie', async () => {
    const store = createTestStore()
    expect(
      await rejection(store.dispatch(adminApi.endpoints.getAdminProducts.initiate({ page: 1 })).unwrap()),
    ).toMatchObject({
      status: 401,
      message: '驗證錯誤, 請重新登入',
    })
  })
})

describe('admin products against the fake', () => {
  it('lists a page and all products keyed by id', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const page = await store.dispatch(adminApi.endpoints.getAdminProducts.initiate({ page: 3 })).unwrap()
    expect(page.products).toHaveLength(1)
    expect(page.pagination).toMatchObject({ total_pages: 3, current_page: 3 })
    const all = await store.dispatch(adminEndpoints.getAdminProductsAll.initiate()).unwrap()
    expect(Object.keys(all)).toHaveLength(21)
    expect(all[CHEESE_CREPE]).toMatchObject({ title: '起司蛋餅' })
  })

  it('create, update and delete refresh the admin list and the shop list (tags)', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const adminPage = store.dispatch(adminApi.endpoints.getAdminProducts.initiate({ page: 3 }))
    const shopList = store.dispatch(shopEndpoints.getAllProducts.initiate())
    await Promise.all([adminPage.unwrap(), shopList.unwrap()])
    const admin = () => adminApi.endpoints.getAdminProducts.select({ page: 3 })(store.getState()).data
    const shop = () => shopEndpoints.getAllProducts.select()(store.getState()).data

    expect(await store.dispatch(adminApi.endpoints.createProduct.initiate(newProduct)).unwrap()).toEqual({
      success: true,
      message: '已建立產品',
    })
    await eventually(() => expect(admin()?.products).toHaveLength(2))
    await eventually(() => expect(shop()).toHaveLength(21))
    const created = admin()?.products.find((p) => p.title === newProduct.title)
    expect(created).toMatchObject({
      cookingWay: newProduct.cookingWay,
      nutritionalInfo: newProduct.nutritionalInfo,
    })

    const id = created?.id ?? ''
    await store
      .dispatch(adminApi.endpoints.updateProduct.initiate({ id, data: { ...newProduct, is_enabled: 0 } }))
      .unwrap()
    await eventually(() => expect(shop()).toHaveLength(20))

    await store.dispatch(adminApi.endpoints.deleteProduct.initiate({ ...newProduct, id })).unwrap()
    await eventually(() => expect(admin()?.products).toHaveLength(1))
    adminPage.unsubscribe()
    shopList.unsubscribe()
  })

  it('turns a validation failure into one message joined with 、', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const error = await rejection(
      store
        .dispatch(adminApi.endpoints.createProduct.initiate({ ...newProduct, title: '', unit: '' }))
        .unwrap(),
    )
    expect(error).toMatchObject({
      status: 400,
      message: 'title 屬性不得為空、unit 屬性不得為空',
      messages: ['title 屬性不得為空', 'unit 屬性不得為空'],
    })
  })

  it('uploads an image whose URL the fake then serves', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const restoreFormData = await useNodeFormData()
    try {
      // jsdom's File is not one undici's FormData can serialise (it arrives as "blob" with other
      // bytes), so the test uses Node's; in a browser the app's File from <input type=file> is fine.
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
      const file = new NodeFile([bytes], 'egg.png', { type: 'image/png' }) as unknown as File
      const uploaded = await store.dispatch(adminApi.endpoints.uploadImage.initiate(file)).unwrap()
      expect(uploaded.success).toBe(true)
      expect(uploaded.imageUrl).toMatch(/\/__mock\/uploads\/-[\w-]{19}\.png$/)
      const served = await fetch(uploaded.imageUrl)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)

      const wrong = new NodeFile(['hello'], 'notes.txt', { type: 'text/plain' }) as unknown as File
      expect(
        await rejection(store.dispatch(adminApi.endpoints.uploadImage.initiate(wrong)).unwrap()),
      ).toMatchObject({
        status: 400,
        message: '檔案格式錯誤',
      })
    } finally {
      restoreFormData()
    }
  })
})

describe('admin orders against the fake', () => {
  it('lists, updates (marks paid), deletes one and deletes all', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const list = store.dispatch(adminApi.endpoints.getAdminOrders.initiate({ page: 1 }))
    const first = await list.unwrap()
    expect(first.orders).toHaveLength(10)
    expect(first.pagination).toMatchObject({ total_pages: 2, has_next: true })
    const orders = () => adminApi.endpoints.getAdminOrders.select({ page: 1 })(store.getState()).data

    const unpaid = first.orders.find((order) => !order.is_paid)
    if (!unpaid) throw new Error('the seed has unpaid orders')
    expect(
      await store.dispatch(adminApi.endpoints.updateOrder.initiate({ ...unpaid, is_paid: true })).unwrap(),
    ).toEqual({
      success: true,
      message: '已更新訂單資訊',
    })
    await eventually(() => expect(orders()?.orders.find((o) => o.id === unpaid.id)?.is_paid).toBe(true))
    expect(orders()?.orders.find((o) => o.id === unpaid.id)?.paid_date).toEqual(expect.any(Number))

    await store.dispatch(adminApi.endpoints.deleteOrder.initiate(unpaid.id)).unwrap()
    await eventually(() => expect(orders()?.orders.some((o) => o.id === unpaid.id)).toBe(false))

    expect(await store.dispatch(adminApi.endpoints.deleteAllOrders.initiate()).unwrap()).toEqual({
      success: true,
      message: '已刪除',
    })
    await eventually(() => expect(orders()?.orders).toEqual([]))
    list.unsubscribe()
  })
})

describe('admin coupons against the fake', () => {
  it('lists, creates, updates and deletes, refreshing the list', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const list = store.dispatch(adminApi.endpoints.getAdminCoupons.initiate({ page: 1 }))
    expect((await list.unwrap()).coupons.map((c) => c.code)).toEqual([
      'MORNING',
      'WELCOME',
      'EXPIRED2024',
      'PAUSED',
    ])
    const coupons = () =>
      adminApi.endpoints.getAdminCoupons.select({ page: 1 })(store.getState()).data?.coupons ?? []

    expect(await store.dispatch(adminApi.endpoints.createCoupon.initiate(newCoupon)).unwrap()).toEqual({
      success: true,
      message: '已建立優惠券',
    })
    await eventually(() => expect(coupons()).toHaveLength(5))
    const created = coupons().find((c) => c.code === 'NOON')
    const id = created?.id ?? ''

    expect(
      await store
        .dispatch(adminApi.endpoints.updateCoupon.initiate({ id, data: { ...newCoupon, percent: 85 } }))
        .unwrap(),
    ).toEqual({ success: true, message: '已更新優惠券' })
    await eventually(() => expect(coupons().find((c) => c.id === id)?.percent).toBe(85))

    expect(await store.dispatch(adminApi.endpoints.deleteCoupon.initiate(id)).unwrap()).toEqual({
      success: true,
      message: '已刪除優惠券',
    })
    await eventually(() => expect(coupons()).toHaveLength(4))
    list.unsubscribe()
  })

  it('reports coupon validation with the server vocabulary', async () => {
    const store = createTestStore()
    await signInAdmin(store)
    const error = await rejection(
      store
        .dispatch(adminApi.endpoints.createCoupon.initiate({ ...newCoupon, code: '', percent: Number.NaN }))
        .unwrap(),
    )
    expect(error.status).toBe(400)
    expect(error.messages).toContain('code 屬性不得為空')
  })
})
