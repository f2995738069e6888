import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { byId, shop } from '../../../mocks/db'
import { lastInternalError } from '../../../mocks/handlers/support'
import { resetMockDb } from '../../../mocks/node'
import { seedOrderId } from '../../../mocks/seed'
import { ADMIN, BASE, SHOP, call, signIn } from './helpers'

/**
 * Input that real clients and hostile ones send (issue 13): prototype keys, extreme numbers and
 * doubled slashes never change what is validated or stored, never produce non-finite totals and
 * never surface as an internal error.
 */

const CHEESE_CREPE = '-OBfast0000000000001'
const user = { name: '王小明', email: 'ming@example.com', tel: '0912345678', address: '台北市' }

let token: string

beforeEach(async () => {
  await resetMockDb()
  token = await signIn()
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Sends raw JSON text (JSON.stringify would drop a `__proto__` key before it left). */
const raw = (method: string, url: string, text: string, withToken = false) =>
  call(method, url, { body: text, token: withToken ? token : undefined })

describe('__proto__, constructor and prototype keys', () => {
  it('cannot smuggle paid_date into a new order, nor make its message an object', async () => {
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    const body = `{"data":{"user":${JSON.stringify(user)},"message":"hi","__proto__":{"paid_date":1,"is_paid":true,"message":{"x":1}},"constructor":{"prototype":{"polluted":1}}}}`
    const { status, json } = await raw('POST', `${SHOP}/order`, body)
    expect(status).toBe(200)
    const order = byId(shop().orders, String(json.orderId))
    expect(order).toMatchObject({ is_paid: false, message: 'hi' })
    expect(order && Object.keys(order)).not.toContain('paid_date')
    expect(order && Object.keys(order)).not.toContain('constructor')
    expect(Object.getPrototypeOf(order)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('are dropped at every level of a product, which is validated as if they were never sent', async () => {
    const product = {
      title: '原味蛋餅',
      category: '蛋餅',
      unit: '份',
      origin_price: 40,
      price: 35,
    }
    const body = `{"data":{"__proto__":{"title":""},"prototype":{"price":"x"},"nested":{"__proto__":{"a":1},"b":2},${JSON.stringify(product).slice(1, -1)}}}`
    const { status } = await raw('POST', `${ADMIN}/product`, body, true)
    expect(status).toBe(200)
    const created = shop().products.all().at(-1)
    expect(created).toMatchObject({ ...product, nested: { b: 2 } })
    expect(Object.keys(created ?? {})).not.toContain('prototype')
    expect(Object.getPrototypeOf(created?.nested)).toBe(Object.prototype)
  })

  it('cannot hide a missing required field behind the prototype', async () => {
    const body = '{"data":{"__proto__":{"title":"x","category":"c","unit":"u","origin_price":1,"price":1}}}'
    const { status, json } = await raw('POST', `${ADMIN}/product`, body, true)
    expect(status).toBe(400)
    expect(json.message).toContain(' title 欄位為必填')
  })

  it('leave an order update as sent otherwise, without an internal error', async () => {
    const id = seedOrderId(2)
    const body =
      '{"data":{"__proto__":{"user":"nobody"},"constructor":1,"products":{"__proto__":{}},"status":3}}'
    const { status } = await raw('PUT', `${ADMIN}/order/${id}`, body, true)
    expect(status).toBe(200)
    expect(byId(shop().orders, id)).toMatchObject({ status: 3, user: { name: '林志豪' } })
    expect(lastInternalError).toBeNull()
  })
})

describe('extreme numbers', () => {
  it('a product may cost 1e306, but no cart amount ever becomes Infinity or null', async () => {
    const created = await call('POST', `${ADMIN}/product`, {
      token,
      body: {
        data: {
          title: '金蛋餅',
          category: '蛋餅',
          unit: '份',
          origin_price: 1e306,
          price: 1e306,
          is_enabled: 1,
        },
      },
    })
    expect(created.status).toBe(200)
    const id = String(shop().products.all().at(-1)?.id)

    const tooMany = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: id, qty: 999 } } })
    expect(tooMany).toMatchObject({
      status: 400,
      json: { success: false, message: ['qty 使金額超出可計算範圍'] },
    })
    expect(shop().cartLines.count()).toBe(0)

    const one = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: id, qty: 1 } } })
    expect(one.json.data).toMatchObject({ total: 1e306, final_total: 1e306 })
    const lineId = String((one.json.data as { id: string }).id)
    expect((await call('PUT', `${SHOP}/cart/${lineId}`, { body: { data: { qty: 500 } } })).status).toBe(400)

    // Two lines that are finite alone but not together.
    await call('POST', `${ADMIN}/product`, {
      token,
      body: {
        data: {
          title: '銀蛋餅',
          category: '蛋餅',
          unit: '份',
          origin_price: 1.79e308,
          price: 1.79e308,
          is_enabled: 1,
        },
      },
    })
    const second = String(shop().products.all().at(-1)?.id)
    expect(
      (await call('POST', `${SHOP}/cart`, { body: { data: { product_id: second, qty: 1 } } })).status,
    ).toBe(400)

    const cart = (await call('GET', `${SHOP}/cart`)).json.data as Record<string, unknown>
    const text = JSON.stringify(cart)
    expect(text).not.toContain('null')
    expect(Number.isFinite(cart.total)).toBe(true)
    expect(Number.isFinite(cart.final_total)).toBe(true)

    const order = await call('POST', `${SHOP}/order`, { body: { data: { user } } })
    expect(order.status).toBe(200)
    expect(order.json.total).toBe(1e306)
    expect(lastInternalError).toBeNull()
  })

  it('a coupon whose percent would make an amount infinite cannot be applied', async () => {
    await call('POST', `${ADMIN}/coupon`, {
      token,
      body: { data: { title: '怪券', code: 'HUGE', percent: 1e308, due_date: 4_000_000_000, is_enabled: 1 } },
    })
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    expect(await call('POST', `${SHOP}/coupon`, { body: { data: { code: 'HUGE' } } })).toMatchObject({
      status: 400,
      json: { success: false, message: '優惠券無法無法使用或已過期' },
    })
    const cart = (await call('GET', `${SHOP}/cart`)).json.data as { carts: Array<Record<string, unknown>> }
    expect(cart.carts[0]).not.toHaveProperty('coupon')
  })

  it('negative and fractional prices stay finite numbers', async () => {
    await call('POST', `${ADMIN}/product`, {
      token,
      body: {
        data: { title: '找零', category: '蛋餅', unit: '份', origin_price: -0.5, price: -0.1, is_enabled: 1 },
      },
    })
    const id = String(shop().products.all().at(-1)?.id)
    const added = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: id, qty: 3 } } })
    expect(added.status).toBe(200)
    const cart = (await call('GET', `${SHOP}/cart`)).json.data as { total: number }
    expect(Number.isFinite(cart.total)).toBe(true)
  })
})

