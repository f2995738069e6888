import { Query, type Collection } from '@msw/data'
import { sumTotals } from '../src/api/cart'
import type { OrderUser } from '../src/api/types'
import { saveState, seedAuthState } from './firebase/accounts'
import { pushId, randomToken } from './ids'
import {
  isEnabled,
  orderContents,
  orderTime,
  schemas,
  toOrderLine,
  type AccountRecord,
  type ArticleRecord,
  type CartLineRecord,
  type CouponRecord,
  type OrderLineRecord,
  type OrderRecord,
  type ProductRecord,
  type RecordSchema,
  type SessionRecord,
  type UploadRecord,
} from './records'
import {
  ADMIN_ACCOUNT,
  CART_LINE_PRODUCTS,
  OLD_STORAGE_KEYS,
  SHOP_PATH,
  TOKEN_LIFETIME_MS,
  nowSeconds,
} from './rules'
import { buildSeed, isSeedName, type SeedData, type SeedName } from './seed'
import { betweenRecords } from './slices'
import {
  collection,
  emptyCollection,
  replaceRecord,
  store,
  webLocks,
  type AnyCollection,
  type KeyValueStorage,
} from './store'

/**
 * The fake's data: @msw/data collections, read with the library's queries and written through its
 * create/update/delete, kept by the store (store.ts: persistence, cross-tab turns).
 *
 * Every shop path the fake hosts has its own products, cart, coupons, orders and articles (§1.1:
 * all data is partitioned by api_path); admin accounts, sessions and uploads are shared. Handlers
 * run one at a time inside store transactions and validate their input completely before calling
 * a write here, so no request leaves half-written data.
 */

type Of<T> = Collection<RecordSchema<T>>

export interface Shop {
  path: string
  products: Of<ProductRecord>
  cartLines: Of<CartLineRecord>
  coupons: Of<CouponRecord>
  orders: Of<OrderRecord>
  articles: Of<ArticleRecord>
}

export const db = {
  /** Admin accounts other than the fake's own (ADMIN_ACCOUNT, configuration): other shops' owners. */
  accounts: collection<AccountRecord>('accounts', 'uid', schemas.account),
  sessions: collection<SessionRecord>('sessions', 'token', schemas.session),
  uploads: collection<UploadRecord>('uploads', 'id', schemas.upload),
}

const shops = new Map<string, Shop>()

function createShop(path: string): Shop {
  const shop: Shop = {
    path,
    products: collection(`${path}/products`, 'id', schemas.product),
    cartLines: collection(`${path}/cartLines`, 'id', schemas.cartLine),
    coupons: collection(`${path}/coupons`, 'id', schemas.coupon),
    orders: collection(`${path}/orders`, 'id', schemas.order),
    articles: collection(`${path}/articles`, 'id', schemas.article),
  }
  shops.set(path, shop)
  return shop
}

createShop(SHOP_PATH)

function shopCollections(shop: Shop): AnyCollection[] {
  return [
    shop.products,
    shop.cartLines,
    shop.coupons,
    shop.orders,
    shop.articles,
  ] as unknown as AnyCollection[]
}

/** The data of a hosted shop path (the app's by default). */
export function shop(path: string = SHOP_PATH): Shop {
  const found = shops.get(path)
  if (!found) throw new Error(`The fake does not host the shop path "${path}"`)
  return found
}

/** The hosted shop at `path`, if any (routes answer 404 for the others). */
export function findShop(path: string): Shop | undefined {
  return shops.get(path)
}

export function hostedShopPaths(): string[] {
  return [...shops.keys()]
}

/** Hosts one more shop path, seeded like the others (mock:server's `--shop-path`). */
export async function hostShop(path: string): Promise<Shop> {
  const existing = shops.get(path)
  if (existing) return existing
  const added = createShop(path)
  if (store.loaded) {
    const seed = getCurrentSeed()
    await store.transaction('write', () => fillShop(added, buildSeed(seed)))
  }
  return added
}

// ---- Start-up, reset, persistence ------------------------------------------------------------

let fallbackSeed: SeedName = 'default'

store.onEmpty = async () => {
  await loadSeed(fallbackSeed)
  await saveState(seedAuthState())
}

/** Creates the records one by one, giving way to the page between them in the browser. */
async function createEach<R>(records: { create(record: R): Promise<unknown> }, items: readonly R[]) {
  for (const item of items) {
    await records.create(item)
    await betweenRecords()
  }
}

