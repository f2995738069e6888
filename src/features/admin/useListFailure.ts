import { useEffect } from 'react'
import { plainFailureNotice } from './errors'

/**
 * Calls `report` once per failed list load (a new error object each time), except for a 401,
 * which ends the session instead (the layout redirects to sign-in).
 */
export function useListFailure(error: unknown, title: string, report: (title: string, text: string) => void) {
  useEffect(() => {
    if (!error) return
    const notice = plainFailureNotice(error, title)
    if (notice) report(notice.title, notice.text)
    // `report` is an inline callback; the effect must run per error only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, title])
}

/**
 * Keeps the URL's page on a page that exists: when the server answered another page than asked
 * (past the end), follow it; when a page emptied (its last record deleted), step back one.
 */
export function useClampPage(
  page: number,
  setPage: (page: number) => void,
  list: { rows: number; currentPage: number; totalPages: number } | undefined,
  settled: boolean,
) {
  const rows = list?.rows
  const currentPage = list?.currentPage
  const totalPages = list?.totalPages
  useEffect(() => {
    if (!settled || rows === undefined || currentPage === undefined || page <= 1) return
    if (rows === 0) setPage(Math.max(1, Math.min(page - 1, totalPages ?? 1)))
    else if (currentPage < page) setPage(currentPage)
  }, [page, setPage, rows, currentPage, totalPages, settled])
}
