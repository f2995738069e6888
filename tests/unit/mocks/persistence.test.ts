import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  db,
  enablePersistence,
  exportSnapshot,
  getPersistenceStatus,
  hydrateDb,
  resetDb,
  type SnapshotStorage,
} from '../../../mocks/db'
import { resetMockDb } from '../../../mocks/node'
import { SNAPSHOT_STORAGE_KEY } from '../../../mocks/rules'
import { ADMIN, SHOP, call, signIn } from './helpers'

/** An in-memory localStorage that can refuse values above a size, like a full quota. */
class MemoryStorage implements SnapshotStorage {
  readonly items = new Map<string, string>()
  constructor(private readonly quota = Infinity) {}
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

const CHEESE_CREPE = '-OBfast0000000000001'

beforeEach(async () => {
  enablePersistence(null)
  await resetMockDb()
})

afterEach(() => {
  enablePersistence(null)
})

describe('browser snapshot', () => {
  it('is written after every successful write, not after reads or failures', async () => {
    const storage = new MemoryStorage()
    enablePersistence(storage)
    await call('GET', `${SHOP}/products/all`)
    expect(storage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull()
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: 'nope', qty: 1 } } })
    expect(storage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull()

    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 2 } } })
    const saved = JSON.parse(storage.getItem(SNAPSHOT_STORAGE_KEY) ?? '{}') as { cartLines: unknown[] }
    expect(saved.cartLines).toHaveLength(1)
  })

  it('survives a "reload": hydrating brings back the cart, orders, sessions and uploads', async () => {
    const storage = new MemoryStorage()
    enablePersistence(storage)
    const token = await signIn()
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 3 } } })
    const upload = new FormData()
    upload.append(
      'file-to-upload',
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      'a.png',
    )
    const imageUrl = String((await call('POST', `${ADMIN}/upload`, { token, body: upload })).json.imageUrl)
    const before = JSON.stringify(exportSnapshot())

    // Simulate a fresh page: wipe memory (without saving), then hydrate from storage.
    enablePersistence(null)
    await resetDb('empty-shop', { everything: true })
    expect(db.products.count()).toBe(0)
    enablePersistence(storage)
    expect(await hydrateDb()).toBe(true)

    const after = exportSnapshot()
    expect(JSON.stringify({ ...after, savedAt: 0 })).toBe(
      JSON.stringify({ ...JSON.parse(before), savedAt: 0 }),
    )
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [{ qty: 3 }] })
    expect((await call('GET', `${ADMIN}/products`, { token })).status).toBe(200)
    expect((await call('GET', imageUrl)).status).toBe(200)
  })

  it('falls back to the seed when the snapshot is missing, corrupt or from another version', async () => {
    for (const text of [
      null,
      '{not json',
      JSON.stringify({ version: 2 }),
      JSON.stringify({ version: 1, products: [{ id: 1 }] }),
    ]) {
      enablePersistence(null)
      await resetDb('empty-shop')
      const storage = new MemoryStorage()
      if (text !== null) storage.items.set(SNAPSHOT_STORAGE_KEY, text)
      enablePersistence(storage)
      expect(await hydrateDb('default')).toBe(false)
      expect(db.products.count()).toBe(21)
      expect(db.orders.count()).toBe(14)
    }
  })

  it('keeps working in memory when the quota is exceeded, dropping uploaded files first', async () => {
    const token = await signIn()
    const size = JSON.stringify(exportSnapshot()).length
    const storage = new MemoryStorage(size + 5_000)
    enablePersistence(storage)

    const upload = new FormData()
    upload.append('file-to-upload', new Blob([new Uint8Array(20_000)], { type: 'image/png' }), 'big.png')
    expect((await call('POST', `${ADMIN}/upload`, { token, body: upload })).status).toBe(200)
    expect(getPersistenceStatus()).toBe('without-uploads')

    const tiny = new MemoryStorage(10)
    enablePersistence(tiny)
    const added = await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    expect(added.status).toBe(200)
    expect(getPersistenceStatus()).toBe('memory-only')
    expect((await call('GET', `${SHOP}/cart`)).json.data).toMatchObject({ carts: [{ qty: 1 }] })
  })
})

describe('reset', () => {
  it('returns to the seed: products, coupons, orders, empty cart', async () => {
    const token = await signIn()
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    await call('DELETE', `${ADMIN}/orders/all`, { token })
    await call('DELETE', `${ADMIN}/product/${CHEESE_CREPE}`, { token })
    await resetDb()
    expect(db.products.count()).toBe(21)
    expect(db.orders.count()).toBe(14)
    expect(db.coupons.count()).toBe(4)
    expect(db.cartLines.count()).toBe(0)
    // A plain reset keeps the admin signed in; resetMockDb() starts from nothing.
    expect((await call('GET', `${ADMIN}/orders`, { token })).status).toBe(200)
    await resetMockDb()
    expect((await call('GET', `${ADMIN}/orders`, { token })).status).toBe(401)
  })

  it('writes the seed into the snapshot so a reload after a reset shows the seed', async () => {
    const storage = new MemoryStorage()
    enablePersistence(storage)
    await call('POST', `${SHOP}/cart`, { body: { data: { product_id: CHEESE_CREPE, qty: 1 } } })
    await resetDb()
    const saved = JSON.parse(storage.getItem(SNAPSHOT_STORAGE_KEY) ?? '{}') as {
      cartLines: unknown[]
      products: unknown[]
    }
    expect(saved.cartLines).toEqual([])
    expect(saved.products).toHaveLength(21)
  })
})
