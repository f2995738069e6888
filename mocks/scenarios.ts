import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  dbCounts,
  enablePersistence,
  getCurrentSeed,
  getPersistenceStatus,
  hostedShopPaths,
  resetDb,
  setCartLineProducts,
} from './db'
import { lastInternalError } from './handlers/support'
import { requestTravel, setNetworkLatency } from './latency'
import {
  CART_LINE_PRODUCTS,
  MESSAGES,
  REFUSED_WRITE_STATUS,
  SCENARIO_STORAGE_KEY,
  SLOW_NETWORK_LATENCY_MS,
} from './rules'
import { LARGE_SHOP, type SeedName } from './seed'
import { store, StorageRefusedError, type KeyValueStorage } from './store'
import { isPlainObject, parseJson } from './validation'

/**
 * Named states of the fake. A scenario picks a data set (seed) and, optionally, an overlay on
 * every course-API call: added latency, or one endpoint failing. The overlay can also be set on
 * its own (the dev panel's "make an endpoint fail") without touching the data.
 *
 * - Browser: the chosen state is kept in localStorage and restored by startMockWorker().
 * - Node: module state; resetMockDb() (mocks/node.ts) goes back to `default`.
 * - HTTP (mock:server): POST /__mock/scenario {name, failure?, latencyMs?}, POST /__mock/reset.
 * - Storybook: a story's loader calls `await applyScenario('empty-shop')`.
 */

export const SCENARIO_NAMES = [
  'default',
  'empty-shop',
  'expired-coupons-only',
  'failing-endpoint',
  'payment-fails',
  'slow-network',
  'live-cart-products',
  'large-shop',
] as const
export type ScenarioName = (typeof SCENARIO_NAMES)[number]

export type FailureKind = 'server-error' | 'network-error'
export type FailureMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY'

export interface EndpointFailure {
  method: FailureMethod
  /** Matched against the URL path: `:name` is one segment, `*` anything, e.g. `/v2/api/:apiPath/cart`. */
  path: string
  kind: FailureKind
}

export interface ScenarioState {
  name: ScenarioName
  failure: EndpointFailure | null
  latencyMs: number
}

interface ScenarioDefinition {
  label: string
  description: string
  seed: SeedName
  latencyMs: number
  failure: EndpointFailure | null
  /** What a cart line's `product` is (rules: CART_LINE_PRODUCTS); the rule's choice by default. */
  cartLineProducts?: 'snapshot' | 'live'
  /**
   * false: the data lives in the page's memory only, made again from its seed on every load (a
   * data set larger than localStorage holds; the browser's fake keeps nothing of it).
   */
  stored?: boolean
}

export const SCENARIOS: Record<ScenarioName, ScenarioDefinition> = {
  default: {
    label: '預設商店',
    description: '21 項商品、4 張優惠券、14 筆訂單',
    seed: 'default',
    latencyMs: 0,
    failure: null,
  },
  'empty-shop': {
    label: '空的商店',
    description: '沒有商品、沒有訂單、沒有優惠券',
    seed: 'empty-shop',
    latencyMs: 0,
    failure: null,
  },
  'expired-coupons-only': {
    label: '只有過期優惠券',
    description: '商品與訂單同預設，優惠券全部過期',
    seed: 'expired-coupons-only',
    latencyMs: 0,
    failure: null,
  },
  'failing-endpoint': {
    label: '指定 API 失敗',
    description: '預設資料；選定的 API 回 500 或網路錯誤（預設：商品列表 500）',
    seed: 'default',
    latencyMs: 0,
    failure: { method: 'GET', path: '/v2/api/:apiPath/products/all', kind: 'server-error' },
  },
  'payment-fails': {
    label: '付款失敗',
    description: '預設資料；訂單可以建立，但付款（POST pay/{id}）回 500',
    seed: 'default',
    latencyMs: 0,
    failure: { method: 'POST', path: '/v2/api/:apiPath/pay/:id', kind: 'server-error' },
  },
  'slow-network': {
    label: '慢速網路',
    description: `每個課程 API 請求延遲 ${SLOW_NETWORK_LATENCY_MS} ms`,
    seed: 'default',
    latencyMs: SLOW_NETWORK_LATENCY_MS,
    failure: null,
  },
  'live-cart-products': {
    label: '購物車即時商品',
    description: '預設資料；購物車品項顯示商品現在的價格與狀態（預設是加入當時的樣子）',
    seed: 'default',
    latencyMs: 0,
    failure: null,
    cartLineProducts: 'live',
  },
  'large-shop': {
    label: '大量資料',
    description: `${LARGE_SHOP.products.toLocaleString('en')} 項商品、${LARGE_SHOP.coupons} 張優惠券、${LARGE_SHOP.orders.toLocaleString('en')} 筆訂單（後台效能測試用）。太大存不進瀏覽器：只在這個分頁的記憶體裡，重新整理就重新產生，後台也要重新登入。`,
    seed: 'large-shop',
    latencyMs: 0,
    failure: null,
    stored: false,
  },
}

