import { Collection } from '@msw/data'
import type { z } from 'zod'
import type { OrderUser } from '../src/api/types'
import { pushId, randomToken } from './ids'
import {
  accountSchema,
  cartLineSchema,
  couponSchema,
  isEnabled,
  orderSchema,
  productSchema,
  recordShapes,
  sessionSchema,
  sortKeysDeep,
  sumTotals,
  toOrderLine,
  uploadSchema,
  type AccountRecord,
  type CartLineRecord,
  type CouponRecord,
  type OrderLineRecord,
  type OrderRecord,
  type ProductRecord,
  type SessionRecord,
  type UploadRecord,
} from './records'
import { ADMIN_ACCOUNT, SNAPSHOT_STORAGE_KEY, TOKEN_LIFETIME_MS, nowSeconds } from './rules'
import { buildSeed, isSeedName, type SeedName } from './seed'

/**
 * The fake's data: @msw/data collections (validated by the zod schemas of records.ts) with an
 * id → record map beside each, so lookups stay O(1) with 10,000 products (scripts/bench-mock.ts).
 *
 * Every write goes through a Table so the map, the collection and a version counter (used to
 * cache sorted lists) never disagree. Handlers run one at a time (withDbLock) and validate their
 * input completely before calling a write here, so no request leaves half-written data.
 */

export class StoreError extends Error {}

class Table<T extends Record<string, unknown>> {
  readonly collection: Collection<z.ZodType<T, T>>
  #byKey = new Map<string, T>()
  #version = 0

  constructor(
    readonly name: string,
    readonly schema: z.ZodType<T, T>,
    readonly key: keyof T & string,
    /** The same rules without transforms, for check() (the collection still runs `schema`). */
    readonly checkSchema: z.ZodType = schema,
  ) {
    this.collection = new Collection({ schema })
  }

  /** Bumped on every write; lets readers cache derived lists. */
  get version(): number {
    return this.#version
  }

  /** Records in insertion order. Treat them as read-only: copy before changing anything. */
  all(): readonly T[] {
    return this.collection.all()
  }

  count(): number {
    return this.collection.count()
  }

  get(key: string): T | undefined {
    return this.#byKey.get(key)
  }

  /** Parses without touching the collection (and without @msw/data's console output). */
  check(value: unknown): value is T {
    return this.checkSchema.safeParse(value).success
  }

  async insert(value: T): Promise<T> {
    const keyValue = value[this.key]
    if (typeof keyValue !== 'string' || this.#byKey.has(keyValue)) {
      throw new StoreError(`${this.name}: missing or duplicate key ${String(keyValue)}`)
    }
    if (!this.check(value)) throw new StoreError(`${this.name}: record does not match the schema`)
    const record = await this.collection.create(value)
    this.#byKey.set(keyValue, record)
    this.#version++
    return record
  }

  /** Replaces the stored record with `next` (same key), keeping its place in the collection. */
  async replace(next: T): Promise<T> {
    const keyValue = String(next[this.key])
    const previous = this.#byKey.get(keyValue)
    if (!previous) throw new StoreError(`${this.name}: no record ${keyValue}`)
    if (!this.check(next)) throw new StoreError(`${this.name}: record does not match the schema`)
    const updated = await this.collection.update(previous as Parameters<typeof this.collection.update>[0], {
      data(draft) {
        const target = draft as Record<string, unknown>
        for (const key of Object.keys(target)) if (!(key in next)) delete target[key]
        Object.assign(target, next)
      },
    })
    if (!updated) throw new StoreError(`${this.name}: update of ${keyValue} failed`)
    this.#byKey.set(keyValue, updated)
    this.#version++
    return updated
  }

  remove(key: string): T | undefined {
    const record = this.#byKey.get(key)
    if (!record) return undefined
    this.collection.delete(record as Parameters<typeof this.collection.delete>[0])
    this.#byKey.delete(key)
    this.#version++
    return record
  }

  clear(): void {
    this.collection.clear()
    this.#byKey.clear()
    this.#version++
  }
}

