import { beforeEach, describe, expect, it } from 'vitest'
import { seedCartLine, seedCoupon, seedProduct, shop } from '../../../mocks/db'
import { isPushId } from '../../../mocks/ids'
import { resetMockDb } from '../../../mocks/node'
import { nowSeconds } from '../../../mocks/rules'
import { taipeiMidnight } from '../../../mocks/seed/coupons'
import { BASE, SHOP, call, listOf } from './helpers'

const CHEESE_CREPE = '-OBfast0000000000001'
const CLUB_SANDWICH = '-OBfast0000000000002'
const PUMPKIN_SOUP_DISABLED = '-OBfast0000000000021'

type Line = {
  id: string
  product_id: string
  qty: number
  total: number
  final_total: number
  product: { price: number; title: string }
  coupon?: { code: string; percent: number }
}
type CartBody = { carts: Line[]; total: number; final_total: number }

async function getCart(): Promise<CartBody> {
  const { json } = await call('GET', `${SHOP}/cart`)
  return json.data as CartBody
}

async function add(productId: string, qty: number) {
  return call('POST', `${SHOP}/cart`, { body: { data: { product_id: productId, qty } } })
}

beforeEach(async () => {
  await resetMockDb()
})

describe('GET products/all', () => {
  it('lists enabled products as an array with num and messages, keys in alphabetical order', async () => {
    const { status, json } = await call('GET', `${SHOP}/products/all`)
    expect(status).toBe(200)
    expect(json.success).toBe(true)
    expect(json.messages).toEqual([])
    const products = listOf<Record<string, unknown>>(json, 'products')
    expect(products).toHaveLength(20)
    expect(products.map((p) => p.num)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(products.some((p) => p.id === PUMPKIN_SOUP_DISABLED)).toBe(false)
    const keys = Object.keys(products[0])
    expect(keys.at(-1)).toBe('num')
    expect(keys.slice(0, -1)).toEqual([...keys.slice(0, -1)].sort())
  })

  it('answers 404 for a shop path the fake does not host', async () => {
    const { status, json } = await call('GET', `${BASE}/api/someone-else/products/all`)
    expect(status).toBe(404)
    expect(json).toEqual({ success: false, message: '找不到此 api_path' })
  })
})

describe('GET products?page&category', () => {
  it('pages by 10 with the exact pagination object', async () => {
    const first = await call('GET', `${SHOP}/products`)
    expect(listOf(first.json, 'products')).toHaveLength(10)
    expect(first.json.pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      has_pre: false,
      has_next: true,
      category: '',
    })
    expect(first.json.messages).toEqual([])

    const second = await call('GET', `${SHOP}/products?page=2`)
    const items = listOf<{ num: number }>(second.json, 'products')
    expect(items[0].num).toBe(11)
    expect(second.json.pagination).toMatchObject({ current_page: 2, has_pre: true, has_next: false })
  })

  it('filters by category exactly and echoes it', async () => {
    const { json } = await call('GET', `${SHOP}/products?category=${encodeURIComponent('飲品')}`)
    const items = listOf<{ category: string }>(json, 'products')
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((p) => p.category === '飲品')).toBe(true)
    expect(json.pagination).toMatchObject({ total_pages: 1, category: '飲品' })
  })

  it('treats bad pages as page 1 and pages past the end as the last page', async () => {
    for (const page of ['abc', '0', '-3', '1.5']) {
      const { status, json } = await call('GET', `${SHOP}/products?page=${page}`)
      expect(status).toBe(200)
      expect(json.pagination).toMatchObject({ current_page: 1 })
    }
    const { json } = await call('GET', `${SHOP}/products?page=99`)
    expect(json.pagination).toMatchObject({ current_page: 2, has_next: false })
  })
})

