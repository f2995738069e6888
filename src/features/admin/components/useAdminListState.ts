import type { PagerInfo } from '@/components/navigation/PagerControl'
import { useClampPage, useListFailure } from '../useListFailure'
import type { AdminListStateProps } from './AdminListScreen'

export interface AdminListQuery {
  data?: { pagination: PagerInfo }
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}

export interface AdminListStateOptions {
  page: number
  setPage: (page: number) => void
  /** How many records the current page holds (undefined before the first answer). */
  rows: number | undefined
  loadFailed: string
  /** Tells the admin a load failed (never for a 401, which ends the session). */
  reportFailure: (title: string, text: string) => void
}

/**
 * A list page's query as the list screen's state: reports failed loads, keeps the URL on a page
 * that exists, and hands over pagination, loading flags, the error text, retry and page change.
 */
export function useAdminListState(
  { data, isLoading, isFetching, error, refetch }: AdminListQuery,
  { page, setPage, rows, loadFailed, reportFailure }: AdminListStateOptions,
): AdminListStateProps {
  useListFailure(error, loadFailed, reportFailure)
  useClampPage(
    page,
    setPage,
    data && rows !== undefined
      ? { rows, currentPage: data.pagination.current_page, totalPages: data.pagination.total_pages }
      : undefined,
    !isFetching,
  )
  return {
    pagination: data?.pagination ?? null,
    isLoading,
    isFetching,
    errorText: error && !data ? loadFailed : null,
    onRetry: () => void refetch(),
    onPageChange: setPage,
  }
}
