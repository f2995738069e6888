import { Collection } from '@msw/data'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enablePersistence, getPersistenceStatus, hydrateDb, resetDb, shop } from '../../../mocks/db'
import { handleFirebaseAuthRequest } from '../../../mocks/firebase/identityToolkit'
import { resetMockDb } from '../../../mocks/node'
import { schemas } from '../../../mocks/records'
import { MESSAGES, OLD_STORAGE_KEYS, STORAGE_PREFIX } from '../../../mocks/rules'
import { SharedStore, store } from '../../../mocks/store'
import { ADMIN, SHOP, call, MemoryLocks, MemoryStorage, signIn } from './helpers'

/**
 * The in-browser fake's persistence, through the handlers: one adapter (mocks/store.ts) for the
 * course data and the fake Firebase accounts, one localStorage item per record.
 */

const CHEESE_CREPE = '-OBfast0000000000001'
const CLUB_SANDWICH = '-OBfast0000000000002'

beforeEach(async () => {
  enablePersistence(null)
  await resetMockDb()
})

afterEach(async () => {
  enablePersistence(null)
  await resetMockDb()
})

/** Connects the fake to `storage` as a page does at start, and loads. */
async function openPage(storage: MemoryStorage, locks: MemoryLocks | null = null): Promise<boolean> {
  store.connect(storage, locks)
  return hydrateDb('default')
}

describe('browser storage', () => {
  it('seeds and stores the shop on a first visit; a reload finds it', async () => {
    const storage = new MemoryStorage()
    expect(await openPage(storage)).toBe(false)
    expect(storage.getItem(`${STORAGE_PREFIX}breakfast/products/${CHEESE_CREPE}`)).toContain('起司蛋餅')
    expect(storage.getItem(`${STORAGE_PREFIX}firebase/accounts/bFastDemoMember000000000001`)).toContain(
      'demo@breakfast.test',
    )

    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 3 } } })
    // A reload: memory is gone (a fresh seed of another shop), storage stays.
    enablePersistence(null)
    await resetDb('empty-shop', { everything: true })
    expect(await openPage(storage)).toBe(true)
    expect(shop().products.count()).toBe(21)
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [{ qty: 3 }] })
  })

  it('stores what a request changed, not the whole database', async () => {
    const storage = new MemoryStorage()
    await openPage(storage)
    storage.writes.length = 0

    const added = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    const lineId = (added.json.data as { id: string }).id
    expect(storage.writes).toEqual([
      `${STORAGE_PREFIX}breakfast/cartLines/${lineId}`,
      `${STORAGE_PREFIX}meta`,
    ])

    storage.writes.length = 0
    await call('GET', `${SHOP}/products/all`)
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: 'nope', qty: 1 } } })
    expect(storage.writes).toEqual([])
  })

  it('keeps sessions, uploads and member accounts in the same storage', async () => {
    const storage = new MemoryStorage()
    await openPage(storage)
    const token = await signIn()
    const upload = new FormData()
    upload.append(
      'file-to-upload',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'a.png',
    )
    const imageUrl = String((await call('POST', `${ADMIN}/upload`, { token, body: upload })).json.imageUrl)
    await handleFirebaseAuthRequest({
      method: 'POST',
      url: new URL('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp'),
      bodyText: JSON.stringify({ email: 'kept@example.com', password: 'secret1', returnSecureToken: true }),
    })

    enablePersistence(null)
    await resetDb('empty-shop', { everything: true })
    await openPage(storage)
    expect((await call('GET', `${ADMIN}/products`, { token })).status).toBe(200)
    expect((await call('GET', imageUrl)).status).toBe(200)
    const keys = [...storage.items.keys()]
    expect(keys.filter((key) => key.startsWith(`${STORAGE_PREFIX}firebase/accounts/`))).toHaveLength(4)
  })

  it('removes the snapshots of earlier versions', async () => {
    const storage = new MemoryStorage()
    for (const key of OLD_STORAGE_KEYS) storage.setItem(key, '{"version":1}')
    enablePersistence(storage)
    await hydrateDb('default')
    for (const key of OLD_STORAGE_KEYS) expect(storage.getItem(key)).toBeNull()
  })

  it('writes a reset whole, so every tab shows the seed after it', async () => {
    const storage = new MemoryStorage()
    await openPage(storage)
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    await resetDb('empty-shop')
    const keys = [...storage.items.keys()]
    expect(keys.some((key) => key.includes('/cartLines/'))).toBe(false)
    expect(keys.some((key) => key.includes('/products/'))).toBe(false)
    expect(JSON.parse(storage.getItem(`${STORAGE_PREFIX}meta`) ?? '{}')).toMatchObject({ seed: 'empty-shop' })
  })

  it('answers a write the browser cannot store as a full disk: 507, nothing kept, and says so in /__mock/state', async () => {
    const storage = new MemoryStorage(20_000)
    await openPage(storage)
    const token = await signIn()
    const upload = new FormData()
    upload.append('file-to-upload', new Blob([new Uint8Array(50_000)], { type: 'image/png' }), 'big.png')
    const refused = await call('POST', `${ADMIN}/upload`, { token, body: upload })
    expect(refused.status).toBe(507)
    expect(refused.json).toEqual({ success: false, message: MESSAGES.storageRefused })
    expect(getPersistenceStatus()).toBe('refused')
    expect((await call('GET', 'http://127.0.0.1/__mock/state')).json).toMatchObject({
      persistence: 'refused',
      counts: { uploads: 0 },
    })
    // A write that fits is stored, and acknowledged.
    expect(
      (await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })).status,
    ).toBe(200)
    expect(getPersistenceStatus()).toBe('ok')
  })

  it('never acknowledges a cart line that a reload would lose', async () => {
    const storage = new MemoryStorage()
    await openPage(storage)
    storage.writesLeft = 0
    const added = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    expect(added.status).toBe(507)
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [], final_total: 0 })

    // An order from a cart that could be stored: refused whole, the cart is still there.
    storage.writesLeft = Infinity
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    storage.writesLeft = 0
    const order = await call('POST', `${SHOP}/order`, {
      body: { data: { user: { name: '王小明', email: 'a@b.tw', tel: '0912345678', address: '台北' } } },
    })
    expect(order.status).toBe(507)
    const before = (await call('GET', `${SHOP}/orders`)).json.orders as unknown[]
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [{ qty: 2 }] })

    // A reload finds exactly what was acknowledged.
    storage.writesLeft = Infinity
    enablePersistence(null)
    await resetDb('empty-shop', { everything: true })
    await openPage(storage)
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [{ qty: 2 }] })
    expect((await call('GET', `${SHOP}/orders`)).json.orders).toEqual(before)
  })

  it('refuses a member sign-up it cannot store', async () => {
    const storage = new MemoryStorage()
    await openPage(storage)
    storage.writesLeft = 0
    const answer = await handleFirebaseAuthRequest({
      method: 'POST',
      url: new URL('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake'),
      bodyText: JSON.stringify({
        email: 'new@breakfast.test',
        password: 'breakfast123',
        returnSecureToken: true,
      }),
    })
    expect(answer.status).toBe(503)
  })

  it('reports stored records it could not read, until a reset', async () => {
    const storage = new MemoryStorage()
    await openPage(storage)
    storage.setItem(`${STORAGE_PREFIX}breakfast/products/${CHEESE_CREPE}`, '1|{"title":')
    enablePersistence(null)
    await resetDb('empty-shop', { everything: true })
    await openPage(storage)
    expect((await call('GET', 'http://127.0.0.1/__mock/state')).json).toMatchObject({
      damaged: { records: 1, meta: false },
      counts: { products: 20 },
    })
    await call('POST', 'http://127.0.0.1/__mock/reset')
    expect((await call('GET', 'http://127.0.0.1/__mock/state')).json).toMatchObject({
      damaged: { records: 0, meta: false },
      counts: { products: 21 },
    })
  })
})