/** Applies a scenario's cart-line behaviour (the rule's choice unless it says otherwise). */
function applyCartLineProducts(name: ScenarioName): void {
  setCartLineProducts(SCENARIOS[name].cartLineProducts ?? CART_LINE_PRODUCTS)
}

/** Whether a scenario's data is kept in the browser's storage (see ScenarioDefinition.stored). */
export function isStoredScenario(name: ScenarioName): boolean {
  return SCENARIOS[name].stored !== false
}

/** The course-API endpoints, for the dev panel's "make an endpoint fail" picker. */
export const ENDPOINTS: ReadonlyArray<{
  label: string
  method: Exclude<FailureMethod, 'ANY'>
  path: string
}> = [
  { label: '商品列表（全部）', method: 'GET', path: '/v2/api/:apiPath/products/all' },
  { label: '商品列表（分頁）', method: 'GET', path: '/v2/api/:apiPath/products' },
  { label: '單一商品', method: 'GET', path: '/v2/api/:apiPath/product/:id' },
  { label: '取得購物車', method: 'GET', path: '/v2/api/:apiPath/cart' },
  { label: '加入購物車', method: 'POST', path: '/v2/api/:apiPath/cart' },
  { label: '更新購物車數量', method: 'PUT', path: '/v2/api/:apiPath/cart/:id' },
  { label: '刪除購物車品項', method: 'DELETE', path: '/v2/api/:apiPath/cart/:id' },
  { label: '清空購物車', method: 'DELETE', path: '/v2/api/:apiPath/carts' },
  { label: '套用優惠券', method: 'POST', path: '/v2/api/:apiPath/coupon' },
  { label: '建立訂單', method: 'POST', path: '/v2/api/:apiPath/order' },
  { label: '訂單列表', method: 'GET', path: '/v2/api/:apiPath/orders' },
  { label: '單一訂單', method: 'GET', path: '/v2/api/:apiPath/order/:id' },
  { label: '付款', method: 'POST', path: '/v2/api/:apiPath/pay/:id' },
  { label: '管理員登入', method: 'POST', path: '/v2/admin/signin' },
  { label: '檢查登入', method: 'POST', path: '/v2/api/user/check' },
  { label: '登出', method: 'POST', path: '/v2/logout' },
  { label: '後台商品列表', method: 'GET', path: '/v2/api/:apiPath/admin/products' },
  { label: '後台商品（全部）', method: 'GET', path: '/v2/api/:apiPath/admin/products/all' },
  { label: '新增商品', method: 'POST', path: '/v2/api/:apiPath/admin/product' },
  { label: '編輯商品', method: 'PUT', path: '/v2/api/:apiPath/admin/product/:id' },
  { label: '刪除商品', method: 'DELETE', path: '/v2/api/:apiPath/admin/product/:id' },
  { label: '上傳圖片', method: 'POST', path: '/v2/api/:apiPath/admin/upload' },
  { label: '後台訂單列表', method: 'GET', path: '/v2/api/:apiPath/admin/orders' },
  { label: '編輯訂單', method: 'PUT', path: '/v2/api/:apiPath/admin/order/:id' },
  { label: '刪除訂單', method: 'DELETE', path: '/v2/api/:apiPath/admin/order/:id' },
  { label: '刪除全部訂單', method: 'DELETE', path: '/v2/api/:apiPath/admin/orders/all' },
  { label: '後台優惠券列表', method: 'GET', path: '/v2/api/:apiPath/admin/coupons' },
  { label: '新增優惠券', method: 'POST', path: '/v2/api/:apiPath/admin/coupon' },
  { label: '編輯優惠券', method: 'PUT', path: '/v2/api/:apiPath/admin/coupon/:id' },
  { label: '刪除優惠券', method: 'DELETE', path: '/v2/api/:apiPath/admin/coupon/:id' },
]

