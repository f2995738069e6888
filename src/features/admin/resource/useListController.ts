import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { failureCatalogue, failureNotice, type FailingEndpoint } from '@/api/failures'
import type { Pagination } from '@/api/types'
import type { PagerInfo } from '@/components/navigation/PagerControl'
import { useDialog } from '@/components/dialogs/useDialog'
import { useTextAheadOfUrl } from '@/lib/useTextAheadOfUrl'
import type { AdminListStateProps } from '../components/AdminListScreen'

/** Records per page of an admin list (the course API's own page size, course-api.md §1.6). */
export const LIST_PAGE_SIZE = 10

/** What every back-office record has: the API's id, its key in lists, selections and deletes. */
export interface AdminRecord {
  id: string
}

/** A list's filter as URL search params: each key's value, '' when unset. */
export type ListFilter<K extends string> = Record<K, string>

/** What a list asks its source for. */
export interface ListRequest<K extends string> {
  /** The page in the URL (1 or more; it may lie past the end, the controller then moves the URL). */
  page: number
  perPage: number
  /** The filter as matched: the URL's values, trimmed. */
  filter: ListFilter<K>
  /** Keys of records to leave out (deleted, waiting for their undo window to pass). */
  hidden: ReadonlySet<string>
}

/** A source's answer: one page of records and what the list needs around it. */
export interface ListResult<T> {
  /** The records of `page`. */
  records: T[]
  /** The page these records are (the last one when the request was past the end). */
  page: number
  /** How many records match over all pages; undefined until the first answer. */
  total: number | undefined
  /** How many pages there are, when the count is not known but the API said (its own pagination). */
  totalPages?: number
  /** Every matching record, when the source holds them all (an export reads them); else undefined. */
  matching: T[] | undefined
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}

/**
 * Where a list's records come from: a hook (called once per render) from the request to one page.
 * `clientListSource` reads the whole list and pages it here, as the course API has no search; a
 * source that pages on the server (the API's `?page=` with its `pagination`) answers the same shape.
 */
export type ListSource<T, K extends string> = (request: ListRequest<K>) => ListResult<T>

/** What a client-side list reads: an RTK Query result holding every record of the list. */
export interface WholeListQuery<T> {
  data?: T[]
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}

/**
 * A source that holds the whole list (`useAll`, given the filter for any part the API applies
 * itself, e.g. the products' `?category=`), filters it with `matches` and pages it here.
 */
export function clientListSource<T extends AdminRecord, K extends string>({
  useAll,
  matches,
}: {
  useAll: (filter: ListFilter<K>) => WholeListQuery<T>
  matches?: (record: T, filter: ListFilter<K>) => boolean
}): ListSource<T, K> {
  return function useClientList({ page, perPage, filter, hidden }) {
    const { data, isLoading, isFetching, error, refetch } = useAll(filter)
    const matching = useMemo(
      () => (data ?? []).filter((record) => !hidden.has(record.id) && (!matches || matches(record, filter))),
      [data, hidden, filter],
    )
    const totalPages = Math.max(1, Math.ceil(matching.length / perPage))
    const current = Math.min(page, totalPages)
    const records = useMemo(
      () => matching.slice((current - 1) * perPage, current * perPage),
      [matching, current, perPage],
    )
    return {
      records,
      page: current,
      total: data ? matching.length : undefined,
      matching: data ? matching : undefined,
      isLoading,
      isFetching,
      error,
      refetch,
    }
  }
}

/** What a server-paged list reads: an RTK Query result holding one page the API answered. */
export interface PageQuery<Page> {
  data?: Page
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}

/** A page of a list as the API answers it: its records, and `pagination` with the number of pages. */
export interface ApiPage {
  pagination?: Pick<Pagination, 'total_pages'>
}

/**
 * A source for a list the API pages and cannot search: with no filter, until the whole list is in,
 * it shows the API's own page (`usePage`: one small request), so the list opens quickly however
 * long it is; the whole list (`useAll`) is filtered and paged here, as `clientListSource` does.
 * `readAll`:
 * - `'always'` (products: admin/products/all is one request): the whole list is read from the
 *   start and takes over as soon as it is in (the same records on the same page), for the count,
 *   the export and every search after that;
 * - `'for-filters'` (coupons: every page is a request of its own): only a search or a filter reads
 *   the whole list; the API's page shows otherwise, and its last page makes the count exact.
 * Records deleted and waiting for their undo window leave the page they are on.
 */
