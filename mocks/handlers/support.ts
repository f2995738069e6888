import { getResponse, http, HttpResponse, type HttpHandler } from 'msw'
import type { ApiFailure } from '../../src/api/types'
import { findAccount, findSession, findShop, listProducts, type Shop } from '../db'
import { withNum, type AccountRecord } from '../records'
import {
  ACCEPT_BEARER_PREFIX,
  CLAMP_PAGE_TO_RANGE,
  COLLAPSE_DOUBLE_SLASHES,
  HIDE_DISABLED_FROM_CUSTOMERS,
  MAX_JSON_BODY_BYTES,
  MESSAGES,
  NUM_COUNTS_ACROSS_PAGES,
  PAGE_SIZE,
  REFUSED_WRITE_STATUS,
  UNREACHABLE_WHILE_OFFLINE,
} from '../rules'
import { answerTravel } from '../latency'
import { store, StorageRefusedError } from '../store'
import { dataOf, parseJson, type Data } from '../validation'

/**
 * What every handler of the fake shares: host-agnostic paths, one request at a time (a store
 * transaction), the success/failure envelopes, body parsing that never throws, the shop and admin
 * guards and pagination.
 */

export interface RouteContext {
  request: Request
  url: URL
  params: Record<string, string>
}

export interface ShopContext extends RouteContext {
  shop: Shop
}

export interface AdminContext extends ShopContext {
  account: AccountRecord
}

type Method = 'get' | 'post' | 'put' | 'delete'
type Handle<C> = (context: C) => Response | Promise<Response>

/** The last unexpected error a handler hit (answered as 400); shown by GET /__mock/state. */
export let lastInternalError: { at: string; route: string; message: string } | null = null

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status })
}

export function failure(
  status: number,
  message: ApiFailure['message'],
  extra: Record<string, unknown> = {},
): Response {
  return json({ success: false, message, ...extra }, status)
}

function flattenParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') flat[key] = value
    else if (Array.isArray(value)) flat[key] = value.join('/')
  }
  return flat
}

/**
 * In the browser: whether the browser is offline, so the shop's server could not be reached
 * (rules: UNREACHABLE_WHILE_OFFLINE). Never in Node, which has no such state.
 */
export function browserOffline(): boolean {
  if (!UNREACHABLE_WHILE_OFFLINE) return false
  const navigatorLike = (globalThis as { navigator?: { onLine?: unknown } }).navigator
  return navigatorLike?.onLine === false
}

/** What a client gets from a server it cannot reach: no answer (fetch rejects). */
export const noAnswer = (): Response => HttpResponse.error()

/** A write the browser refused to store, answered as a full disk (rules: REFUSED_WRITE_STATUS). */
export function refusedWrite(): Response {
  return failure(REFUSED_WRITE_STATUS, MESSAGES.storageRefused)
}

/**
 * Runs `work` as a store transaction; a write the browser refused to store answers
 * refusedWrite() (nothing of it was kept). An answer ready after the browser went offline is lost
 * on the way (rules: UNREACHABLE_WHILE_OFFLINE): what was done stays done.
 */
export async function answered(
  mode: 'read' | 'write',
  work: () => Promise<Response> | Response,
): Promise<Response> {
  let response: Response
  try {
    response = await store.transaction(mode, work)
  } catch (error) {
    if (!(error instanceof StorageRefusedError)) throw error
    response = refusedWrite()
  }
  await answerTravel()
  return browserOffline() ? noAnswer() : response
}

/**
 * A course-API route: runs alone as a store transaction (the data up to date on entry, the
 * records it changed stored on exit, or nothing of it when the browser refuses to store it) and
 * turns any unexpected error into a 400 (never a 500 or a console trace).
 */
export function route(method: Method, path: string, handle: Handle<RouteContext>): HttpHandler {
  return http[method](path, ({ request, params }) => {
    const context: RouteContext = { request, url: new URL(request.url), params: flattenParams(params) }
    return answered(method === 'get' ? 'read' : 'write', async () => {
      try {
        return await handle(context)
      } catch (error) {
        lastInternalError = {
          at: new Date().toISOString(),
          route: `${method.toUpperCase()} ${path}`,
          message: error instanceof Error ? error.message : String(error),
        }
        return failure(400, MESSAGES.unexpected)
      }
    })
  })
}

/**
 * First in the handler list: while the browser is offline, the course API and Firebase cannot be
 * reached (rules: UNREACHABLE_WHILE_OFFLINE); the control routes under /__mock/ still answer.
 */
export const offlineGuard: HttpHandler = http.all(
  ({ request }) => browserOffline() && !new URL(request.url).pathname.startsWith('/__mock/'),
  noAnswer,
)

/** `*\/v2/api/:apiPath/<subpath>` for a hosted shop's customers (no token). */
export function customerRoute(method: Method, subpath: string, handle: Handle<ShopContext>): HttpHandler {
  return route(method, `*/v2/api/:apiPath/${subpath}`, (context) => {
    const shop = findShop(context.params.apiPath)
    if (!shop) return failure(404, MESSAGES.unknownShop)
    return handle({ ...context, shop })
  })
}

