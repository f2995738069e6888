import { courseApi, shopPath } from '@/api/courseApi'
import { placedBy } from '@/api/orderOwner'
import type { CreateOrderResponse, Order, OrderInput, OrdersPageResponse } from '@/api/types'

/** What names the order one press of 結帳 may have created (checkoutAttempt.ts). */
export interface AttemptOrderQuery {
  memberKey: string
  /** When 結帳 was pressed (ms). */
  startedAt: number
  /** The cart's lines then, if known: the order holds the same products and quantities. */
  lines?: ReadonlyArray<{ product_id: string; qty: number }>
}

/** How far back an order may be dated before 結帳 was pressed (the server's clock is not ours). */
export const CLOCK_SKEW_SECONDS = 5 * 60
/** Pages of the shop's order list (newest first) read at most when looking for the order. */
const PAGES_TO_CHECK = 3

const linesKey = (lines: ReadonlyArray<{ product_id: string; qty: number }>) =>
  lines
    .map((line) => `${line.product_id}×${line.qty}`)
    .sort()
    .join(',')

/** Whether `order` is the one the attempt would have created. */
export function isAttemptOrder(order: Order, { memberKey, startedAt, lines }: AttemptOrderQuery): boolean {
  if (!placedBy(order, memberKey)) return false
  if (!(typeof order.create_at === 'number' && order.create_at >= startedAt / 1000 - CLOCK_SKEW_SECONDS))
    return false
  if (!lines) return true
  const products = order.products && typeof order.products === 'object' ? Object.values(order.products) : []
  return linesKey(products) === linesKey(lines)
}

/**
 * Checkout's endpoints: placing the order (it empties the cart and joins the admin's order list),
 * and finding the order a press of 結帳 created when its answer was lost (the course API has no
 * idempotency key, so the member's recent orders are read instead of sending again).
 */
export const checkoutApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, OrderInput>({
      query: (data) => ({ url: shopPath('order'), method: 'POST', body: { data } }),
      invalidatesTags: ['Cart', { type: 'Order', id: 'LIST' }, { type: 'AdminOrder', id: 'LIST' }],
    }),
    /** The id of the order the attempt created, or null when the newest orders hold none. */
    findAttemptOrder: build.query<string | null, AttemptOrderQuery>({
      async queryFn(attempt, _api, _extra, baseQuery) {
        for (let page = 1; page <= PAGES_TO_CHECK; page++) {
          const result = await baseQuery({ url: shopPath('orders'), params: { page } })
          if (result.error) return { error: result.error }
          const body = result.data as OrdersPageResponse
          const orders = Array.isArray(body.orders) ? body.orders : []
          const found = orders.find((order) => isAttemptOrder(order, attempt))
          if (found) return { data: found.id }
          const oldest = orders.at(-1)?.create_at
          const olderThanAttempt =
            typeof oldest === 'number' && oldest < attempt.startedAt / 1000 - CLOCK_SKEW_SECONDS
          if (body.pagination?.has_next !== true || olderThanAttempt) break
        }
        return { data: null }
      },
      // Always read afresh: it answers "did it go through?" now.
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useCreateOrderMutation, useLazyFindAttemptOrderQuery } = checkoutApi
