// Relative: loaded by the build config too (through features/catalog/catalog.ts), without the @ alias.
import { sharedMessages } from '../lib/messages'
import type { ApiError } from './courseApi'

/** The status of a call the app did not send because the browser was offline (courseApi.ts). */
export const OFFLINE = 'OFFLINE'

/**
 * The spec's error catalogue (§8) in one place: which title and text each failing endpoint shows.
 * Pages ask `failureNotice(endpoint, error)`; none of them assembles a message or narrows an
 * error itself.
 *
 * - `server`: the server's message (arrays joined with 、) is the text;
 * - `text`: a fixed text;
 * - `admin`: a 401 shows nothing (the session has ended; the admin layout is redirecting); any
 *   other answer shows the retry text, or the server's messages for a 400 when `server400`; no
 *   answer at all (network) falls to the `generic` title.
 */
interface CatalogueEntry {
  title: string
  text?: string
  server?: true
  admin?: true
  server400?: true
  generic?: string
}

export const failureCatalogue = {
  // Storefront: a dialog with the server's reason when it gave one.
  getCart: { title: '取得購物車列表失敗', text: '暫時無法載入購物車，請稍後再試一次。' },
  addToCart: { title: '加入購物車失敗，請再試一次', server: true },
  updateCartLine: { title: '更新數量失敗，請再試一次', server: true },
  deleteCartLine: { title: '刪除單一品項失敗，請再試一次', server: true },
  clearCart: { title: '清空購物車失敗，請再試一次', server: true },
  applyCoupon: { title: '優惠券套用失敗', server: true },
  payOrder: { title: '付款失敗，請再試一次', server: true },
  reorder: { title: '再買一次失敗，請再試一次', server: true },
  // Back office.
  getAdminProducts: { title: '取得產品失敗', admin: true },
  createProduct: { title: '新增產品失敗', generic: '更新產品失敗', admin: true, server400: true },
  updateProduct: { title: '編輯產品失敗', generic: '更新產品失敗', admin: true, server400: true },
  deleteProduct: { title: '刪除產品失敗', admin: true },
  getAdminOrders: { title: '取得訂單失敗', admin: true },
  updateOrder: { title: '編輯訂單失敗', generic: '更新訂單失敗', admin: true },
  deleteOrder: { title: '刪除訂單失敗', admin: true },
  changeOrderStatus: { title: '訂單狀態更新失敗', admin: true },
  markPrepared: { title: '備餐進度更新失敗', admin: true },
  markPaid: { title: '標記付款失敗', admin: true },
  getAdminCoupons: { title: '取得優惠券失敗', admin: true },
  createCoupon: { title: '新增優惠券失敗', generic: '更新優惠券失敗', admin: true, server400: true },
  updateCoupon: { title: '編輯優惠券失敗', generic: '更新優惠券失敗', admin: true, server400: true },
  deleteCoupon: { title: '刪除優惠券失敗', admin: true },
} as const satisfies Record<string, CatalogueEntry>

export type FailingEndpoint = keyof typeof failureCatalogue

export interface FailureNotice {
  title: string
  text?: string
}

/** Whether `error` is what the base query rejects with (src/api/courseApi.ts). */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    Array.isArray((error as Partial<ApiError>).messages)
  )
}

/** The HTTP status of a failed call (or RTK Query's FETCH_ERROR etc.), undefined for anything else. */
export const statusOf = (error: unknown): ApiError['status'] | undefined =>
  isApiError(error) ? error.status : undefined

/** The server's message, ready to show, or undefined when it gave none. */
export const serverMessageOf = (error: unknown): string | undefined =>
  (isApiError(error) && error.message) || undefined

/** The course API's refusals of a coupon code (course-api.md §5.9), compared literally. */
export const COUPON_REFUSALS = {
  notFound: '找不到優惠券!',
  /** (sic) The real API's own text, doubled 無法 included. */
  unusable: '優惠券無法無法使用或已過期',
} as const

/**
 * Why the API refused a coupon code: `notFound` (404, 找不到優惠券!), `unusable` (400, expired or
 * switched off), or null for anything else (no answer, a server error): those are failures of
 * the call, not of the code, and keep the spec's §8 dialog.
 */
export function couponRefusal(error: unknown): keyof typeof COUPON_REFUSALS | null {
  if (!isApiError(error)) return null
  if (error.message === COUPON_REFUSALS.notFound) return 'notFound'
  if (error.message === COUPON_REFUSALS.unusable) return 'unusable'
  if (error.status === 404) return 'notFound'
  if (error.status === 400) return 'unusable'
  return null
}

/**
 * How a call failed without an HTTP answer: `offline` (not sent: the browser was offline),
 * `noAnswer` (sent, no reply: it may have been carried out), `unreadable` (a reply that is not
 * JSON); null when the server answered (or `error` is not an API error).
 */
export function unansweredReason(error: unknown): 'offline' | 'noAnswer' | 'unreadable' | null {
  const status = statusOf(error)
  if (status === undefined || typeof status === 'number') return null
  if (status === OFFLINE) return 'offline'
  if (status === 'PARSING_ERROR') return 'unreadable'
  return 'noAnswer'
}

/** The one text for a call that got no answer, in the shop's words (what happened, what next). */
export function unansweredText(reason: 'offline' | 'noAnswer' | 'unreadable'): string {
  const network = sharedMessages.network
  if (reason === 'offline') return `${network.offline}${network.offlineNext}`
  if (reason === 'unreadable') return `${network.unreadable}${sharedMessages.retry}`
  return `${network.noAnswer}${network.noAnswerNext}`
}

/** What the spec shows when `endpoint` failed with `error`; null when it shows nothing (admin 401). */
export function failureNotice(endpoint: FailingEndpoint, error: unknown): FailureNotice | null {
  const entry: CatalogueEntry = failureCatalogue[endpoint]
  if (!entry.admin) {
    // No answer: why, instead of the server's (absent) reason or a text that blames the server.
    const unanswered = unansweredReason(error)
    if (unanswered) return { title: entry.title, text: unansweredText(unanswered) }
    return { title: entry.title, text: entry.text ?? serverMessageOf(error) }
  }
  const status = statusOf(error)
  if (status === 401) return null
  const retry = sharedMessages.retry
  // Spec §8: the back office keeps its retry text; the shell's connection notice says when the
  // browser is offline, and the lists are read again when it is back (courseApi.ts).
  if (typeof status !== 'number') return { title: entry.generic ?? entry.title, text: retry }
  const fromServer = entry.server || (entry.server400 && status === 400)
  return { title: entry.title, text: (fromServer && serverMessageOf(error)) || retry }
}
