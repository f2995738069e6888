import { ADMIN_TOKEN_COOKIE, deleteCookie, readCookie, writeCookie } from '@/lib/cookies'

/**
 * The admin session is the `myToken` cookie (spec §9), never localStorage. The base query sends
 * it raw as `Authorization`; these helpers are the only code in the admin feature that touches it.
 */
export const hasAdminToken = (): boolean => Boolean(readCookie(ADMIN_TOKEN_COOKIE))

/** Keeps the token until the sign-in response's `expired` (milliseconds). */
export function saveAdminToken(token: string, expiredMs: number): void {
  writeCookie(ADMIN_TOKEN_COOKIE, token, new Date(expiredMs))
}

export function clearAdminToken(): void {
  deleteCookie(ADMIN_TOKEN_COOKIE)
}

const SESSION_ENDED = 'breakfast:admin-session-ended'

export interface SessionEndedDetail {
  /** The server's text, e.g. 驗證錯誤, 請重新登入. */
  message: string
}

/** Any admin call answered 401: forget the token and tell the admin layout to go to sign-in. */
export function endAdminSession(message: string): void {
  clearAdminToken()
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<SessionEndedDetail>(SESSION_ENDED, { detail: { message } }))
}

/** Subscribes to the end of the admin session; returns the unsubscribe function. */
export function onAdminSessionEnded(listener: (detail: SessionEndedDetail) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SessionEndedDetail>).detail)
  window.addEventListener(SESSION_ENDED, handle)
  return () => window.removeEventListener(SESSION_ENDED, handle)
}