describe('GET product/{id}', () => {
  it('returns one product', async () => {
    const { status, json } = await call('GET', `${SHOP}/product/${CHEESE_CREPE}`)
    expect(status).toBe(200)
    expect(json.product).toMatchObject({ id: CHEESE_CREPE, title: '起司蛋餅' })
  })

  it('answers 404 找不到產品 for an unknown id and 400 產品未啟用 for a disabled one', async () => {
    expect(await call('GET', `${SHOP}/product/-Nope000000000000000`)).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到產品' },
    })
    expect(await call('GET', `${SHOP}/product/${PUMPKIN_SOUP_DISABLED}`)).toMatchObject({
      status: 400,
      json: { success: false, message: '產品未啟用' },
    })
  })
})

describe('cart', () => {
  it('starts empty, double-nested under data', async () => {
    const { json } = await call('GET', `${SHOP}/cart`)
    expect(json).toEqual({ success: true, data: { carts: [], total: 0, final_total: 0 }, messages: [] })
  })

  it('adds a line and answers it with totals and a product snapshot', async () => {
    const { status, json } = await add(CHEESE_CREPE, 2)
    expect(status).toBe(200)
    expect(json.message).toBe('已加入購物車')
    const line = json.data as Line
    expect(isPushId(line.id)).toBe(true)
    expect(line).toMatchObject({ product_id: CHEESE_CREPE, qty: 2, total: 110, final_total: 110 })
    expect(line.product.title).toBe('起司蛋餅')
    expect(Object.keys(line)).toEqual(['final_total', 'id', 'product', 'product_id', 'qty', 'total'])
  })

  it('adds to the existing line when the product is already in the cart', async () => {
    const first = await add(CHEESE_CREPE, 2)
    const second = await add(CHEESE_CREPE, 3)
    expect((second.json.data as Line).id).toBe((first.json.data as Line).id)
    const cart = await getCart()
    expect(cart.carts).toHaveLength(1)
    expect(cart.carts[0]).toMatchObject({ qty: 5, total: 275 })
    expect(cart).toMatchObject({ total: 275, final_total: 275 })
  })

  it.each([
    ['no body', undefined, [' product_id 欄位為必填', ' qty 欄位為必填']],
    ['malformed JSON', '{"data": {', [' product_id 欄位為必填', ' qty 欄位為必填']],
    ['data not an object', { data: 'x' }, [' product_id 欄位為必填', ' qty 欄位為必填']],
    ['empty product id', { data: { product_id: '', qty: 1 } }, ['product_id 屬性不得為空']],
    ['numeric product id', { data: { product_id: 7, qty: 1 } }, ['product_id 型別錯誤']],
    ['qty as a string', { data: { product_id: CHEESE_CREPE, qty: '2' } }, ['qty 型別錯誤']],
    ['qty null', { data: { product_id: CHEESE_CREPE, qty: null } }, ['qty 屬性不得為空']],
    ['qty zero', { data: { product_id: CHEESE_CREPE, qty: 0 } }, ['qty 需為 1 到 999 的整數']],
    ['negative qty', { data: { product_id: CHEESE_CREPE, qty: -4 } }, ['qty 需為 1 到 999 的整數']],
    ['fractional qty', { data: { product_id: CHEESE_CREPE, qty: 1.5 } }, ['qty 需為 1 到 999 的整數']],
    ['huge qty', { data: { product_id: CHEESE_CREPE, qty: 1e12 } }, ['qty 需為 1 到 999 的整數']],
  ])('refuses %s with 400 and writes nothing', async (_label, body, messages) => {
    const { status, json } = await call('POST', `${SHOP}/cart`, { body })
    expect(status).toBe(400)
    expect(json).toEqual({ success: false, message: messages })
    expect((await getCart()).carts).toEqual([])
  })

  it('refuses unknown and disabled products', async () => {
    expect(await add('-Nope000000000000000', 1)).toMatchObject({
      status: 404,
      json: { message: '找不到產品' },
    })
    expect(await add(PUMPKIN_SOUP_DISABLED, 1)).toMatchObject({
      status: 400,
      json: { message: '產品未啟用' },
    })
    expect((await getCart()).carts).toEqual([])
  })

  it('refuses a merge that would pass the quantity cap, keeping the line as it was', async () => {
    await add(CHEESE_CREPE, 990)
    const { status } = await add(CHEESE_CREPE, 10)
    expect(status).toBe(400)
    expect((await getCart()).carts[0].qty).toBe(990)
  })

  it('updates a line by its id, keeping the coupon and recomputing final_total', async () => {
    const line = (await add(CHEESE_CREPE, 1)).json.data as Line
    await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'MORNING' } } })
    // The HX React sample sends the line id as product_id: keyed on the path id, that still works.
    const { status, json } = await call('PUT', `${SHOP}/cart/${line.id}`, {
      body: { data: { product_id: line.id, qty: 4 } },
    })
    expect(status).toBe(200)
    expect(json).toEqual({
      success: true,
      message: '已更新購物車',
      data: { product_id: CHEESE_CREPE, qty: 4 },
    })
    const cart = await getCart()
    expect(cart.carts[0]).toMatchObject({ qty: 4, total: 220, final_total: 176, coupon: { code: 'MORNING' } })
  })

  it('refuses updates to unknown lines and bad quantities without changing the line', async () => {
    const line = (await add(CHEESE_CREPE, 2)).json.data as Line
    expect(
      await call('PUT', `${SHOP}/cart/-Nope000000000000000`, { body: { data: { qty: 1 } } }),
    ).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到購物車品項' },
    })
    for (const body of [{ data: { qty: 0 } }, { data: {} }, '[', { data: { qty: 'many' } }]) {
      const { status, json } = await call('PUT', `${SHOP}/cart/${line.id}`, { body })
      expect(status).toBe(400)
      expect(json.success).toBe(false)
    }
    expect((await getCart()).carts[0].qty).toBe(2)
  })

  it('deletes one line, then all lines', async () => {
    const line = (await add(CHEESE_CREPE, 1)).json.data as Line
    await add(CLUB_SANDWICH, 1)
    expect(await call('DELETE', `${SHOP}/cart/${line.id}`)).toMatchObject({
      status: 200,
      json: { success: true, message: '已刪除' },
    })
    expect((await getCart()).carts).toHaveLength(1)
    expect(await call('DELETE', `${SHOP}/cart/${line.id}`)).toMatchObject({ status: 404 })
    expect(await call('DELETE', `${SHOP}/carts`)).toMatchObject({
      status: 200,
      json: { success: true, message: '已刪除' },
    })
    expect((await getCart()).carts).toEqual([])
    expect((await call('DELETE', `${SHOP}/carts`)).status).toBe(200)
  })
})