export function serverPagedListSource<T extends AdminRecord, K extends string, Page extends ApiPage>({
  usePage,
  recordsOf,
  useAll,
  matches,
  readAll = 'for-filters',
}: {
  usePage: (page: number, options: { skip: boolean }) => PageQuery<Page>
  recordsOf: (page: Page) => T[]
  useAll: (options: { skip: boolean }) => WholeListQuery<T>
  matches?: (record: T, filter: ListFilter<K>) => boolean
  readAll?: 'always' | 'for-filters'
}): ListSource<T, K> {
  const isFiltered = (filter: ListFilter<K>) => Object.values<string>(filter).some(Boolean)
  return function useServerPagedList(request) {
    const filtered = isFiltered(request.filter)
    // 'always': the whole list is asked for once the API's page has answered, so that small first
    // answer does not wait behind megabytes (and the page is drawn before they are parsed).
    const [pageAnswered, setPageAnswered] = useState(readAll !== 'always')
    const whole = clientListSource<T, K>({
      useAll: () => useAll({ skip: readAll === 'always' ? !(pageAnswered || filtered) : !filtered }),
      matches,
    })(request)
    // The API's page is for an unfiltered list whose whole is not in (yet, or at all).
    const paged = !filtered && whole.total === undefined
    const shown = usePage(request.page, { skip: !paged })
    const answered = Boolean(shown.data || shown.error)
    useEffect(() => {
      if (answered) setPageAnswered(true)
    }, [answered])
    const totalPages = shown.data ? Math.max(1, shown.data.pagination?.total_pages ?? 1) : undefined
    const lastPage = totalPages ?? 1
    const countFromLastPage = readAll === 'for-filters'
    const last = usePage(lastPage, {
      skip: !paged || !countFromLastPage || lastPage <= 1 || lastPage === request.page,
    })
    const { hidden } = request
    const pageRecords = shown.data ? recordsOf(shown.data) : undefined
    const records = useMemo(
      () => (pageRecords ?? []).filter((record) => !hidden.has(record.id)),
      [pageRecords, hidden],
    )
    if (!paged) return whole
    const lastRecords = lastPage === request.page ? pageRecords : last.data ? recordsOf(last.data) : undefined
    const total =
      !countFromLastPage || totalPages === undefined || (lastPage > 1 && lastRecords === undefined)
        ? undefined
        : Math.max(0, (lastPage - 1) * request.perPage + (lastRecords?.length ?? 0) - hidden.size)
    return {
      records,
      page: request.page,
      total,
      totalPages,
      matching: undefined,
      isLoading: shown.isLoading || (countFromLastPage && total === undefined && !shown.error && !last.error),
      isFetching: shown.isFetching || last.isFetching,
      error: shown.error ?? last.error ?? whole.error,
      refetch: () => {
        void shown.refetch()
        if (lastPage > 1 && lastPage !== request.page) void last.refetch()
        if (whole.error) void whole.refetch()
      },
    }
  }
}

/** The list's page and filter live in the URL (?page=2&q=蛋餅), so reloads and the back button keep them. */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = Number.parseInt(searchParams.get('page') ?? '', 10)
  const page = Number.isFinite(raw) && raw > 0 ? raw : 1
  // The search box (`q`) runs ahead of the URL while the owner types: it shows and filters by
  // what is typed, and the URL follows.
  // The list's own typing replaces the history entry; a link or the palette pushes one.
  const [searchText, setSearchText] = useTextAheadOfUrl(searchParams.get('q') ?? '', { followPush: true })
  const valueOf = (key: K) => (key === 'q' ? searchText : (searchParams.get(key) ?? ''))
  // The filter as a string first, so it stays the same object while its values do not change:
  // as shown (the search as typed), and as matched (trimmed).
  const shownKey = new URLSearchParams(keys.map((key) => [key, valueOf(key)])).toString()
  const filter = useMemo(() => Object.fromEntries(new URLSearchParams(shownKey)) as ListFilter<K>, [shownKey])
  const criteriaKey = new URLSearchParams(keys.map((key) => [key, valueOf(key).trim()])).toString()
  const criteria = useMemo(
    () => Object.fromEntries(new URLSearchParams(criteriaKey)) as ListFilter<K>,
    [criteriaKey],
  )
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (next <= 1) params.delete('page')
          else params.set('page', String(next))
          return params
        },
        { replace: false },
      ),
    [setSearchParams],
  )
  /** Changes filter values; a new filter starts at page 1. Replaces the history entry while typing. */
  const setFilter = useCallback(
    (patch: Partial<ListFilter<K>>) => {
      if ('q' in patch) setSearchText(patch['q' as K] ?? '')
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value) params.set(key, value)
            else params.delete(key)
          }
          params.delete('page')
          return params
        },
        { replace: true },
      )
    },
    [setSearchParams, setSearchText],
  )
  /** The URL already holds the search shown (a page number read now belongs to it). */
  const settled = searchText === (searchParams.get('q') ?? '')
  return { page, setPage, filter, criteria, settled, setFilter }
}

