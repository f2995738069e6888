import { getResponse } from 'msw'
import { db, shop } from '../../../mocks/db'
import { handlers } from '../../../mocks/handlers'
import type { KeyValueStorage, LockManagerLike } from '../../../mocks/store'

/** The real API's base: the handlers match any host, so tests use the production one. */
export const BASE = 'https://ec-course-api.hexschool.io/v2'
export const SHOP = `${BASE}/api/breakfast`
export const ADMIN = `${SHOP}/admin`

export interface CallOptions {
  /** Sent as JSON, unless it is a string (sent as is: malformed JSON tests). */
  body?: unknown
  token?: string
  headers?: Record<string, string>
}

export interface CallResult {
  status: number
  /** Parsed JSON (or null when the answer is not JSON). */
  json: Record<string, unknown>
  response: Response
}

/** Runs one request through the fake's handlers in-process (no network, no interception). */
export async function call(method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token !== undefined) headers.Authorization = options.token
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (typeof options.body === 'string') body = options.body
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] ??= 'application/json'

  const response = await getResponse(handlers, new Request(url, { method, headers, body }))
  if (!response) throw new Error(`No handler answered ${method} ${url}`)
  const text = await response.clone().text()
  let json: Record<string, unknown>
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = {}
  }
  return { status: response.status, json, response }
}

/** Signs in as the fake's admin and returns the raw token. */
export async function signIn(): Promise<string> {
  const { json } = await call('POST', `${BASE}/admin/signin`, {
    body: { username: 'admin@breakfast.test', password: 'breakfast123' },
  })
  return String(json.token)
}

/** Items of a list body. */
export function listOf<T = Record<string, unknown>>(json: Record<string, unknown>, key: string): T[] {
  return json[key] as T[]
}

/** The fake's data as JSON, sessions left out (they change on every sign-in). */
export function dataSnapshot(): string {
  const { products, cartLines, coupons, orders, articles } = shop()
  return JSON.stringify({
    products: products.all(),
    cartLines: cartLines.all(),
    coupons: coupons.all(),
    orders: orders.all(),
    articles: articles.all(),
    uploads: db.uploads.all(),
  })
}

/** localStorage in memory, optionally refusing values above a size (a full quota). */
export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>()
  readonly writes: string[] = []
  /** Writes left before every further `setItem` throws, as a full or blocked storage does. */
  writesLeft = Infinity
  /** Items whose `setItem` throws (a quota that one more item overflows). */
  refuse: (key: string) => boolean = () => false
  constructor(private readonly quota = Infinity) {}
  get length(): number {
    return this.items.size
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    if (value.length > this.quota || this.writesLeft <= 0 || this.refuse(key))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.writesLeft -= 1
    this.writes.push(key)
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

/** Web Locks for tests: one lock at a time per name, granted in request order (shared mode too). */
export class MemoryLocks implements LockManagerLike {
  readonly #tails = new Map<string, Promise<unknown>>()
  request<T>(
    name: string,
    _options: { mode: 'exclusive' | 'shared' },
    callback: () => Promise<T>,
  ): Promise<T> {
    const tail = this.#tails.get(name) ?? Promise.resolve()
    const result = tail.then(callback, callback)
    this.#tails.set(
      name,
      result.catch(() => undefined),
    )
    return result
  }
}
