import {
  createApi,
  fetchBaseQuery,
  setupListeners,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react'
import { config } from '@/config/env'
import { ADMIN_TOKEN_COOKIE, readCookie } from '@/lib/cookies'
import { isOnline } from '@/lib/online'
import { backendReady } from './backendReady'
import { announceOrdersChanged, orderWrittenBy } from './orderEvents'
import { OFFLINE } from './failures'
import { shopPath } from './paths'
import type { ApiFailure } from './types'

/**
 * Every error the app sees from the course API, whatever shape the server used:
 * `message` is ready to show (arrays joined with 、, objects unwrapped), `messages` keeps the parts.
 */
export interface ApiError {
  /**
   * HTTP status; OFFLINE when the browser was offline and the call was not sent; or RTK Query's
   * 'FETCH_ERROR' / 'TIMEOUT_ERROR' (sent, no answer came back: done or not, nobody knows) and
   * 'PARSING_ERROR'.
   */
  status: number | string
  message: string
  messages: string[]
  data?: unknown
}

export function describeServerMessage(message: ApiFailure['message'] | undefined): string[] {
  if (message === undefined || message === null) return []
  if (Array.isArray(message)) return message.map((part) => String(part).trim()).filter(Boolean)
  if (typeof message === 'object') {
    const inner = message.message ?? message.code
    return inner ? [String(inner)] : []
  }
  return [String(message)]
}

export function toApiError(status: number | string, data: unknown): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiFailure>
  const messages = describeServerMessage(body.message)
  return { status, message: messages.join('、'), messages, data }
}

export { shopPath }

/**
 * The calls that need the admin token (course-api.md §1.3): the shop's admin routes, the session
 * check and logout. Customer calls never carry it, so a shopper's requests do not hand the shop
 * owner's token to every endpoint.
 */
export function needsAdminToken(url: string): boolean {
  return url.startsWith(shopPath('admin/')) || url === 'api/user/check' || url === 'logout'
}

const rawBaseQuery = fetchBaseQuery({
  // Absolute on purpose: MSW in Node cannot resolve relative URLs (toolchain.md §2).
  baseUrl: `${config.apiBaseUrl}/v2/`,
  prepareHeaders(headers, { arg }) {
    // The course API wants the raw token, no "Bearer " prefix.
    const token = needsAdminToken(typeof arg === 'string' ? arg : arg.url)
      ? readCookie(ADMIN_TOKEN_COOKIE)
      : null
    if (token && !headers.has('Authorization')) headers.set('Authorization', token)
    return headers
  },
})

export const courseBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extra,
) => {
  // Demo and dev: wait until the in-browser fake listens (the page painted without waiting for it).
  await backendReady()
  // Offline, a request cannot leave: say so for certain rather than let it fail as "no answer".
  if (!isOnline()) return { error: { status: OFFLINE, message: '', messages: [] } }
  const result = await rawBaseQuery(args, api, extra)
  if (!result.error) {
    // An order written: the other tabs of this browser read their orders again (orderEvents.ts).
    const written = orderWrittenBy(args)
    if (written !== null) announceOrdersChanged(written)
    return { data: result.data, meta: result.meta }
  }
  const { error } = result
  if (typeof error.status === 'number')
    return { error: toApiError(error.status, error.data), meta: result.meta }
  // No HTTP answer: nothing from the server to show (failures.ts says why in the shop's words);
  // the browser's own text is kept for whoever debugs.
  const data = 'data' in error ? error.data : error.error
  return { error: { status: error.status, message: '', messages: [], data }, meta: result.meta }
}

/**
 * The single RTK Query slice. Features add their endpoints with `courseApi.injectEndpoints`
 * (src/api/storefront.ts, src/features/admin/api.ts) so admin code stays in admin chunks. The store
 * takes it in when a page first needs it (src/api/apiReady.ts, src/app/pageStore.ts).
 */
export const courseApi = createApi({
  reducerPath: 'courseApi',
  baseQuery: courseBaseQuery,
  // Back online after a spell offline, every query on screen is read again: what happened to a
  // call whose answer was lost shows (the cart, an order, the admin's lists).
  refetchOnReconnect: true,
  tagTypes: [
    'Product',
    'Cart',
    'Order',
    'Coupon',
    'AdminProduct',
    'AdminOrder',
    'AdminCoupon',
    'AdminSession',
  ],
  endpoints: () => ({}),
})

/** RTK Query's focus/online listeners, handed to the store with the API (src/app/pageStore.ts). */
export { setupListeners }
