import { useCallback, useEffect } from 'react'
import { failureNotice, unansweredReason, type FailingEndpoint } from '@/api/failures'
import { alertFailure } from './alertFailure'
import { useDialog } from './useDialog'

/**
 * Shows the spec §8 dialog for a failed call (src/api/failures.ts decides its title and text;
 * nothing for an admin 401). Resolves when it is dismissed.
 */
export function useFailureAlert(): (endpoint: FailingEndpoint, error: unknown) => Promise<void> {
  const dialog = useDialog()
  return useCallback((endpoint, error) => alertFailure(dialog, endpoint, error), [dialog])
}

/**
 * Raises a query's spec §8 failure dialog once per failure, however many components watch the
 * same endpoint (the navbar and the cart page both watch the cart). A new subscriber makes RTK
 * Query retry an errored query, and that retry failing too raises nothing new; a success re-arms
 * the dialog, and so does the returned function (call it before a retry the user asked for, so
 * that retry's failure is reported). A read not sent because the browser is offline raises none:
 * the shell's connection notice says so, and the query is read again once the browser is online.
 */
export function useFailureDialog(
  endpoint: FailingEndpoint,
  query: { isError: boolean; isSuccess: boolean; error?: unknown },
): () => void {
  const dialog = useDialog()
  const { isError, isSuccess, error } = query
  useEffect(() => {
    const reported = dialog.reportedFailures
    if (isSuccess) reported.delete(endpoint)
    if (!isError || reported.has(endpoint) || unansweredReason(error) === 'offline') return
    reported.add(endpoint)
    const notice = failureNotice(endpoint, error)
    if (notice) void dialog.alert({ tone: 'error', ...notice })
  }, [dialog, endpoint, isError, isSuccess, error])
  return useCallback(() => void dialog.reportedFailures.delete(endpoint), [dialog, endpoint])
}