export const db = {
  products: new Table<ProductRecord>('products', productSchema, 'id', recordShapes.product),
  cartLines: new Table<CartLineRecord>('cartLines', cartLineSchema, 'id', recordShapes.cartLine),
  coupons: new Table<CouponRecord>('coupons', couponSchema, 'id', recordShapes.coupon),
  orders: new Table<OrderRecord>('orders', orderSchema, 'id', recordShapes.order),
  accounts: new Table<AccountRecord>('accounts', accountSchema, 'uid'),
  sessions: new Table<SessionRecord>('sessions', sessionSchema, 'token'),
  uploads: new Table<UploadRecord>('uploads', uploadSchema, 'id'),
}

// ---- One request at a time -------------------------------------------------------------------

let queue: Promise<unknown> = Promise.resolve()

/** Runs `work` after every earlier piece of work has finished (handlers, resets, seeding). */
export function withDbLock<R>(work: () => Promise<R> | R): Promise<R> {
  const result = queue.then(work, work)
  queue = result.catch(() => undefined)
  return result
}

// ---- Start-up, reset, persistence ------------------------------------------------------------

/** A minimal localStorage. */
export interface SnapshotStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

let storage: SnapshotStorage | null = null
let ready: Promise<void> | null = null
let currentSeed: SeedName = 'default'
/** 'ok', 'without-uploads' (files too big for the quota) or 'memory-only' (nothing fits). */
let persistenceStatus: 'off' | 'ok' | 'without-uploads' | 'memory-only' = 'off'

/** Browser only: save a snapshot after every write and hydrate from it at start. */
export function enablePersistence(target: SnapshotStorage | null): void {
  storage = target
  persistenceStatus = target ? 'ok' : 'off'
}

export function getPersistenceStatus(): typeof persistenceStatus {
  return persistenceStatus
}

/** Resolves once the data exists; the first call seeds the default shop. */
export function ensureDb(): Promise<void> {
  ready ??= withDbLock(() => loadSeed('default'))
  return ready
}

async function loadSeed(seed: SeedName): Promise<void> {
  currentSeed = seed
  const data = buildSeed(seed)
  db.products.clear()
  db.cartLines.clear()
  db.coupons.clear()
  db.orders.clear()
  for (const product of data.products) await db.products.insert(product)
  for (const coupon of data.coupons) await db.coupons.insert(coupon)
  for (const order of data.orders) await db.orders.insert(order)
  await ensureAccounts()
}

/** The admin account comes from rules (and env), never from a snapshot. */
async function ensureAccounts(): Promise<void> {
  if (!db.accounts.get(ADMIN_ACCOUNT.uid)) await db.accounts.insert({ ...ADMIN_ACCOUNT })
}

/**
 * Back to a seed (default: the default shop): products, coupons, orders and the cart are
 * replaced; admin sessions and uploaded files survive so a signed-in admin stays signed in.
 * Pass `{ sessions: true }` to drop sessions and uploads too (what tests want).
 */
export function resetDb(seed: SeedName = 'default', options: { everything?: boolean } = {}): Promise<void> {
  // Untyped callers (story parameters, JSON) may pass a behaviour-only scenario name: its data is the default shop.
  const dataSet: SeedName = isSeedName(seed) ? seed : 'default'
  const work = withDbLock(async () => {
    await loadSeed(dataSet)
    if (options.everything) {
      db.sessions.clear()
      db.uploads.clear()
    }
    saveSnapshot()
  })
  ready = work
  return work
}

export function getCurrentSeed(): SeedName {
  return currentSeed
}

interface DbSnapshot {
  version: 1
  savedAt: number
  seed: SeedName
  products: readonly unknown[]
  coupons: readonly unknown[]
  cartLines: readonly unknown[]
  orders: readonly unknown[]
  sessions: readonly unknown[]
  uploads: readonly unknown[]
}