async function fillShop(target: Shop, data: SeedData): Promise<void> {
  for (const records of shopCollections(target)) emptyCollection(records)
  await createEach(target.products, data.products)
  await createEach(target.coupons, data.coupons)
  await createEach(target.orders, data.orders)
  await createEach(target.articles, data.articles)
}

async function loadSeed(seed: SeedName): Promise<void> {
  store.seed = seed
  const data = buildSeed(seed)
  for (const hosted of shops.values()) await fillShop(hosted, data)
}

export function getCurrentSeed(): SeedName {
  return isSeedName(store.seed) ? store.seed : 'default'
}

/**
 * Browser only: keep the data in `storage` (localStorage), taking turns with other tabs through
 * the Web Locks API. Snapshots of earlier versions of the fake are removed.
 */
export function enablePersistence(target: KeyValueStorage | null): void {
  for (const key of OLD_STORAGE_KEYS) {
    try {
      target?.removeItem(key)
    } catch {
      // Storage refused: nothing to clean.
    }
  }
  store.connect(target, target ? webLocks() : null)
}

export function getPersistenceStatus(): typeof store.status {
  return store.status
}

/**
 * Loads the stored data (returns true), or, when there is none, seeds `fallback` and stores it
 * (returns false).
 */
export async function hydrateDb(fallback: SeedName = 'default'): Promise<boolean> {
  fallbackSeed = fallback
  const found = store.hasStoredData()
  await store.transaction('read', () => undefined)
  return found
}

/**
 * Back to a seed (default: the default shop) in every hosted shop: products, coupons, orders,
 * articles and the cart are replaced; admin sessions and uploaded files survive so a signed-in
 * admin stays signed in. Pass `{ everything: true }` to drop sessions and uploads too and put the
 * fake Firebase's members back to its seed (tests, Pact states: every test starts from the same).
 */
export function resetDb(seed: SeedName = 'default', options: { everything?: boolean } = {}): Promise<void> {
  // Untyped callers (story parameters, JSON) may pass a behaviour-only scenario name: its data is the default shop.
  const dataSet: SeedName = isSeedName(seed) ? seed : 'default'
  return store.transaction('write', async () => {
    await loadSeed(dataSet)
    if (options.everything) {
      for (const records of [db.accounts, db.sessions, db.uploads] as unknown as AnyCollection[])
        emptyCollection(records)
      await saveState(seedAuthState())
    }
    store.rewriteAll()
    store.forgetDamage()
  })
}

// ---- Reads shared by the handlers ------------------------------------------------------------

/**
 * The first record `test` accepts. A Query built from a plain predicate tests each record with one
 * call; `query.where(…)` wraps it in a combinator that allocates per record, which shows with
 * 10,000 products (scripts/bench-mock.ts).
 */
export function findWhere<T>(records: Of<T>, test: (record: T) => boolean): T | undefined {
  return records.findFirst(new Query<T>(test))
}

/** The record whose `id` is `id`. */
export function byId<T extends { id: string }>(records: Of<T>, id: string): T | undefined {
  return findWhere(records, (record) => record.id === id)
}

/** A list derived from a collection, computed again only after the collection changes. */
function memo<T, R>(records: Of<T>, compute: () => R): R {
  const version = store.changes(records)
  const cached = memos.get(records)
  if (cached && cached.version === version) return cached.value as R
  const value = compute()
  memos.set(records, { version, value })
  return value
}
const memos = new WeakMap<object, { version: number; value: unknown }>()

/** Products in creation order; customers see enabled ones only. */
export function listProducts(
  target: Shop,
  options: { enabledOnly: boolean; category?: string },
): readonly ProductRecord[] {
  const { category } = options
  if (options.enabledOnly) {
    const enabled = memo(target.products, () =>
      target.products.findMany(new Query<ProductRecord>((product) => isEnabled(product.is_enabled))),
    )
    return category ? enabled.filter((product) => product.category === category) : enabled
  }
  if (!category) return target.products.all()
  return target.products.findMany(new Query<ProductRecord>((product) => product.category === category))
}

/** Newest first by a numeric `create_at` (§4.7; anything else counts as 0), ties by id. */
function newestFirst<T extends { id: string }>(time: (record: T) => number) {
  return (a: T, b: T) => time(b) - time(a) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0)
}

export function ordersNewestFirst(target: Shop): readonly OrderRecord[] {
  return memo(target.orders, () => [...target.orders.all()].sort(newestFirst(orderTime)))
}

