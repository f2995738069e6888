import type { ApiError } from '@/api/courseApi'
import { adminMessages } from './messages'

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'message' in error &&
    'messages' in error &&
    Array.isArray((error as ApiError).messages)
  )
}

/** A 401 ends the session (the admin layout redirects); pages then stay silent. */
export const isSessionError = (error: unknown): boolean => isApiError(error) && error.status === 401

export interface FailureNotice {
  title: string
  text: string
}

/**
 * Spec §8 (Admin) for create / edit: a 400 shows the server's messages joined with 、 under the
 * operation's title (新增產品失敗…), every other answer shows 請重新操作一次 under the same title;
 * no answer at all (network, unexpected error) falls to the generic title (更新產品失敗…).
 * Orders show the retry text in both cases (`serverMessages: false`).
 * Returns null for a 401: the session has ended and the layout is already redirecting.
 */
export function saveFailureNotice(
  error: unknown,
  titles: { failed: string; generic: string },
  { serverMessages = true }: { serverMessages?: boolean } = {},
): FailureNotice | null {
  if (isSessionError(error)) return null
  const retry = adminMessages.common.retry
  if (isApiError(error) && typeof error.status === 'number') {
    const text = serverMessages && error.status === 400 && error.message ? error.message : retry
    return { title: titles.failed, text }
  }
  return { title: titles.generic, text: retry }
}

/** Delete and list failures: the spec's title with 請重新操作一次 (null for a 401). */
export function plainFailureNotice(error: unknown, title: string): FailureNotice | null {
  if (isSessionError(error)) return null
  return { title, text: adminMessages.common.retry }
}