describe('doubled slashes', () => {
  it('answers /v2//admin/signin and /v2//api/user/check as the single-slash paths', async () => {
    const signIn = await call('POST', `${BASE}//admin/signin`, {
      body: { username: 'admin@breakfast.test', password: 'breakfast123' },
    })
    expect(signIn).toMatchObject({ status: 200, json: { success: true, message: '登入成功' } })
    const check = await call('POST', `${BASE}//api/user/check`, { token: String(signIn.json.token) })
    expect(check).toMatchObject({ status: 200, json: { success: true } })
  })

  it('answers any path with doubled slashes, bodies and tokens included', async () => {
    const added = await call('POST', `${BASE}//api//breakfast//cart`, {
      body: { data: { product_id: CHEESE_CREPE, qty: 2 } },
    })
    expect(added).toMatchObject({ status: 200, json: { message: '已加入購物車' } })
    expect((await call('GET', `${BASE}//api/breakfast/admin//products`, { token })).status).toBe(200)
    expect((await call('GET', `${BASE}//api/breakfast/nothing`)).status).toBe(404)
  })
})

describe('numbers JSON cannot carry back, and coupon codes that are not text', () => {
  const product = { title: '原味蛋餅', category: '蛋餅', unit: '份', origin_price: 40, price: 35 }
  const count = () => shop().products.all().length

  it('refuses a price of 1e999 with the field’s 型別錯誤, storing nothing', async () => {
    const before = count()
    const body = `{"data":${JSON.stringify(product).replace('"price":35', '"price":1e999')}}`
    const { status, json } = await raw('POST', `${ADMIN}/product`, body, true)
    expect(status).toBe(400)
    expect(json).toMatchObject({ success: false, message: ['price 型別錯誤'] })
    expect(count()).toBe(before)
  })

  it('refuses a non-finite number in a field stored as sent, naming its path', async () => {
    const body = `{"data":${JSON.stringify(product).slice(0, -1)},"calories":-1e999,"nutritionalInfo":{"fat":1e400,"protein":3}}}`
    const { status, json } = await raw('POST', `${ADMIN}/product`, body, true)
    expect(status).toBe(400)
    expect(json.message).toEqual(['calories 型別錯誤', 'nutritionalInfo.fat 型別錯誤'])
  })

  it('checks the package facts the same way: a non-finite number is 型別錯誤 at its path, nothing stored', async () => {
    const before = count()
    const facts =
      '"servingSize":1e999,"nutritionalInfo":{"protein":3,"sodium":-1e999},' +
      '"heating":[{"method":"微波","setting":"600W","seconds":1e400}],"allergens":["egg"]'
    const body = `{"data":${JSON.stringify(product).slice(0, -1)},${facts}}}`
    const { status, json } = await raw('POST', `${ADMIN}/product`, body, true)
    expect(status).toBe(400)
    expect(json.message).toEqual([
      'servingSize 型別錯誤',
      'nutritionalInfo.sodium 型別錯誤',
      'heating.0.seconds 型別錯誤',
    ])
    expect(count()).toBe(before)
  })

  it('stores the package facts as sent, as the real API keeps extra keys (also text or null)', async () => {
    const facts = {
      servingSize: 180,
      servingsPerPackage: '1',
      allergens: ['egg', 'milk'],
      vegetarian: '',
      storage: '冷凍',
      shelfLifeDays: null,
      heating: [{ method: '平底鍋', setting: '小火', seconds: 240 }],
      nutritionalInfo: { protein: 3, saturatedFat: 1.5, transFat: 0, sodium: 420 },
    }
    const { status } = await call('POST', `${ADMIN}/product`, {
      body: { data: { ...product, ...facts } },
      token,
    })
    expect(status).toBe(200)
    expect(shop().products.all().at(-1)).toMatchObject(facts)
  })

  it('refuses a non-finite number inside a checked field too: an order’s user, imagesUrl, a flag of any type', async () => {
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    const orders = shop().orders.count()
    const order = await raw(
      'POST',
      `${SHOP}/order`,
      '{"data":{"user":{"name":"王","email":"a@b.tw","tel":"0912345678","address":"台北","member":1e999}}}',
      false,
    )
    expect(order).toMatchObject({ status: 400, json: { message: ['user.member 型別錯誤'] } })
    expect(shop().orders.count()).toBe(orders)

    const images = `{"data":${JSON.stringify(product).slice(0, -1)},"imagesUrl":["a.png",1e999]}}`
    expect((await raw('POST', `${ADMIN}/product`, images, true)).json.message).toEqual([
      'imagesUrl.1 型別錯誤',
    ])
    const flag = `{"data":{"title":"早安","percent":80,"due_date":1900000000,"code":"HI","is_enabled":-1e999}}`
    expect((await raw('POST', `${ADMIN}/coupon`, flag, true)).json.message).toEqual(['is_enabled 型別錯誤'])
  })

  it('still stores any finite number, and other types as sent, in lenient fields', async () => {
    const { status } = await call('POST', `${ADMIN}/product`, {
      body: { data: { ...product, calories: 1e306, is_enabled: 'yes', nutritionalInfo: { fat: '3' } } },
      token,
    })
    expect(status).toBe(200)
    expect(shop().products.all().at(-1)).toMatchObject({ calories: 1e306, is_enabled: 'yes' })
  })

  it.each([
    ['a number', 123],
    ['an array', ['MORNING']],
    ['an object', { code: 'MORNING' }],
  ])('refuses a coupon code that is %s, and a public read never meets one', async (_, code) => {
    const coupon = { title: '早安', percent: 80, due_date: 1_900_000_000, is_enabled: 1, code }
    const { status, json } = await call('POST', `${ADMIN}/coupon`, { body: { data: coupon }, token })
    expect(status).toBe(400)
    expect(json.message).toEqual(['code 型別錯誤'])
    const list = await call('GET', `${ADMIN}/coupons?page=1`, { token })
    for (const stored of list.json.coupons as Array<{ code: unknown }>)
      expect(typeof stored.code).toBe('string')
  })

  it('refuses a non-finite percent on a coupon update, leaving the coupon as it was', async () => {
    const list = await call('GET', `${ADMIN}/coupons?page=1`, { token })
    const [first] = list.json.coupons as Array<Record<string, unknown>>
    const body = `{"data":${JSON.stringify({ ...first, percent: 0 }).replace('"percent":0', '"percent":1e999')}}`
    const { status, json } = await raw('PUT', `${ADMIN}/coupon/${String(first.id)}`, body, true)
    expect(status).toBe(400)
    expect(json.message).toEqual(['percent 型別錯誤'])
    const after = await call('GET', `${ADMIN}/coupons?page=1`, { token })
    expect((after.json.coupons as unknown[])[0]).toEqual(first)
  })
})