/** Articles newest first (rules: ARTICLES_NEWEST_FIRST); customers see public ones only. */
export function listArticles(target: Shop, options: { publicOnly: boolean }): readonly ArticleRecord[] {
  const time = (article: ArticleRecord) =>
    typeof article.create_at === 'number' && Number.isFinite(article.create_at) ? article.create_at : 0
  const all = memo(target.articles, () => [...target.articles.all()].sort(newestFirst(time)))
  return options.publicOnly ? all.filter((article) => isEnabled(article.isPublic)) : all
}

let cartLineProducts: 'snapshot' | 'live' = CART_LINE_PRODUCTS

/** What a cart line's `product` is from now on (rules: CART_LINE_PRODUCTS; the scenarios set it). */
export function setCartLineProducts(mode: 'snapshot' | 'live'): void {
  cartLineProducts = mode
}

/**
 * The cart's lines as the API shows and orders them: each with the product it was added with, or,
 * when cart lines are live (rules: CART_LINE_PRODUCTS), the product as it is now (a deleted one
 * keeps its copy).
 */
export function cartLines(target: Shop): CartLineRecord[] {
  const lines = target.cartLines.all()
  if (cartLineProducts === 'snapshot') return [...lines]
  return lines.map((line) => {
    const product = byId(target.products, line.product_id)
    return product ? { ...line, product } : line
  })
}

export function cartView(target: Shop): { carts: OrderLineRecord[]; total: number; final_total: number } {
  const carts = cartLines(target).map(toOrderLine)
  return { carts, ...sumTotals(carts) }
}

/** The session behind a raw token, if it exists and has not expired. */
export function findSession(token: string): SessionRecord | undefined {
  if (!token) return undefined
  const session = findWhere(db.sessions, (record) => record.token === token)
  return session && session.expired > Date.now() ? session : undefined
}

/** The admin account behind a session: the fake's own admin, or another shop's owner. */
export function findAccount(uid: string): AccountRecord | undefined {
  if (uid === ADMIN_ACCOUNT.uid) return { ...ADMIN_ACCOUNT, apiPaths: hostedShopPaths() }
  return findWhere(db.accounts, (account) => account.uid === uid)
}

/** Every admin account, the fake's own first (sign-in looks them up by username). */
export function allAccounts(): AccountRecord[] {
  return [{ ...ADMIN_ACCOUNT, apiPaths: hostedShopPaths() }, ...db.accounts.all()]
}

// ---- Writes shared by handlers and seeding helpers -------------------------------------------

/** Adds `qty` of a product: a new line, or more of the line already holding it. */
export async function addToCart(
  target: Shop,
  product: ProductRecord,
  qty: number,
  merge: boolean,
): Promise<CartLineRecord> {
  const existing = merge ? findWhere(target.cartLines, (line) => line.product_id === product.id) : undefined
  if (existing) return replaceRecord(target.cartLines, existing, { ...existing, qty: existing.qty + qty })
  return target.cartLines.create({ id: pushId(), product_id: product.id, qty, product })
}

/** Copies the cart into a new order, empties the cart and returns the order (§5.10). */
export async function placeOrder(
  target: Shop,
  fields: Record<string, unknown>,
  user: OrderRecord['user'],
): Promise<OrderRecord> {
  const lines = cartLines(target).map(toOrderLine)
  if (lines.length === 0) throw new Error('orders: the cart is empty')
  // The server decides payment; everything else extra is stored as sent.
  const { paid_date: _paidDate, ...extra } = fields
  const order = await target.orders.create({
    ...extra,
    id: pushId(),
    create_at: nowSeconds(),
    is_paid: false,
    ...orderContents(lines),
    user,
  })
  emptyCollection(target.cartLines as unknown as AnyCollection)
  return order
}

