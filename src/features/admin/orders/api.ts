import type { FetchArgs } from '@reduxjs/toolkit/query/react'
import { courseApi, shopPath, type ApiError } from '@/api/courseApi'
import type { Order, OrderResponse, OrdersPageResponse, Pagination } from '@/api/types'
import { toUnixSeconds } from '@/lib/format'
import { applyChange, type OrderChange } from './orderChanges'

/** How many pages of the order list are asked for at once while reading several. */
const PAGES_AT_ONCE = 4

/** A queryFn's bound base query (courseBaseQuery with the request's api and options). */
type FetchPage = (
  arg: string | FetchArgs,
) => PromiseLike<{ data?: unknown; error?: ApiError }> | { data?: unknown; error?: ApiError }

/**
 * What a look at the newest orders reads: pages of `admin/orders` (newest first, 10 a page),
 * block by block. The first block reads up to `firstPages` pages, each later one `morePages`;
 * reading stops early at the last page or, with `since` (Unix seconds), at the first page holding
 * an order placed before it (the pages after it hold only older ones).
 */
export interface OrderWindowArg {
  since: number | null
  firstPages: number
  morePages: number
}

/** One block of pages of the order list. */
export interface OrderWindowBlock {
  orders: Order[]
  /** The last page read. */
  lastPage: number
  /** The list's page count, as the last page read said. */
  totalPages: number
  /** Nothing older is left to read: the last page, or an order older than `since`. */
  complete: boolean
}

/** The pages a block reads: block 0 is 1…firstPages, block n the `morePages` after the last. */
function blockPages(arg: OrderWindowArg, block: number): [number, number] {
  const first = block === 0 ? 1 : arg.firstPages + (block - 1) * arg.morePages + 1
  const last = block === 0 ? arg.firstPages : first + arg.morePages - 1
  return [first, last]
}

const ordersOf = (body: unknown): Order[] => {
  const list = (body as { orders?: unknown } | null)?.orders
  return Array.isArray(list) ? (list as Order[]) : []
}

const timeOf = (order: Order) => (typeof order.create_at === 'number' ? order.create_at : Number.NaN)

async function readBlock(
  baseQuery: FetchPage,
  arg: OrderWindowArg,
  block: number,
): Promise<{ data: OrderWindowBlock } | { error: ApiError }> {
  const [first, last] = blockPages(arg, block)
  const orders: Order[] = []
  let totalPages: number | null = null
  let lastRead = first - 1
  let complete = false
  let next = first
  while (!complete && next <= last) {
    // The block's first page alone (it says how many pages there are), then a few at a time.
    const end = Math.min(last, totalPages ?? next, next + PAGES_AT_ONCE - 1)
    if (end < next) {
      complete = true
      break
    }
    const pages = Array.from({ length: end - next + 1 }, (_, index) => next + index)
    const results = await Promise.all(
      pages.map((page) => baseQuery({ url: shopPath('admin/orders'), params: { page } })),
    )
    for (const [index, result] of results.entries()) {
      if (result.error) return { error: result.error }
      const page = pages[index]
      const listed = ordersOf(result.data)
      totalPages = Math.max(1, (result.data as { pagination?: Pagination }).pagination?.total_pages ?? page)
      orders.push(...listed)
      lastRead = page
      const oldest = listed.length > 0 ? timeOf(listed[listed.length - 1]) : Number.NaN
      if (page >= totalPages || listed.length === 0 || (arg.since !== null && oldest < arg.since)) {
        complete = true
        break
      }
    }
    next = end + 1
  }
  return { data: { orders, lastPage: lastRead, totalPages: totalPages ?? 0, complete } }
}

/** What a bulk change did: orders changed, orders it did not apply to, orders it failed on. */
export interface OrderChangesResult {
  changed: Order[]
  skipped: string[]
  failed: { id: string; error: ApiError }[]
}

/**
 * Writes to one order run one after another (a read, then a PUT of the whole order): two ticks on
 * the same order must not both read the old copy.
 */
