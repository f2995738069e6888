import { useCallback, useEffect } from 'react'
import type { AlertOptions } from './dialogContext'
import { useDialog } from './useDialog'

/**
 * Raises a spec §8 failure dialog when a query fails: once per failure, however many components
 * watch the same query under `key` (the navbar and the cart page both watch the cart). A new
 * subscriber makes RTK Query retry an errored query, and that retry failing too raises nothing
 * new; a success re-arms the dialog, and so does the returned function (call it before a retry the
 * user asked for, so that retry's failure is reported).
 */
export function useFailureDialog(
  key: string,
  query: { isError: boolean; isSuccess: boolean },
  { tone = 'error', title, text }: AlertOptions,
): () => void {
  const dialog = useDialog()
  const { isError, isSuccess } = query
  useEffect(() => {
    const reported = dialog.reportedFailures
    if (isSuccess) reported.delete(key)
    if (!isError || reported.has(key)) return
    reported.add(key)
    void dialog.alert({ tone, title, text })
  }, [dialog, key, isError, isSuccess, tone, title, text])
  return useCallback(() => void dialog.reportedFailures.delete(key), [dialog, key])
}