describe('POST coupon', () => {
  it('stamps the coupon on the lines in the cart now, not on lines added later', async () => {
    await add(CHEESE_CREPE, 2)
    const { status, json } = await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'MORNING' } } })
    expect(status).toBe(200)
    expect(json).toEqual({ success: true, message: '已套用優惠券:MORNING', data: { final_total: 88 } })

    await add(CLUB_SANDWICH, 1)
    let cart = await getCart()
    expect(cart.carts[0].coupon).toMatchObject({ code: 'MORNING', percent: 80 })
    expect(Object.keys(cart.carts[0].coupon ?? {})).toEqual([
      'code',
      'due_date',
      'id',
      'is_enabled',
      'percent',
      'title',
    ])
    expect(cart.carts[1].coupon).toBeUndefined()
    expect('coupon' in cart.carts[1]).toBe(false)
    expect(cart.final_total).toBe(88 + cart.carts[1].total)

    await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'MORNING' } } })
    cart = await getCart()
    expect(cart.carts.every((line) => line.coupon?.code === 'MORNING')).toBe(true)
  })

  it('keeps final_total unrounded', async () => {
    await add(CHEESE_CREPE, 1)
    await seedCoupon({ code: 'ODD', percent: 33 })
    const { json } = await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'ODD' } } })
    expect(json.data).toEqual({ final_total: (55 * 33) / 100 })
  })

  it('answers 404 找不到優惠券! for unknown codes and 400 for expired or disabled ones', async () => {
    await add(CHEESE_CREPE, 1)
    expect(await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'NOPE' } } })).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到優惠券!' },
    })
    for (const code of ['EXPIRED2024', 'PAUSED']) {
      expect(await call('POST', `${SHOP}/coupon`, { body: { data: { code } } })).toMatchObject({
        status: 400,
        json: { success: false, message: '優惠券無法無法使用或已過期' },
      })
    }
    expect((await getCart()).carts[0].coupon).toBeUndefined()
  })

  it('accepts a coupon on its due day and refuses it the day after', async () => {
    await add(CHEESE_CREPE, 1)
    const today = taipeiMidnight(nowSeconds())
    await seedCoupon({ code: 'TODAY', due_date: today })
    await seedCoupon({ code: 'YESTERDAY', due_date: today - 24 * 60 * 60 })
    expect((await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'TODAY' } } })).status).toBe(200)
    expect((await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'YESTERDAY' } } })).status).toBe(400)
  })

  it('validates the code', async () => {
    expect(await call('POST', `${SHOP}/coupon`, { body: {} })).toMatchObject({
      status: 400,
      json: { success: false, message: [' code 欄位為必填'] },
    })
    expect(await call('POST', `${SHOP}/coupon`, { body: { data: { code: 80 } } })).toMatchObject({
      status: 400,
      json: { message: ['code 型別錯誤'] },
    })
  })
})