const queues = new Map<string, Promise<unknown>>()
function oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(id) ?? Promise.resolve()
  const next = previous.then(work, work)
  const settled = next.then(
    () => undefined,
    () => undefined,
  )
  queues.set(id, settled)
  void settled.then(() => {
    if (queues.get(id) === settled) queues.delete(id)
  })
  return next
}

/** How many orders a bulk change writes at once. */
const WRITES_AT_ONCE = 3

/**
 * The back office's order reads and writes for fulfilment (docs/orders.md): one page of the list,
 * a window of the newest pages, and changes applied to a fresh read of each order. Tags: `LIST`
 * is every admin order read; `FOLLOWS` every one but page 1, which is the feed (useOrderFeed.ts):
 * when the feed sees a change, the others read again.
 */
export const adminOrdersApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of `admin/orders` (newest first, 10 a page). */
    getAdminOrderPage: build.query<OrdersPageResponse, number>({
      query: (page) => ({ url: shopPath('admin/orders'), params: { page } }),
      providesTags: (_result, _error, page) =>
        page === 1
          ? [{ type: 'AdminOrder', id: 'LIST' }]
          : [
              { type: 'AdminOrder', id: 'LIST' },
              { type: 'AdminOrder', id: 'FOLLOWS' },
            ],
    }),
    /** The newest orders, block by block (OrderWindowArg); `fetchNextPage` reads the next block. */
    getAdminOrderWindow: build.infiniteQuery<OrderWindowBlock, OrderWindowArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastBlock, _blocks, lastParam) => (lastBlock.complete ? undefined : lastParam + 1),
      },
      queryFn: ({ queryArg, pageParam }, _api, _extra, baseQuery) =>
        readBlock(baseQuery as FetchPage, queryArg, pageParam),
      providesTags: [
        { type: 'AdminOrder', id: 'LIST' },
        { type: 'AdminOrder', id: 'FOLLOWS' },
      ],
    }),
    /**
     * Changes orders (one or many): each is read afresh (`GET order/{id}`), changed, and written
     * whole (`PUT admin/order/{id}`). Orders the change no longer applies to are skipped; a refusal
     * is reported per order. A 401 fails the whole call (the session has ended).
     */
    changeOrders: build.mutation<OrderChangesResult, { id: string; change: OrderChange }[]>({
      async queryFn(changes, _api, _extra, rawBaseQuery) {
        const baseQuery = rawBaseQuery as FetchPage
        const result: OrderChangesResult = { changed: [], skipped: [], failed: [] }
        const one = ({ id, change }: { id: string; change: OrderChange }) =>
          oneAtATime(id, async () => {
            const read = await baseQuery(shopPath(`order/${encodeURIComponent(id)}`))
            if (read.error) return result.failed.push({ id, error: read.error })
            const fresh = (read.data as OrderResponse | undefined)?.order
            if (!fresh) {
              const error: ApiError = { status: 404, message: '找不到訂單', messages: ['找不到訂單'] }
              return result.failed.push({ id, error })
            }
            const updated = applyChange(fresh, change, toUnixSeconds(new Date()))
            if (!updated) return result.skipped.push(id)
            const write = await baseQuery({
              url: shopPath(`admin/order/${encodeURIComponent(id)}`),
              method: 'PUT',
              body: { data: updated },
            })
            if (write.error) return result.failed.push({ id, error: write.error })
            result.changed.push(updated)
          })
        for (let start = 0; start < changes.length; start += WRITES_AT_ONCE)
          await Promise.all(changes.slice(start, start + WRITES_AT_ONCE).map(one))
        const refused = result.failed.find((failure) => failure.error.status === 401)
        if (refused) return { error: refused.error }
        if (result.failed.length > 0 && result.changed.length === 0 && result.skipped.length === 0)
          return { error: result.failed[0].error }
        return { data: result }
      },
      invalidatesTags: (_result, _error, changes) => [
        { type: 'AdminOrder', id: 'LIST' },
        { type: 'Order', id: 'LIST' },
        ...changes.map(({ id }) => ({ type: 'Order' as const, id })),
      ],
    }),
  }),
})

export const { useGetAdminOrderPageQuery, useGetAdminOrderWindowInfiniteQuery, useChangeOrdersMutation } =
  adminOrdersApi