/** A new session for an account: a JWT-looking opaque token (§1.3: clients never decode it). */
export function startSession(
  uid: string,
  expired: number = Date.now() + TOKEN_LIFETIME_MS,
): Promise<SessionRecord> {
  const header = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImZha2UtYnJlYWtmYXN0In0'
  const payload = base64Url(JSON.stringify({ uid, iat: nowSeconds(), exp: Math.floor(expired / 1000) }))
  const token = `${header}.${payload}.${randomToken(43)}`
  return db.sessions.create({ token, uid, expired })
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

// ---- Seeding helpers (tests, stories, Pact provider states) ----------------------------------

/** Stores a product; anything not given gets a plausible default. */
export function seedProduct(partial: Partial<ProductRecord> = {}): Promise<ProductRecord> {
  return store.transaction('write', () =>
    shop().products.create({
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
}

/** Stores a coupon (default: usable for 30 more days, 80 %). */
export function seedCoupon(partial: Partial<CouponRecord> = {}): Promise<CouponRecord> {
  return store.transaction('write', () =>
    shop().coupons.create({
      title: '測試優惠券',
      code: `TEST${shop().coupons.count() + 1}`,
      percent: 80,
      due_date: nowSeconds() + 30 * 24 * 60 * 60,
      is_enabled: 1,
      ...partial,
      id: partial.id ?? pushId(),
    }),
  )
}

/** Puts `qty` of an existing product in the shared cart (merging like the API does). */
export function seedCartLine(productId: string, qty = 1): Promise<CartLineRecord> {
  return store.transaction('write', () => {
    const product = byId(shop().products, productId)
    if (!product) throw new Error(`seedCartLine: no product ${productId}`)
    return addToCart(shop(), product, qty, true)
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
  /** A coupon every line carried (as if applied to the cart before the order). */
  coupon?: Partial<CouponRecord>
}

/** Stores an order built from existing products, without touching the cart. */
export function seedOrder(options: SeedOrderOptions = {}): Promise<OrderRecord> {
  return store.transaction('write', () => {
    const products = shop().products
    const firstEnabled = findWhere(products, (p) => isEnabled(p.is_enabled))
    const wanted = options.lines ?? (firstEnabled ? [{ productId: firstEnabled.id, qty: 1 }] : [])
    const coupon: CouponRecord | null = options.coupon
      ? {
          title: '測試優惠券',
          code: 'TEST',
          percent: 80,
          due_date: nowSeconds() + 30 * 24 * 60 * 60,
          is_enabled: 1,
          ...options.coupon,
          id: options.coupon.id ?? pushId(),
        }
      : null
    const lines = wanted.map(({ productId, qty }) => {
      const product = byId(products, productId)
      if (!product) throw new Error(`seedOrder: no product ${productId}`)
      return toOrderLine({ id: pushId(), product_id: productId, qty, product, ...(coupon ? { coupon } : {}) })
    })
    if (lines.length === 0) throw new Error('seedOrder: no products to order')
    const create_at = options.create_at ?? nowSeconds()
    return shop().orders.create({
      ...options.extra,
      id: options.id ?? pushId(),
      create_at,
      is_paid: options.is_paid ?? false,
      ...(options.is_paid ? { paid_date: options.paid_date ?? create_at } : {}),
      ...(options.message !== undefined ? { message: options.message } : {}),
      ...orderContents(lines),
      user: {
        name: '王大明',
        email: 'daming.wang@example.com',
        tel: '0912000111',
        address: '台北市中正區重慶南路一段 122 號',
        ...options.user,
      },
    })
  })
}

/**
 * Signs an admin in without a request and returns the raw token (for the Authorization header).
 * `apiPath` other than a hosted shop's makes an account owning that path (its token gets 403
 * here); `expired` (ms) in the past makes an expired token (401).
 */
export function createAdminSession(options: { apiPath?: string; expired?: number } = {}): Promise<string> {
  return store.transaction('write', async () => {
    let uid: string = ADMIN_ACCOUNT.uid
    if (options.apiPath && !shops.has(options.apiPath)) {
      uid = `other${options.apiPath}`
        .replace(/[^A-Za-z0-9]/g, '')
        .padEnd(28, '0')
        .slice(0, 28)
      if (!findAccount(uid)) {
        await db.accounts.create({
          uid,
          username: `owner@${options.apiPath}.test`,
          password: randomToken(16),
          apiPaths: [options.apiPath],
        })
      }
    }
    return (await startSession(uid, options.expired)).token
  })
}

/** Counts for GET /__mock/state: the app's shop, the shared tables, and every hosted shop. */
export function dbCounts(): Record<string, unknown> {
  const countsOf = (hosted: Shop) => ({
    products: hosted.products.count(),
    cartLines: hosted.cartLines.count(),
    coupons: hosted.coupons.count(),
    orders: hosted.orders.count(),
    articles: hosted.articles.count(),
  })
  return {
    ...countsOf(shop()),
    accounts: db.accounts.count(),
    sessions: db.sessions.count(),
    uploads: db.uploads.count(),
    shops: Object.fromEntries([...shops.values()].map((hosted) => [hosted.path, countsOf(hosted)])),
  }
}