describe('orders', () => {
  const user = {
    name: '陳小美',
    email: 'mei@example.com',
    tel: '0912345678',
    address: '台北市中山區南京東路 1 號',
  }

  it('creates an order from the cart, keyed by line id, and empties the cart', async () => {
    const line = (await add(CHEESE_CREPE, 2)).json.data as Line
    await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'MORNING' } } })
    await add(CLUB_SANDWICH, 1)
    const before = await getCart()

    const { status, json } = await call('POST', `${SHOP}/order`, {
      body: {
        data: {
          user,
          message: '不要香菜',
          shippingWay: 'homeDelivery',
          paymentWay: 'LinePay',
          id: 'forged',
          total: 1,
          is_paid: true,
        },
      },
    })
    expect(status).toBe(200)
    expect(Object.keys(json)).toEqual(['success', 'message', 'total', 'orderId', 'create_at'])
    expect(json).toMatchObject({ success: true, message: '已建立訂單', total: before.final_total })
    expect(isPushId(json.orderId)).toBe(true)
    expect(String(json.create_at)).toMatch(/^\d{10}$/)
    expect((await getCart()).carts).toEqual([])

    const order = (await call('GET', `${SHOP}/order/${String(json.orderId)}`)).json.order as Record<
      string,
      unknown
    >
    expect(order).toMatchObject({
      id: json.orderId,
      is_paid: false,
      message: '不要香菜',
      shippingWay: 'homeDelivery',
      paymentWay: 'LinePay',
      total: before.final_total,
      user,
    })
    const products = order.products as Record<string, Line>
    expect(Object.keys(products)).toEqual(before.carts.map((l) => l.id))
    expect(products[line.id].coupon).toMatchObject({ code: 'MORNING' })
    expect(Object.keys(order)).toEqual([...Object.keys(order)].sort())
  })

  it('omits message when none was sent', async () => {
    await add(CHEESE_CREPE, 1)
    const { json } = await call('POST', `${SHOP}/order`, { body: { data: { user } } })
    const order = (await call('GET', `${SHOP}/order/${String(json.orderId)}`)).json.order as Record<
      string,
      unknown
    >
    expect('message' in order).toBe(false)
  })

  it.each([
    [
      'no user',
      { data: {} },
      [' name 欄位為必填', ' email 欄位為必填', ' tel 欄位為必填', ' address 欄位為必填'],
    ],
    ['user not an object', { data: { user: 'me' } }, ['user 型別錯誤']],
    [
      'blank fields',
      { data: { user: { ...user, name: '  ', tel: 912345678 } } },
      ['name 屬性不得為空', 'tel 型別錯誤'],
    ],
    ['message not a string', { data: { user, message: 5 } }, ['message 型別錯誤']],
  ])('refuses %s with 400, keeping the cart', async (_label, body, messages) => {
    await add(CHEESE_CREPE, 1)
    const { status, json } = await call('POST', `${SHOP}/order`, { body })
    expect(status).toBe(400)
    expect(json).toEqual({ success: false, message: messages })
    expect((await getCart()).carts).toHaveLength(1)
    expect(shop().orders.count()).toBe(14)
  })

  it('refuses an order from an empty cart', async () => {
    expect(await call('POST', `${SHOP}/order`, { body: { data: { user } } })).toMatchObject({
      status: 400,
      json: { success: false, message: '購物車內沒有商品' },
    })
  })

  it('lists every order of the shop newest first, 10 per page', async () => {
    const first = await call('GET', `${SHOP}/orders`)
    const orders = listOf<{ create_at: number; num: number }>(first.json, 'orders')
    expect(orders).toHaveLength(10)
    expect(orders.map((o) => o.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(orders.map((o) => o.create_at)).toEqual([...orders.map((o) => o.create_at)].sort((a, b) => b - a))
    expect(first.json.pagination).toEqual({
      total_pages: 2,
      current_page: 1,
      has_pre: false,
      has_next: true,
      category: '',
    })
    const second = await call('GET', `${SHOP}/orders?page=2`)
    expect(listOf(second.json, 'orders')).toHaveLength(4)

    await add(CHEESE_CREPE, 1)
    const created = await call('POST', `${SHOP}/order`, { body: { data: { user } } })
    const latest = await call('GET', `${SHOP}/orders`)
    expect(listOf<{ id: string }>(latest.json, 'orders')[0].id).toBe(created.json.orderId)
  })

  it('answers 404 for an unknown order', async () => {
    expect(await call('GET', `${SHOP}/order/-Nope000000000000000`)).toMatchObject({
      status: 404,
      json: { success: false, message: '找不到訂單' },
    })
  })

  it('pays an order once: is_paid and paid_date in seconds; paying again keeps the first date', async () => {
    await add(CHEESE_CREPE, 1)
    const orderId = String((await call('POST', `${SHOP}/order`, { body: { data: { user } } })).json.orderId)
    // Bodies are ignored (the HX React sample posts one).
    const paid = await call('POST', `${SHOP}/pay/${orderId}`, { body: '{broken' })
    expect(paid).toMatchObject({ status: 200, json: { success: true, message: '付款完成' } })
    const order = (await call('GET', `${SHOP}/order/${orderId}`)).json.order as {
      is_paid: boolean
      paid_date: number
    }
    expect(order.is_paid).toBe(true)
    expect(String(order.paid_date)).toMatch(/^\d{10}$/)

    expect((await call('POST', `${SHOP}/pay/${orderId}`)).status).toBe(200)
    const again = (await call('GET', `${SHOP}/order/${orderId}`)).json.order as { paid_date: number }
    expect(again.paid_date).toBe(order.paid_date)
    expect(await call('POST', `${SHOP}/pay/-Nope000000000000000`)).toMatchObject({ status: 404 })
  })
})

describe('seeding helpers', () => {
  it('seedProduct and seedCartLine put data where the handlers read it', async () => {
    const product = await seedProduct({ title: '測試豆漿', price: 30 })
    await seedCartLine(product.id, 3)
    const cart = await getCart()
    expect(cart.carts).toHaveLength(1)
    expect(cart.carts[0]).toMatchObject({ product_id: product.id, qty: 3, total: 90 })
    await seedCartLine(product.id, 1)
    expect((await getCart()).carts[0].qty).toBe(4)
  })
})
