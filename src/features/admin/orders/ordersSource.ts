import { useMemo } from 'react'
import { startOfTaipeiDay } from '@/api/delivery'
import type { Order } from '@/api/types'
import type { ListResult, ListSource } from '../resource/useListController'
import { useGetAdminOrderPageQuery, useGetAdminOrderWindowInfiniteQuery, type OrderWindowArg } from './api'
import { isFiltered, orderMatches, type OrderFilter, type OrderFilterKey } from './orderFilter'

/** Pages a search reads first (100 orders), and each 搜尋更早的訂單 after that. */
export const SEARCH_FIRST_PAGES = 10
export const SEARCH_MORE_PAGES = 10

/** The search's window: the newest pages; with ?from=, nothing older than that day is read. */
export function searchWindowArg(filter: OrderFilter): OrderWindowArg {
  const from = filter.from ? startOfTaipeiDay(filter.from) : Number.NaN
  return {
    since: Number.isNaN(from) ? null : Math.floor(from / 1000),
    firstPages: SEARCH_FIRST_PAGES,
    morePages: SEARCH_MORE_PAGES,
  }
}

/** Orders of several blocks, once each (new orders push older ones onto the next page while reading). */
export function uniqueOrders(blocks: readonly { orders: Order[] }[]): Order[] {
  const seen = new Set<string>()
  const orders: Order[] = []
  for (const block of blocks)
    for (const order of block.orders) {
      if (!order || typeof order.id !== 'string' || seen.has(order.id)) continue
      seen.add(order.id)
      orders.push(order)
    }
  return orders
}

/**
 * A window of the newest orders (api.ts `getAdminOrderWindow`): the orders read so far, whether
 * anything older is left, and reading the next block. The list's search and the kitchen board use it.
 */
export function useOrderWindow(
  arg: OrderWindowArg,
  { skip = false, pollingInterval = 0 }: { skip?: boolean; pollingInterval?: number } = {},
) {
  const query = useGetAdminOrderWindowInfiniteQuery(
    arg,
    pollingInterval > 0
      ? { skip, pollingInterval, skipPollingIfUnfocused: true, refetchOnFocus: true }
      : { skip },
  )
  const blocks = query.data?.pages
  const orders = useMemo(() => (blocks ? uniqueOrders(blocks) : undefined), [blocks])
  const last = blocks?.[blocks.length - 1]
  return {
    /** Every order read, newest first; undefined until the first block arrives. */
    orders,
    /** Nothing older is left to read (or, with `since`, nothing that could matter). */
    complete: last?.complete ?? false,
    /** How many pages the list has, as the last page read said. */
    totalPages: last?.totalPages,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    /** When the latest read started (ms): data read after a write started after it. */
    startedAt: query.startedTimeStamp,
    isLoadingMore: query.isFetchingNextPage,
    error: query.error,
    refetch: query.refetch,
    loadMore: () => void query.fetchNextPage(),
  }
}

/** The search's state, for the line under the filter: how many were searched, and 搜尋更早的訂單. */
export function useOrderSearch(filter: OrderFilter) {
  const filtered = isFiltered(filter)
  const arg = useMemo(() => searchWindowArg(filter), [filter])
  const window = useOrderWindow(arg, { skip: !filtered })
  return { filtered, ...window }
}

/**
 * The order list's records (useListController's ListSource), in two ways:
 *
 * - **No filter**: the API's own pages. Page n of the list is `admin/orders?page=n`, one request;
 *   the count comes from the last page (one more, read once). 5,000 orders open in two requests.
 * - **A filter** (a name, a status, days…): the course API has no search, and reading 500 pages
 *   for one name is out of the question. The search reads the newest 100 orders (10 pages) and
 *   filters them here; 搜尋更早的訂單 reads 100 more each time, and the screen says how far it has
 *   looked. A ?from= day stops the reading at the first older order: that search is complete.
 */
export const ordersListSource: ListSource<Order, OrderFilterKey> = function useOrdersList({
  page,
  perPage,
  filter,
  hidden,
}): ListResult<Order> {
  const search = useOrderSearch(filter)
  const { filtered } = search
  const pageQuery = useGetAdminOrderPageQuery(page, { skip: filtered })
  const answered = filtered ? undefined : pageQuery.data
  const totalPages = answered?.pagination?.total_pages ?? 0
  const current = answered?.pagination?.current_page ?? page
  const lastPageQuery = useGetAdminOrderPageQuery(totalPages, {
    skip: filtered || totalPages <= 1 || current === totalPages,
  })

  const pageRecords = useMemo(
    () => (answered?.orders ?? []).filter((order) => !hidden.has(order.id)),
    [answered, hidden],
  )
  const matching = useMemo(
    () =>
      filtered && search.orders
        ? search.orders.filter((order) => !hidden.has(order.id) && orderMatches(order, filter))
        : undefined,
    [filtered, search.orders, hidden, filter],
  )

  if (filtered) {
    const pages = Math.max(1, Math.ceil((matching?.length ?? 0) / perPage))
    const shownPage = Math.min(page, pages)
    return {
      records: matching ? matching.slice((shownPage - 1) * perPage, shownPage * perPage) : [],
      page: shownPage,
      total: matching?.length,
      matching,
      isLoading: search.isLoading,
      isFetching: search.isFetching && !search.isLoadingMore,
      error: search.error,
      refetch: search.refetch,
    }
  }

  // The count: every full page before the last, and the last page's orders (read once; until it
  // arrives, the smallest count that has this many pages, so the pager is right from the start).
  const lastCount = current === totalPages ? answered?.orders?.length : lastPageQuery.data?.orders?.length
  const total = answered
    ? Math.max(0, (totalPages - 1) * perPage + (lastCount ?? 1) - hidden.size)
    : undefined
  return {
    records: pageRecords,
    page: current,
    total,
    matching: undefined,
    isLoading: pageQuery.isLoading,
    isFetching: pageQuery.isFetching,
    error: pageQuery.error,
    refetch: pageQuery.refetch,
  }
}