export function exportSnapshot(options: { withUploads?: boolean } = {}): DbSnapshot {
  return {
    version: 1,
    savedAt: Date.now(),
    seed: currentSeed,
    products: db.products.all(),
    coupons: db.coupons.all(),
    cartLines: db.cartLines.all(),
    orders: db.orders.all(),
    sessions: db.sessions.all(),
    uploads: options.withUploads === false ? [] : db.uploads.all(),
  }
}

/** Writes the snapshot; on a quota error retries without uploaded files, then gives up quietly. */
export function saveSnapshot(): void {
  if (!storage) return
  for (const withUploads of [true, false]) {
    try {
      storage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify(exportSnapshot({ withUploads })))
      persistenceStatus = withUploads ? 'ok' : 'without-uploads'
      return
    } catch {
      // Quota exceeded (or storage disabled): try the smaller form, then keep working in memory.
    }
  }
  persistenceStatus = 'memory-only'
}

export function clearSnapshot(): void {
  try {
    storage?.removeItem(SNAPSHOT_STORAGE_KEY)
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

function readSnapshot(): DbSnapshot | null {
  if (!storage) return null
  let text: string | null
  try {
    text = storage.getItem(SNAPSHOT_STORAGE_KEY)
  } catch {
    return null
  }
  if (!text) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const candidate = parsed as Partial<Record<keyof DbSnapshot, unknown>>
  if (candidate.version !== 1) return null
  const lists = ['products', 'coupons', 'cartLines', 'orders', 'sessions', 'uploads'] as const
  if (!lists.every((name) => Array.isArray(candidate[name]))) return null
  return candidate as DbSnapshot
}

/**
 * Loads the saved snapshot if there is a valid one (returns true); otherwise seeds `fallback`
 * (returns false). A snapshot with any record that does not fit the schemas is ignored whole.
 */
export function hydrateDb(fallback: SeedName = 'default'): Promise<boolean> {
  const work = withDbLock(async () => {
    const snapshot = readSnapshot()
    const valid =
      snapshot !== null &&
      snapshot.products.every((r) => db.products.check(r)) &&
      snapshot.coupons.every((r) => db.coupons.check(r)) &&
      snapshot.cartLines.every((r) => db.cartLines.check(r)) &&
      snapshot.orders.every((r) => db.orders.check(r)) &&
      snapshot.sessions.every((r) => db.sessions.check(r)) &&
      snapshot.uploads.every((r) => db.uploads.check(r))
    if (!snapshot || !valid) {
      await loadSeed(fallback)
      saveSnapshot()
      return false
    }
    for (const table of Object.values(db)) table.clear()
    currentSeed = isSeedName(snapshot.seed) ? snapshot.seed : fallback
    for (const r of snapshot.products as ProductRecord[]) await db.products.insert(r)
    for (const r of snapshot.coupons as CouponRecord[]) await db.coupons.insert(r)
    for (const r of snapshot.cartLines as CartLineRecord[]) await db.cartLines.insert(r)
    for (const r of snapshot.orders as OrderRecord[]) await db.orders.insert(r)
    for (const r of snapshot.sessions as SessionRecord[]) await db.sessions.insert(r)
    for (const r of snapshot.uploads as UploadRecord[]) await db.uploads.insert(r)
    await ensureAccounts()
    return true
  })
  ready = work.then(() => undefined)
  return work
}

// ---- Reads shared by the handlers ------------------------------------------------------------

let enabledCache: { version: number; list: readonly ProductRecord[] } | null = null
let newestFirstCache: { version: number; list: readonly OrderRecord[] } | null = null

/** Products in creation order; customers see enabled ones only. */
export function listProducts(options: { enabledOnly: boolean; category?: string }): readonly ProductRecord[] {
  let list: readonly ProductRecord[]
  if (options.enabledOnly) {
    if (enabledCache?.version !== db.products.version) {
      enabledCache = {
        version: db.products.version,
        list: db.products.all().filter((p) => isEnabled(p.is_enabled)),
      }
    }
    list = enabledCache.list
  } else {
    list = db.products.all()
  }
  return options.category ? list.filter((p) => p.category === options.category) : list
}

/** Orders newest first (§4.7), ties broken by id (push ids are time-ordered). */
export function ordersNewestFirst(): readonly OrderRecord[] {
  if (newestFirstCache?.version !== db.orders.version) {
    const list = [...db.orders.all()].sort((a, b) =>
      b.create_at !== a.create_at ? b.create_at - a.create_at : b.id < a.id ? -1 : b.id > a.id ? 1 : 0,
    )
    newestFirstCache = { version: db.orders.version, list }
  }
  return newestFirstCache.list
}

export function cartLinesWithTotals(): OrderLineRecord[] {
  return db.cartLines.all().map(toOrderLine)
}

export function cartView(): { carts: OrderLineRecord[]; total: number; final_total: number } {
  const carts = cartLinesWithTotals()
  return { carts, ...sumTotals(carts) }
}

/** The session behind a raw token, if it exists and has not expired. */
export function findSession(token: string): SessionRecord | undefined {
  const session = db.sessions.get(token)
  return session && session.expired > Date.now() ? session : undefined
}

// ---- Writes shared by handlers and seeding helpers -------------------------------------------

/** Adds `qty` of a product: a new line, or more of the line already holding it. */
export async function addToCart(
  product: ProductRecord,
  qty: number,
  merge: boolean,
): Promise<CartLineRecord> {
  const existing = merge ? db.cartLines.all().find((line) => line.product_id === product.id) : undefined
  if (existing) return db.cartLines.replace({ ...existing, qty: existing.qty + qty })
  return db.cartLines.insert(sortKeysDeep({ id: pushId(), product_id: product.id, qty, product }))
}

/** Copies the cart into a new order, empties the cart and returns the order (§5.10). */
export async function placeOrder(
  fields: Record<string, unknown>,
  user: OrderRecord['user'],
): Promise<OrderRecord> {
  const lines = cartLinesWithTotals()
  if (lines.length === 0) throw new StoreError('orders: the cart is empty')
  // The server decides payment; everything else extra is stored as sent.
  const { paid_date: _paidDate, ...extra } = fields
  const order: OrderRecord = sortKeysDeep({
    ...extra,
    id: pushId(),
    create_at: nowSeconds(),
    is_paid: false,
    products: Object.fromEntries(lines.map((line) => [line.id, line])),
    total: sumTotals(lines).final_total,
    user,
  })
  const stored = await db.orders.insert(order)
  db.cartLines.clear()
  return stored
}

// ---- Seeding helpers (tests, stories, Pact provider states) ----------------------------------

/** Stores a product; anything not given gets a plausible default. */
export function seedProduct(partial: Partial<ProductRecord> = {}): Promise<ProductRecord> {
  return withDbLock(async () => {
    await readyOrSeed()
    const product = await db.products.insert(
      sortKeysDeep({
        title: '測試火腿蛋吐司',
        category: '吐司與三明治',
        unit: '份',
        origin_price: 60,
        price: 50,
        description: '測試用商品',
        content: '吐司 ×2、火腿 ×1、雞蛋 ×1',
        is_enabled: 1,
        imageUrl: '',
        imagesUrl: [],
        ...partial,
        id: partial.id ?? pushId(),
      }),
    )
    saveSnapshot()
    return product
  })
}

/** Stores a coupon (default: usable for 30 more days, 80 %). */
export function seedCoupon(partial: Partial<CouponRecord> = {}): Promise<CouponRecord> {
  return withDbLock(async () => {
    await readyOrSeed()
    const coupon = await db.coupons.insert(
      sortKeysDeep({
        title: '測試優惠券',
        code: `TEST${db.coupons.count() + 1}`,
        percent: 80,
        due_date: nowSeconds() + 30 * 24 * 60 * 60,
        is_enabled: 1,
        ...partial,
        id: partial.id ?? pushId(),
      }),
    )
    saveSnapshot()
    return coupon
  })
}

/** Puts `qty` of an existing product in the shared cart (merging like the API does). */
export function seedCartLine(productId: string, qty = 1): Promise<CartLineRecord> {
  return withDbLock(async () => {
    await readyOrSeed()
    const product = db.products.get(productId)
    if (!product) throw new StoreError(`seedCartLine: no product ${productId}`)
    const line = await addToCart(product, qty, true)
    saveSnapshot()
    return line
  })
}

export interface SeedOrderOptions {
  /** Default: one of the first enabled product. */
  lines?: Array<{ productId: string; qty: number }>
  user?: Partial<OrderUser>
  message?: string
  is_paid?: boolean
  paid_date?: number
  create_at?: number
  id?: string
  /** Extra keys stored as sent (e.g. shippingWay). */
  extra?: Record<string, unknown>
}

/** Stores an order built from existing products, without touching the cart. */
export function seedOrder(options: SeedOrderOptions = {}): Promise<OrderRecord> {
  return withDbLock(async () => {
    await readyOrSeed()
    const firstEnabled = db.products.all().find((p) => isEnabled(p.is_enabled))
    const wanted = options.lines ?? (firstEnabled ? [{ productId: firstEnabled.id, qty: 1 }] : [])
    const lines = wanted.map(({ productId, qty }) => {
      const product = db.products.get(productId)
      if (!product) throw new StoreError(`seedOrder: no product ${productId}`)
      return toOrderLine({ id: pushId(), product_id: productId, qty, product })
    })
    if (lines.length === 0) throw new StoreError('seedOrder: no products to order')
    const create_at = options.create_at ?? nowSeconds()
    const order = await db.orders.insert(
      sortKeysDeep({
        ...options.extra,
        id: options.id ?? pushId(),
        create_at,
        is_paid: options.is_paid ?? false,
        ...(options.is_paid ? { paid_date: options.paid_date ?? create_at } : {}),
        ...(options.message !== undefined ? { message: options.message } : {}),
        products: Object.fromEntries(lines.map((line) => [line.id, line])),
        total: sumTotals(lines).final_total,
        user: {
          name: '王大明',
          email: 'daming.wang@example.com',
          tel: '0912000111',
          address: '台北市中正區重慶南路一段 122 號',
          ...options.user,
        },
      }),
    )
    saveSnapshot()
    return order
  })
}

/**
 * Signs the admin in without a request and returns the raw token (for the Authorization header).
 * `apiPath` other than the shop's makes an account owning that path (its token gets 403 here);
 * `expired` (ms) in the past makes an expired token (401).
 */
export function createAdminSession(options: { apiPath?: string; expired?: number } = {}): Promise<string> {
  return withDbLock(async () => {
    await ensureAccounts()
    let account: AccountRecord = ADMIN_ACCOUNT
    if (options.apiPath && options.apiPath !== ADMIN_ACCOUNT.apiPath) {
      const uid = `other${options.apiPath}`
        .replace(/[^A-Za-z0-9]/g, '')
        .padEnd(28, '0')
        .slice(0, 28)
      account =
        db.accounts.get(uid) ??
        (await db.accounts.insert({
          uid,
          username: `owner@${options.apiPath}.test`,
          password: randomToken(16),
          apiPath: options.apiPath,
        }))
    }
    const session = await startSession(account.uid, options.expired)
    saveSnapshot()
    return session.token
  })
}

/** A new session for an account: a JWT-looking opaque token (§1.3: clients never decode it). */
export async function startSession(
  uid: string,
  expired: number = Date.now() + TOKEN_LIFETIME_MS,
): Promise<SessionRecord> {
  const header = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImZha2UtYnJlYWtmYXN0In0'
  const payload = base64Url(JSON.stringify({ uid, iat: nowSeconds(), exp: Math.floor(expired / 1000) }))
  const token = `${header}.${payload}.${randomToken(43)}`
  return db.sessions.insert({ token, uid, expired })
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Inside a locked helper: seed the default shop if nothing has been loaded yet. */
async function readyOrSeed(): Promise<void> {
  if (ready === null) {
    ready = Promise.resolve()
    await loadSeed('default')
  }
}

/** Counts for GET /__mock/state. */
export function dbCounts(): Record<string, number> {
  return Object.fromEntries(Object.entries(db).map(([name, table]) => [name, table.count()]))
}
