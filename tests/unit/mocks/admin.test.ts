import { beforeEach, describe, expect, it } from 'vitest'
import { byId, createAdminSession, shop } from '../../../mocks/db'
import { isPushId } from '../../../mocks/ids'
import { resetMockDb } from '../../../mocks/node'
import { seedOrderId } from '../../../mocks/seed'
import { productInput } from '../../utils/productInput'
import { ADMIN, BASE, SHOP, call, listOf, signIn } from './helpers'

const CHEESE_CREPE = '-OBfast0000000000001'
const MORNING_ID = '-OBcoup0000000000001'

const validProduct = productInput({
  imageUrl: 'https://example.com/a.png',
  imagesUrl: ['https://example.com/b.png'],
})

const validCoupon = { title: '午後九折', is_enabled: 1, percent: 90, due_date: 1_900_000_000, code: 'NOON' }

let token: string

beforeEach(async () => {
  await resetMockDb()
  token = await signIn()
})

describe('admin guard', () => {
  const routes: Array<[string, string]> = [
    ['GET', `${ADMIN}/products`],
    ['GET', `${ADMIN}/products/all`],
    ['POST', `${ADMIN}/product`],
    ['PUT', `${ADMIN}/product/${CHEESE_CREPE}`],
    ['DELETE', `${ADMIN}/product/${CHEESE_CREPE}`],
    ['POST', `${ADMIN}/upload`],
    ['GET', `${ADMIN}/orders`],
    ['PUT', `${ADMIN}/order/${seedOrderId(1)}`],
    ['DELETE', `${ADMIN}/order/${seedOrderId(1)}`],
    ['DELETE', `${ADMIN}/orders/all`],
    ['GET', `${ADMIN}/coupons`],
    ['POST', `${ADMIN}/coupon`],
    ['PUT', `${ADMIN}/coupon/${MORNING_ID}`],
    ['DELETE', `${ADMIN}/coupon/${MORNING_ID}`],
  ]

  it.each(routes)(
    '%s %s answers 401 without a token, with a wrong one or a Bearer prefix',
    async (method, url) => {
      for (const badToken of [undefined, 'not-a-token', `Bearer ${token}`]) {
        const body = method === 'GET' ? undefined : { data: {} }
        const { status, json } = await call(method, url, { token: badToken, body })
        expect(status).toBe(401)
        expect(json).toEqual({ success: false, message: '驗證錯誤, 請重新登入' })
      }
      expect(shop().products.count()).toBe(21)
      expect(shop().orders.count()).toBe(14)
      expect(shop().coupons.count()).toBe(4)
    },
  )

  it('answers 401 for an expired token and for a logged-out one', async () => {
    const expired = await createAdminSession({ expired: Date.now() - 1000 })
    expect((await call('GET', `${ADMIN}/products`, { token: expired })).status).toBe(401)
    await call('POST', `${BASE}/logout`, { token })
    expect((await call('GET', `${ADMIN}/products`, { token })).status).toBe(401)
  })

  it('answers 403 when the token belongs to another shop path', async () => {
    const expected = { success: false, message: '禁止使用, 請確認 api_path 是否為本人使用。' }
    expect(await call('GET', `${BASE}/api/someone-else/admin/products`, { token })).toMatchObject({
      status: 403,
      json: expected,
    })
    const foreign = await createAdminSession({ apiPath: 'someone-else' })
    expect(await call('GET', `${ADMIN}/coupons`, { token: foreign })).toMatchObject({
      status: 403,
      json: expected,
    })
  })
})