/** The raw `Authorization` value (quirk §8.3: no `Bearer`). */
export function tokenOf(request: Request): string {
  const header = request.headers.get('authorization')?.trim() ?? ''
  return ACCEPT_BEARER_PREFIX ? header.replace(/^Bearer\s+/i, '') : header
}

/** `*\/v2/api/:apiPath/admin/<subpath>`: 401 without a valid token, 403 for another owner's path. */
export function adminRoute(method: Method, subpath: string, handle: Handle<AdminContext>): HttpHandler {
  return route(method, `*/v2/api/:apiPath/admin/${subpath}`, (context) => {
    const session = findSession(tokenOf(context.request))
    const account = session ? findAccount(session.uid) : undefined
    if (!account) return failure(401, MESSAGES.adminUnauthorized)
    const shop = findShop(context.params.apiPath)
    if (!shop || !account.apiPaths.includes(shop.path)) return failure(403, MESSAGES.adminForbidden)
    return handle({ ...context, shop, account })
  })
}

function isMalformedPath(url: string): boolean {
  const pathname = new URL(url).pathname
  if (!pathname.includes('/v2/') && !pathname.includes('/__mock/')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * First in the handler list: a path with broken percent-encoding (`%E0%A4%A`) would make MSW's
 * path matching throw before any handler runs, so it is answered here with a 400.
 */
export const malformedPathGuard: HttpHandler = http.all(
  ({ request }) => isMalformedPath(request.url),
  () => failure(400, MESSAGES.badPath),
)

/** The path with every run of slashes made one (rules: COLLAPSE_DOUBLE_SLASHES), or null if unchanged. */
function collapsedPath(url: string): string | null {
  const parsed = new URL(url)
  if (!COLLAPSE_DOUBLE_SLASHES || !parsed.pathname.includes('//')) return null
  parsed.pathname = parsed.pathname.replace(/\/{2,}/g, '/')
  return parsed.pathname.startsWith('/v2/') || parsed.pathname.startsWith('/__mock/') ? parsed.href : null
}

/**
 * Answers `/v2//admin/signin` as `/v2/admin/signin` (the course's Vue sample builds such URLs),
 * by running the whole handler list again on the single-slash URL: the same in the browser worker,
 * msw/node and mock:server. `all` is the handler list this guard is part of.
 */
export function doubleSlashGuard(all: () => readonly HttpHandler[]): HttpHandler {
  return http.all(
    ({ request }) => collapsedPath(request.url) !== null,
    async ({ request }) => {
      const url = collapsedPath(request.url) ?? request.url
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
      const body = hasBody ? await request.arrayBuffer() : undefined
      const single = new Request(url, { method: request.method, headers: request.headers, body })
      return (await getResponse([...all()], single)) ?? failure(404, MESSAGES.routeNotFound)
    },
  )
}

// ---- Bodies ----------------------------------------------------------------------------------

export type BodyResult = { kind: 'ok'; body: unknown } | { kind: 'too-large' }

/** The parsed JSON body, or `undefined` for no/malformed JSON; oversized bodies are flagged. */
export async function readJson(request: Request): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_JSON_BODY_BYTES) return { kind: 'too-large' }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { kind: 'ok', body: undefined }
  }
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) return { kind: 'too-large' }
  if (text.trim() === '') return { kind: 'ok', body: undefined }
  try {
    return { kind: 'ok', body: parseJson(text) }
  } catch {
    return { kind: 'ok', body: undefined }
  }
}

export function tooLarge(): Response {
  return failure(413, MESSAGES.bodyTooLarge)
}

/** The `data` object of a JSON body (null if there is none), or the 413 answer for a huge body. */
export async function readData(request: Request): Promise<{ data: Data | null } | { response: Response }> {
  const read = await readJson(request)
  if (read.kind === 'too-large') return { response: tooLarge() }
  return { data: dataOf(read.body) }
}

/**
 * The body's `data` (an empty object when there is none) once `validate` finds nothing wrong, or
 * the answer to give instead: 413 for a huge body, 400 with every failing field (§4.3).
 */
export async function checkedData(
  request: Request,
  validate: (data: Data) => string[],
): Promise<{ data: Data } | { response: Response }> {
  const outcome = await readData(request)
  if ('response' in outcome) return outcome
  const data = outcome.data ?? {}
  const errors = validate(data)
  return errors.length > 0 ? { response: failure(400, errors) } : { data }
}

// ---- Lists -----------------------------------------------------------------------------------

const encoder = new TextEncoder()
type CachedBody = { version: number; bytes: Uint8Array<ArrayBuffer> }
const bodyCache = new WeakMap<object, Map<string, CachedBody>>()