export interface ListControllerConfig<T, K extends string> {
  source: ListSource<T, K>
  /** The URL search params that filter the list (besides `page`). */
  filterKeys?: readonly K[]
  /** The endpoint whose spec §8 title a failed load shows (src/api/failures.ts). */
  failure: FailingEndpoint
  /** Spec §8: the order list's load failure is a plain browser alert, the others a dialog. */
  failureAlert?: 'dialog' | 'browser'
  /** Keys of records to leave out (deletes waiting for their undo window). */
  hidden?: ReadonlySet<string>
}

const NO_KEYS: readonly never[] = []
const NOTHING_HIDDEN: ReadonlySet<string> = new Set()

/**
 * An admin list's state: the URL's page and filter (kept on a page that exists), one page of
 * records from the source, the list's states for the screen, and a failed load reported once per
 * failure (never for a 401: the session has ended and the admin layout is leaving).
 */
export function useListController<T, K extends string = never>(config: ListControllerConfig<T, K>) {
  const { failure, failureAlert = 'dialog' } = config
  const dialog = useDialog()
  const { page, setPage, filter, criteria, settled, setFilter } = useListParams<K>(
    config.filterKeys ?? NO_KEYS,
  )
  const result = config.source({
    page,
    perPage: LIST_PAGE_SIZE,
    filter: criteria,
    hidden: config.hidden ?? NOTHING_HIDDEN,
  })
  const { total, isLoading, isFetching, error, refetch } = result

  // A failed load, once per failure (a new error object each time).
  useEffect(() => {
    const notice = error ? failureNotice(failure, error) : null
    if (!notice) return
    if (failureAlert === 'browser') window.alert(notice.title)
    else void dialog.alert({ tone: 'error', ...notice })
  }, [error, failure, failureAlert, dialog])

  const totalPages = total === undefined ? result.totalPages : Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  // Keep the URL on a page that exists (a page past the end, or one a delete emptied); not while a
  // search typed is on its way to the URL (that navigation goes back to page 1 anyway).
  useEffect(() => {
    if (totalPages !== undefined && !isFetching && settled && page > totalPages) setPage(totalPages)
  }, [totalPages, isFetching, settled, page, setPage])

  const pagination: PagerInfo | null =
    totalPages === undefined
      ? null
      : {
          current_page: result.page,
          total_pages: totalPages,
          has_pre: result.page > 1,
          has_next: result.page < totalPages,
        }
  const state: AdminListStateProps = {
    pagination,
    isLoading,
    isFetching,
    errorText: error && total === undefined ? failureCatalogue[failure].title : null,
    onRetry: () => void refetch(),
    onPageChange: setPage,
    total,
  }

  return {
    /** The records of the page shown. */
    records: result.records,
    /** How many records match the filter (all pages); undefined until the list has arrived. */
    total,
    /** Every record that matches the filter (all pages), when the source holds them (an export). */
    matching: result.matching,
    /** The filter as shown (the search as typed), and how to change it (back to page 1). */
    filter,
    setFilter,
    /** Shows another page (the URL's ?page=). */
    setPage,
    /** Props for the list screen: pager, loading and failed states. */
    state,
  }
}

export type ListController<T, K extends string> = ReturnType<typeof useListController<T, K>>