describe('admin products', () => {
  it('lists every product, disabled ones included, 10 per page', async () => {
    const { json } = await call('GET', `${ADMIN}/products?page=3`, { token })
    const items = listOf<{ id: string; num: number }>(json, 'products')
    expect(items).toEqual([expect.objectContaining({ id: '-OBfast0000000000021', num: 21 })])
    expect(json.pagination).toEqual({
      total_pages: 3,
      current_page: 3,
      has_pre: true,
      has_next: false,
      category: '',
    })
    expect(json.messages).toEqual([])
  })

  it('answers products/all as an object keyed by id', async () => {
    const { json } = await call('GET', `${ADMIN}/products/all`, { token })
    const products = json.products as Record<string, { id: string; num: number }>
    expect(Array.isArray(products)).toBe(false)
    expect(Object.keys(products)).toHaveLength(21)
    expect(products[CHEESE_CREPE]).toMatchObject({ id: CHEESE_CREPE, num: 1 })
  })

  it('creates a product with a push id, storing extra keys and a stale num as sent', async () => {
    const { status, json } = await call('POST', `${ADMIN}/product`, {
      token,
      body: { data: { ...validProduct, num: 7, is_enabled: true, custom: { a: 1 } } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已建立產品' })
    const created = shop().products.all().at(-1)
    expect(created).toMatchObject({ ...validProduct, num: 7, is_enabled: true, custom: { a: 1 } })
    expect(isPushId(created?.id)).toBe(true)
    expect(Object.keys(created ?? {})).toEqual([...Object.keys(created ?? {})].sort())
  })

  it('reports every failing field of a create at once, in the API vocabulary', async () => {
    const empty = await call('POST', `${ADMIN}/product`, { token, body: { data: {} } })
    expect(empty).toMatchObject({
      status: 400,
      json: {
        success: false,
        message: [
          ' title 欄位為必填',
          ' category 欄位為必填',
          ' unit 欄位為必填',
          ' origin_price 欄位為必填',
          ' price 欄位為必填',
        ],
      },
    })
    const wrong = await call('POST', `${ADMIN}/product`, {
      token,
      body: {
        data: {
          ...validProduct,
          title: '',
          category: 3,
          origin_price: '100',
          price: null,
          imagesUrl: 'one.png',
        },
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.message).toEqual([
      'title 屬性不得為空',
      'category 型別錯誤',
      'origin_price 型別錯誤',
      'price 屬性不得為空',
      'imagesUrl 格式不正確',
    ])
    for (const body of [undefined, '{nope', [], { data: [1, 2] }]) {
      const { status, json } = await call('POST', `${ADMIN}/product`, { token, body })
      expect(status).toBe(400)
      expect(json.success).toBe(false)
    }
    expect(shop().products.count()).toBe(21)
  })

  it('stores the fields the reference does not validate as sent, whatever their type', async () => {
    const lenient = {
      ...validProduct,
      description: { zh: '物件' },
      content: 42,
      is_enabled: 'yes',
      imageUrl: null,
      imagesUrl: [1, { url: 'x' }],
      note: 'x'.repeat(20_000),
    }
    const { status } = await call('POST', `${ADMIN}/product`, { token, body: { data: lenient } })
    expect(status).toBe(200)
    expect(shop().products.all().at(-1)).toMatchObject(lenient)
  })

  it('updates by merging into the stored product; the path id wins', async () => {
    const { status, json } = await call('PUT', `${ADMIN}/product/${CHEESE_CREPE}`, {
      token,
      body: { data: { id: 'forged', price: 45, num: 3, extra: 'kept' } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已更新產品' })
    expect(byId(shop().products, CHEESE_CREPE)).toMatchObject({
      id: CHEESE_CREPE,
      price: 45,
      title: '起司蛋餅',
      num: 3,
      extra: 'kept',
    })
    expect(byId(shop().products, 'forged')).toBeUndefined()
  })

  it('shows an edit in both products/all lists at once (their cached bodies are rebuilt)', async () => {
    const before = await call('GET', `${SHOP}/products/all`)
    expect(listOf<{ price: number }>(before.json, 'products')[0].price).toBe(55)
    await call('PUT', `${ADMIN}/product/${CHEESE_CREPE}`, { token, body: { data: { price: 49, num: 7 } } })

    const shop = await call('GET', `${SHOP}/products/all`)
    const first = listOf<{ price: number; num: number }>(shop.json, 'products')[0]
    expect(first).toMatchObject({ price: 49, num: 1 })
    const text = await shop.response.clone().text()
    expect(text.match(/"num":/g)?.length).toBe(20)

    const admin = await call('GET', `${ADMIN}/products/all`, { token })
    expect(
      (admin.json.products as Record<string, { price: number; num: number }>)[CHEESE_CREPE],
    ).toMatchObject({
      price: 49,
      num: 1,
    })
  })

  it('refuses updates of unknown ids (404 id 不存在) and bad fields (400), changing nothing', async () => {
    expect(
      await call('PUT', `${ADMIN}/product/-Nope000000000000000`, { token, body: { data: validProduct } }),
    ).toMatchObject({ status: 404, json: { success: false, message: 'id 不存在' } })
    const before = byId(shop().products, CHEESE_CREPE)
    expect(
      await call('PUT', `${ADMIN}/product/${CHEESE_CREPE}`, { token, body: { data: { title: '' } } }),
    ).toMatchObject({
      status: 400,
      json: { message: ['title 屬性不得為空'] },
    })
    expect(await call('PUT', `${ADMIN}/product/${CHEESE_CREPE}`, { token, body: '{' })).toMatchObject({
      status: 400,
      json: { message: [' data 欄位為必填'] },
    })
    expect(byId(shop().products, CHEESE_CREPE)).toEqual(before)
  })

  it('deletes a product (a body is allowed), removes its cart lines, keeps order snapshots', async () => {
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    const ordersBefore = JSON.stringify(shop().orders.all())
    const { status, json } = await call('DELETE', `${ADMIN}/product/${CHEESE_CREPE}`, {
      token,
      body: { data: { id: CHEESE_CREPE } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已刪除產品' })
    expect(byId(shop().products, CHEESE_CREPE)).toBeUndefined()
    expect(shop().cartLines.count()).toBe(0)
    expect(JSON.stringify(shop().orders.all())).toBe(ordersBefore)
    expect(await call('DELETE', `${ADMIN}/product/${CHEESE_CREPE}`, { token })).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到產品' },
    })
  })
})

describe('admin orders', () => {
  it('lists orders newest first with num and pagination', async () => {
    const { json } = await call('GET', `${ADMIN}/orders?page=2`, { token })
    const orders = listOf<{ num: number; products: unknown }>(json, 'orders')
    expect(orders.map((o) => o.num)).toEqual([11, 12, 13, 14])
    expect(Array.isArray(orders[0].products)).toBe(false)
    expect(json.pagination).toMatchObject({ total_pages: 2, current_page: 2, has_pre: true, has_next: false })
  })

  it('merges a partial update, stamps paid_date when marked paid, keeps extra keys', async () => {
    const id = seedOrderId(2) // unpaid in the seed
    const { status, json } = await call('PUT', `${ADMIN}/order/${id}`, {
      token,
      body: { data: { is_paid: true, status: 2 } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已更新訂單資訊' })
    const order = byId(shop().orders, id)
    expect(order).toMatchObject({ is_paid: true, status: 2, user: { name: '林志豪' } })
    expect(String(order?.paid_date)).toMatch(/^\d{10}$/)
  })

  it('accepts the whole order sent back (as the HX sample does)', async () => {
    const listed = listOf<Record<string, unknown>>(
      (await call('GET', `${ADMIN}/orders`, { token })).json,
      'orders',
    )[0]
    const { status } = await call('PUT', `${ADMIN}/order/${String(listed.id)}`, {
      token,
      body: { data: { ...listed, is_paid: 0 } },
    })
    expect(status).toBe(200)
    expect(byId(shop().orders, String(listed.id))).toMatchObject({ is_paid: 0, num: 1 })
  })

  it('stores a whole order sent back with its own fields (paid_date as an ISO string, status "2")', async () => {
    const listed = listOf<Record<string, unknown>>(
      (await call('GET', `${ADMIN}/orders`, { token })).json,
      'orders',
    ).find((order) => order.is_paid === false)
    const id = String(listed?.id)
    const paidDate = '2026-11-21T08:30:00.000Z'
    const { status, json } = await call('PUT', `${ADMIN}/order/${id}`, {
      token,
      body: { data: { ...listed, is_paid: true, paid_date: paidDate, status: '2', total: '700' } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已更新訂單資訊' })
    expect(byId(shop().orders, id)).toMatchObject({
      is_paid: true,
      paid_date: paidDate,
      status: '2',
      total: '700',
    })
    const shopper = (await call('GET', `${SHOP}/order/${id}`)).json.order as Record<string, unknown>
    expect(shopper).toMatchObject({ is_paid: true, paid_date: paidDate })
  })

  it('refuses order updates that break what an order creation checks, and unknown ids, changing nothing', async () => {
    const id = seedOrderId(3)
    const before = byId(shop().orders, id)
    for (const data of [{ user: 'x' }, { user: { name: '' } }, { message: { text: 'hi' } }]) {
      const { status, json } = await call('PUT', `${ADMIN}/order/${id}`, { token, body: { data } })
      expect(status).toBe(400)
      expect(json.success).toBe(false)
    }
    expect((await call('PUT', `${ADMIN}/order/${id}`, { token, body: 'null' })).status).toBe(400)
    expect(byId(shop().orders, id)).toEqual(before)
    expect(
      await call('PUT', `${ADMIN}/order/-Nope000000000000000`, { token, body: { data: { is_paid: true } } }),
    ).toMatchObject({ status: 404, json: { success: false, message: '找不到訂單' } })
  })

  it('deletes one order, then all of them', async () => {
    expect(await call('DELETE', `${ADMIN}/order/${seedOrderId(1)}`, { token })).toMatchObject({
      status: 200,
      json: { success: true, message: '已刪除' },
    })
    expect(shop().orders.count()).toBe(13)
    expect((await call('DELETE', `${ADMIN}/order/${seedOrderId(1)}`, { token })).status).toBe(404)
    expect(await call('DELETE', `${ADMIN}/orders/all`, { token })).toMatchObject({
      status: 200,
      json: { success: true, message: '已刪除' },
    })
    const { json } = await call('GET', `${ADMIN}/orders`, { token })
    expect(json.orders).toEqual([])
    expect(json.pagination).toMatchObject({ total_pages: 1, current_page: 1 })
  })
})

describe('admin coupons', () => {
  it('lists coupons with num and pagination', async () => {
    const { json } = await call('GET', `${ADMIN}/coupons`, { token })
    const coupons = listOf<{ code: string; num: number }>(json, 'coupons')
    expect(coupons.map((c) => [c.code, c.num])).toEqual([
      ['MORNING', 1],
      ['WELCOME', 2],
      ['EXPIRED2024', 3],
      ['PAUSED', 4],
    ])
    expect(json.pagination).toMatchObject({ total_pages: 1, has_pre: false, has_next: false })
  })

  it('creates a coupon (is_enabled 0 accepted) that customers can then apply', async () => {
    expect(await call('POST', `${ADMIN}/coupon`, { token, body: { data: validCoupon } })).toMatchObject({
      status: 200,
      json: { success: true, message: '已建立優惠券' },
    })
    expect(
      (
        await call('POST', `${ADMIN}/coupon`, {
          token,
          body: { data: { ...validCoupon, code: 'OFF', is_enabled: 0 } },
        })
      ).status,
    ).toBe(200)
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    expect((await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'NOON' } } })).json.data).toEqual({
      final_total: 99,
    })
    expect((await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'OFF' } } })).status).toBe(400)
  })

  it('validates coupons in the API vocabulary', async () => {
    const empty = await call('POST', `${ADMIN}/coupon`, { token, body: { data: {} } })
    expect(empty).toMatchObject({
      status: 400,
      json: {
        message: [
          ' title 欄位為必填',
          ' is_enabled 欄位為必填',
          ' percent 欄位為必填',
          ' due_date 欄位為必填',
          ' code 欄位為必填',
        ],
      },
    })
    const wrong = await call('POST', `${ADMIN}/coupon`, {
      token,
      body: { data: { ...validCoupon, code: '', due_date: '2025-01-01', percent: '80' } },
    })
    expect(wrong.json.message).toEqual(['percent 型別錯誤', 'due_date 型別錯誤', 'code 屬性不得為空'])
    expect(shop().coupons.count()).toBe(4)
    // No range is documented for percent: stored as sent (rules: LENIENT_FIELDS).
    const generous = await call('POST', `${ADMIN}/coupon`, {
      token,
      body: { data: { ...validCoupon, percent: 150, is_enabled: true } },
    })
    expect(generous.status).toBe(200)
    expect(shop().coupons.all().at(-1)).toMatchObject({ percent: 150, is_enabled: true })
  })

  it('updates by merging (code may be omitted), 404 id 不存在 for unknown ids', async () => {
    const { status, json } = await call('PUT', `${ADMIN}/coupon/${MORNING_ID}`, {
      token,
      body: { data: { title: '早安七折券', percent: 70, is_enabled: 1, due_date: 1_900_000_000 } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已更新優惠券' })
    expect(byId(shop().coupons, MORNING_ID)).toMatchObject({
      code: 'MORNING',
      percent: 70,
      title: '早安七折券',
    })
    expect(
      await call('PUT', `${ADMIN}/coupon/-Nope000000000000000`, { token, body: { data: validCoupon } }),
    ).toMatchObject({ status: 404, json: { success: false, message: 'id 不存在' } })
    expect(
      (await call('PUT', `${ADMIN}/coupon/${MORNING_ID}`, { token, body: { data: { percent: '-1' } } }))
        .status,
    ).toBe(400)
    expect(byId(shop().coupons, MORNING_ID)?.percent).toBe(70)
  })

  it('deletes a coupon; 404 找不到優惠券 (no !) for unknown ids', async () => {
    expect(await call('DELETE', `${ADMIN}/coupon/${MORNING_ID}`, { token })).toMatchObject({
      status: 200,
      json: { success: true, message: '已刪除優惠券' },
    })
    expect(await call('DELETE', `${ADMIN}/coupon/${MORNING_ID}`, { token })).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到優惠券' },
    })
  })
})