/**
 * A 200 JSON answer derived from `source` (a collection), whose encoded body is kept until the
 * collection next changes. For the unpaged lists (products/all): with 10,000 products the body is
 * megabytes, and building it on every read would dominate the fake's latency (see BENCHMARKS.md).
 * The bytes are handed over as a one-chunk stream: a Response copies a byte array given directly
 * (megabytes per read), never a stream's chunks.
 */
export function cachedJson(source: object, key: string, build: () => Uint8Array<ArrayBuffer>): Response {
  const version = store.changes(source)
  const entries = bodyCache.get(source) ?? new Map<string, CachedBody>()
  bodyCache.set(source, entries)
  let entry = entries.get(key)
  if (!entry || entry.version !== version) {
    entry = { version, bytes: build() }
    entries.set(key, entry)
  }
  const { bytes } = entry
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
  })
}

/** Each stored record's UTF-8 JSON without its closing brace; records are replaced, never mutated. */
const openJsonBytes = new WeakMap<object, Uint8Array>()

function listedItemChunks(record: object, num: number, key: string | undefined): Uint8Array[] {
  const chunks: Uint8Array[] = key === undefined ? [] : [encoder.encode(`${JSON.stringify(key)}:`)]
  // A stale `num` stored as sent keeps its alphabetical place: let JSON.stringify handle that case.
  if (Object.hasOwn(record, 'num')) {
    chunks.push(encoder.encode(JSON.stringify({ ...record, num })))
    return chunks
  }
  let open = openJsonBytes.get(record)
  if (open === undefined) {
    open = encoder.encode(JSON.stringify(record).slice(0, -1))
    openJsonBytes.set(record, open)
  }
  chunks.push(open, encoder.encode(`${open.length > 1 ? ',' : ''}"num":${num}}`))
  return chunks
}

/**
 * `head` + the records as `withNum(record, n)` JSON (as `"key":{…}` pairs when keys are given),
 * comma-separated, + `tail`, as UTF-8. Each record is serialised once and reused until it is
 * replaced, so rebuilding a 10,000-product body after one edit encodes one product, not all.
 */
export function listedJsonBytes(
  head: string,
  items: ReadonlyArray<{ record: object; num: number; key?: string }>,
  tail: string,
): Uint8Array<ArrayBuffer> {
  const comma = encoder.encode(',')
  const chunks: Uint8Array[] = [encoder.encode(head)]
  items.forEach(({ record, num, key }, index) => {
    if (index > 0) chunks.push(comma)
    chunks.push(...listedItemChunks(record, num, key))
  })
  chunks.push(encoder.encode(tail))
  let length = 0
  for (const chunk of chunks) length += chunk.length
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

/**
 * `products/all`: for the admin an object keyed by product id without `messages` (§4.2), for
 * customers an array of the products on sale with `messages: []` (§5.1). The encoded body is kept
 * until the products next change.
 */
export function productsAllResponse(shop: Shop, who: 'admin' | 'customer'): Response {
  const admin = who === 'admin'
  return cachedJson(shop.products, `${who} products/all`, () =>
    listedJsonBytes(
      admin ? '{"success":true,"products":{' : '{"success":true,"products":[',
      listProducts(shop, { enabledOnly: !admin && HIDE_DISABLED_FROM_CUSTOMERS }).map((record, index) => ({
        record,
        num: index + 1,
        key: admin ? record.id : undefined,
      })),
      admin ? '}}' : '],"messages":[]}',
    ),
  )
}

/**
 * A paged list body (§1.6, §1.7): `{ success, <key>: items with num, pagination, messages: [] }`,
 * the page read from `?page=`.
 */
export function listPage(key: string, list: readonly object[], url: URL, category = ''): Response {
  const page = paginate(list, url.searchParams.get('page'), category)
  return json({
    success: true,
    [key]: page.items.map((item, index) => withNum(item, page.firstNum + index)),
    pagination: page.pagination,
    messages: [],
  })
}

export interface Page<T> {
  items: T[]
  /** `num` of the first item. */
  firstNum: number
  pagination: {
    total_pages: number
    current_page: number
    has_pre: boolean
    has_next: boolean
    category: string
  }
}

/** Slices one page (rules: PAGE_SIZE per page, bad pages → 1, pages past the end → the last). */
export function paginate<T>(list: readonly T[], pageParam: string | null, category = ''): Page<T> {
  const total_pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE))
  const requested = pageParam !== null && /^\d+$/.test(pageParam.trim()) ? Number(pageParam) : 1
  const current_page = CLAMP_PAGE_TO_RANGE
    ? Math.min(Math.max(1, requested), total_pages)
    : Math.max(1, requested)
  const start = (current_page - 1) * PAGE_SIZE
  return {
    items: list.slice(start, start + PAGE_SIZE),
    firstNum: NUM_COUNTS_ACROSS_PAGES ? start + 1 : 1,
    pagination: {
      total_pages,
      current_page,
      has_pre: current_page > 1,
      has_next: current_page < total_pages,
      category,
    },
  }
}