// ---- State -----------------------------------------------------------------------------------

const initialState = (): ScenarioState => ({ name: 'default', failure: null, latencyMs: 0 })

let state: ScenarioState = initialState()

/** The current state; its latency applies to the next call (mocks/latency.ts). */
function setState(next: ScenarioState): void {
  state = next
  setNetworkLatency(next.latencyMs)
}
let storage: KeyValueStorage | null = null

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value)
}

function parseFailure(value: unknown): EndpointFailure | null | undefined {
  if (value === null) return null
  if (!isPlainObject(value)) return undefined
  const { method, path, kind } = value
  const methodOk =
    typeof method === 'string' && ['GET', 'POST', 'PUT', 'DELETE', 'ANY'].includes(method.toUpperCase())
  const kindOk = kind === 'server-error' || kind === 'network-error'
  if (!methodOk || typeof path !== 'string' || path.trim() === '' || !kindOk) return undefined
  return { method: method.toUpperCase() as FailureMethod, path: path.trim(), kind }
}

function parseLatency(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? Math.min(value, 60_000)
    : undefined
}

function saveState(): void {
  try {
    storage?.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage full or disabled: the choice lasts until the page closes.
  }
}

/** Browser only: keep the chosen scenario in localStorage; returns the restored state. */
export function enableScenarioPersistence(target: KeyValueStorage | null): ScenarioState {
  storage = target
  try {
    const text = target?.getItem(SCENARIO_STORAGE_KEY)
    const saved: unknown = text ? JSON.parse(text) : null
    if (isPlainObject(saved) && isScenarioName(saved.name)) {
      setState({
        name: saved.name,
        failure: parseFailure(saved.failure) ?? null,
        latencyMs: parseLatency(saved.latencyMs) ?? SCENARIOS[saved.name].latencyMs,
      })
    }
  } catch {
    setState(initialState())
  }
  applyCartLineProducts(state.name)
  return getScenarioState()
}

export function getScenarioState(): ScenarioState {
  return { ...state, failure: state.failure ? { ...state.failure } : null }
}

/** The data set behind a scenario. */
export function seedOf(name: ScenarioName): SeedName {
  return SCENARIOS[name].seed
}

/**
 * Switches to a scenario: its data replaces the current data, and its overlay (latency,
 * failure) applies from the next request. `overrides` adjust the overlay (e.g. which endpoint fails).
 */
export async function applyScenario(
  name: ScenarioName,
  overrides: { failure?: EndpointFailure | null; latencyMs?: number } = {},
): Promise<ScenarioState> {
  const definition = SCENARIOS[name]
  setState({
    name,
    failure: overrides.failure !== undefined ? overrides.failure : definition.failure,
    latencyMs: overrides.latencyMs ?? definition.latencyMs,
  })
  saveState()
  applyCartLineProducts(name)
  // In a browser, a data set too large to store lives in memory only; the others are stored.
  if (storage) enablePersistence(isStoredScenario(name) ? storage : null)
  await resetDb(definition.seed, { everything: storage === null })
  return getScenarioState()
}

/** Makes one endpoint fail (or none, with null) without touching the data. */
export function setEndpointFailure(failure: EndpointFailure | null): ScenarioState {
  setState({ ...state, failure })
  saveState()
  return getScenarioState()
}

