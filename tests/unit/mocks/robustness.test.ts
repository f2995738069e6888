import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { lastInternalError } from '../../../mocks/handlers/support'
import { resetMockDb } from '../../../mocks/node'
import { seedOrderId } from '../../../mocks/seed'
import { ADMIN, BASE, SHOP, call, dataSnapshot, signIn } from './helpers'

/**
 * Bad input never breaks the fake: every write endpoint, fed garbage, answers a 4xx JSON body
 * with success:false, logs nothing and leaves the data exactly as it was.
 */

const CHEESE_CREPE = '-OBfast0000000000001'
const HUGE = 'x'.repeat(300 * 1024)

const garbage: Array<[string, unknown]> = [
  ['no body', undefined],
  ['an empty string', ''],
  ['malformed JSON', '{"data": {"title": '],
  ['JSON null', 'null'],
  ['a JSON number', '42'],
  ['a JSON array', '[1,2,3]'],
  ['data as a string', { data: 'hello' }],
  ['data as null', { data: null }],
  ['data as an array', { data: [{ title: 'x' }] }],
  [
    'wrong types everywhere',
    { data: { title: 1, price: '1', qty: {}, code: [], user: 5, product_id: false } },
  ],
  [
    'nested nonsense',
    { data: { title: { zh: 'x' }, user: { name: { first: 'a' } }, qty: -1e308, percent: 'NaN' } },
  ],
  ['an oversized body', { data: { title: HUGE } }],
]

const stateWithoutSessions = dataSnapshot

let token: string
let cartLineId: string

beforeAll(async () => {
  await resetMockDb()
})

beforeEach(async () => {
  await resetMockDb()
  token = await signIn()
  const added = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
  cartLineId = (added.json.data as { id: string }).id
})

afterEach(() => {
  vi.restoreAllMocks()
})

const writeEndpoints = (): Array<[string, string, boolean]> => [
  ['POST', `${BASE}/admin/signin`, false],
  ['POST', `${SHOP}/cart`, false],
  ['PUT', `${SHOP}/cart/${cartLineId}`, false],
  ['POST', `${SHOP}/coupon`, false],
  ['POST', `${SHOP}/order`, false],
  ['POST', `${ADMIN}/product`, true],
  ['PUT', `${ADMIN}/product/${CHEESE_CREPE}`, true],
  ['PUT', `${ADMIN}/order/${seedOrderId(1)}`, true],
  ['POST', `${ADMIN}/coupon`, true],
  ['PUT', `${ADMIN}/coupon/-OBcoup0000000000001`, true],
  ['POST', `${ADMIN}/upload`, true],
]

describe('garbage in, 4xx out', () => {
  it.each(garbage)('every write endpoint refuses %s cleanly', async (_label, body) => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    const before = stateWithoutSessions()
    for (const [method, url, admin] of writeEndpoints()) {
      const { status, json, response } = await call(method, url, { body, token: admin ? token : undefined })
      expect(status, `${method} ${url}`).toBeGreaterThanOrEqual(400)
      expect(status, `${method} ${url}`).toBeLessThan(500)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(json.success, `${method} ${url}`).toBe(false)
    }
    expect(stateWithoutSessions()).toBe(before)
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    expect(lastInternalError).toBeNull()
  })

  it('refuses unknown ids on every id route with a 404 JSON body', async () => {
    const before = stateWithoutSessions()
    const unknown = '-Nope000000000000000'
    const routes: Array<[string, string, boolean]> = [
      ['GET', `${SHOP}/product/${unknown}`, false],
      ['PUT', `${SHOP}/cart/${unknown}`, false],
      ['DELETE', `${SHOP}/cart/${unknown}`, false],
      ['GET', `${SHOP}/order/${unknown}`, false],
      ['POST', `${SHOP}/pay/${unknown}`, false],
      ['PUT', `${ADMIN}/product/${unknown}`, true],
      ['DELETE', `${ADMIN}/product/${unknown}`, true],
      ['PUT', `${ADMIN}/order/${unknown}`, true],
      ['DELETE', `${ADMIN}/order/${unknown}`, true],
      ['PUT', `${ADMIN}/coupon/${unknown}`, true],
      ['DELETE', `${ADMIN}/coupon/${unknown}`, true],
    ]
    for (const [method, url, admin] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { data: { qty: 1 } }
      const { status, json } = await call(method, url, { body, token: admin ? token : undefined })
      expect(status, `${method} ${url}`).toBe(404)
      expect(json.success).toBe(false)
    }
    expect(stateWithoutSessions()).toBe(before)
  })

  it('copes with odd ids in paths (encoded, very long, unicode)', async () => {
    for (const id of [encodeURIComponent('../../etc'), 'x'.repeat(5000), encodeURIComponent('蛋餅')]) {
      const { status, json } = await call('GET', `${SHOP}/product/${id}`)
      expect(status).toBe(404)
      expect(json.success).toBe(false)
    }
    for (const url of [`${SHOP}/product/%E0%A4%A`, 'http://localhost/__mock/uploads/%ZZ.png']) {
      expect(await call('GET', url)).toMatchObject({
        status: 400,
        json: { success: false, message: '請求網址格式錯誤' },
      })
    }
  })

  it('refuses a JSON body above the size limit with 413 before parsing it', async () => {
    const { status, json } = await call('POST', `${SHOP}/cart`, {
      body: { data: { product_id: CHEESE_CREPE, qty: 1, note: HUGE } },
    })
    expect(status).toBe(413)
    expect(json).toEqual({ success: false, message: '請求內容過大' })
  })
})
