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

/** When a page emptied (its last record deleted), step back to the last page that still exists. */
export function useClampPage(
  page: number,
  setPage: (page: number) => void,
  rows: number | undefined,
  totalPages: number | undefined,
  settled: boolean,
) {
  useEffect(() => {
    if (!settled || rows === undefined || rows > 0 || page <= 1) return
    setPage(Math.max(1, Math.min(page - 1, totalPages ?? 1)))
  }, [page, setPage, rows, totalPages, settled])
}