export function setLatency(latencyMs: number): ScenarioState {
  setState({ ...state, latencyMs: parseLatency(latencyMs) ?? 0 })
  saveState()
  return getScenarioState()
}

/** "Reset data": back to the current scenario's seed; the overlay stays. */
export async function resetData(): Promise<void> {
  await resetDb(seedOf(state.name))
}

// ---- Request overlay -------------------------------------------------------------------------

const patternCache = new Map<string, RegExp>()

function patternToRegExp(pattern: string): RegExp {
  let regexp = patternCache.get(pattern)
  if (!regexp) {
    const source = pattern
      .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
      .map((part) => {
        if (part === '*') return '.*'
        if (part.startsWith(':')) return '[^/]+'
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('')
    regexp = new RegExp(`^(?:.*)?${source}/?$`)
    patternCache.set(pattern, regexp)
  }
  return regexp
}

/** Whether the failure overlay targets this request. */
export function failureMatches(failure: EndpointFailure, method: string, pathname: string): boolean {
  if (failure.method !== 'ANY' && failure.method !== method.toUpperCase()) return false
  return patternToRegExp(failure.path).test(pathname)
}

/**
 * First in the handler list: delays every course-API call when a latency is set (half of it: the
 * other half delays the answer, mocks/latency.ts), and answers the
 * failing endpoint with a 500 or a network error. Otherwise it lets the request fall through.
 */
export const scenarioMiddleware: HttpHandler = http.all('*/v2/*', async ({ request }) => {
  await requestTravel()
  const failure = state.failure
  if (failure && failureMatches(failure, request.method, new URL(request.url).pathname)) {
    if (failure.kind === 'network-error') return HttpResponse.error()
    return HttpResponse.json({ success: false, message: MESSAGES.scenarioServerError }, { status: 500 })
  }
  return undefined
})

// ---- Control routes (/__mock/…) --------------------------------------------------------------

async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = parseJson(await request.text())
    return isPlainObject(body) ? body : {}
  } catch {
    return {}
  }
}

function describeState() {
  return {
    success: true,
    scenario: getScenarioState(),
    seed: getCurrentSeed(),
    shopPaths: hostedShopPaths(),
    counts: dbCounts(),
    persistence: getPersistenceStatus(),
    damaged: store.damaged,
    scenarios: SCENARIO_NAMES,
    lastInternalError,
  }
}

/** A control route's work; a reset the browser refused to store answers as a full disk would. */
async function control(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof StorageRefusedError)) throw error
    return HttpResponse.json(
      { success: false, message: MESSAGES.storageRefused },
      { status: REFUSED_WRITE_STATUS },
    )
  }
}

/** POST /__mock/reset, POST /__mock/scenario {name, failure?, latencyMs?}, GET /__mock/state. */
export const controlHandlers: HttpHandler[] = [
  http.post('*/__mock/reset', ({ request }) =>
    control(async () => {
      const body = await readBody(request)
      if (body.scenario !== undefined) {
        if (!isScenarioName(body.scenario)) {
          return HttpResponse.json(
            { success: false, message: 'unknown scenario', scenarios: SCENARIO_NAMES },
            { status: 400 },
          )
        }
        await applyScenario(body.scenario)
      } else {
        await resetData()
      }
      return HttpResponse.json(describeState())
    }),
  ),

  http.post('*/__mock/scenario', ({ request }) =>
    control(async () => {
      const body = await readBody(request)
      if (!isScenarioName(body.name)) {
        return HttpResponse.json(
          { success: false, message: 'unknown scenario', scenarios: SCENARIO_NAMES },
          { status: 400 },
        )
      }
      const failure = parseFailure(body.failure)
      if (body.failure !== undefined && failure === undefined) {
        return HttpResponse.json(
          {
            success: false,
            message: 'failure must be {method, path, kind: "server-error"|"network-error"} or null',
          },
          { status: 400 },
        )
      }
      await applyScenario(body.name, { failure, latencyMs: parseLatency(body.latencyMs) })
      return HttpResponse.json(describeState())
    }),
  ),

  http.get('*/__mock/state', () => store.transaction('read', () => HttpResponse.json(describeState()))),
]