describe('a second tab', () => {
  it('sees the cart lines the other tab added, and neither tab loses one', async () => {
    const storage = new MemoryStorage()
    const locks = new MemoryLocks()
    await openPage(storage, locks)

    // The other tab: the same collections in its own memory, over the same storage and locks.
    const other = new SharedStore(STORAGE_PREFIX, 'breakfast-fake')
    const lines = new Collection({
      schema: schemas.cartLine,
      extensions: [other.track('breakfast/cartLines', 'id', schemas.keyed('id'))],
    })
    const products = new Collection({
      schema: schemas.product,
      extensions: [other.track('breakfast/products', 'id', schemas.keyed('id'))],
    })
    other.connect(storage, locks)

    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    await other.transaction('write', async () => {
      const product = products.findFirst((query) => query.where((p) => p.id === CLUB_SANDWICH))
      if (!product) throw new Error('the other tab did not load the products')
      await lines.create({ id: '-OBotherTab000000001', product_id: CLUB_SANDWICH, qty: 2, product })
    })
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })

    const cart = (await call('GET', `${SHOP}/cart`)).json.data as {
      carts: Array<{ product_id: string; qty: number }>
    }
    expect(cart.carts.map((line) => [line.product_id, line.qty])).toEqual([
      [CHEESE_CREPE, 2],
      [CLUB_SANDWICH, 2],
    ])
    expect(await other.transaction('read', () => lines.count())).toBe(2)
  })
})
