import { createSlice } from '@reduxjs/toolkit'
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

/**
 * How the admin session ended in this page load, if it did: `expired` when the server refused the
 * token (a 401 from an admin call, see ./sessionListener.ts), `signedOut` after 登出. Signing in
 * opens it again. The admin layout leaves for sign-in on `expired`.
 */
export interface AdminSessionState {
  ended: 'expired' | 'signedOut' | null
}

const initialState: AdminSessionState = { ended: null }

export const adminSessionSlice = createSlice({
  name: 'adminSession',
  initialState,
  reducers: {
    signedIn: (state) => {
      state.ended = null
    },
    expired: (state) => {
      state.ended = 'expired'
    },
    signedOut: (state) => {
      state.ended = 'signedOut'
    },
  },
})

export const {
  signedIn: adminSignedIn,
  expired: adminSessionExpired,
  signedOut: adminSignedOut,
} = adminSessionSlice.actions

/** The store as the admin feature reads it: the slice joins the store with the back office. */
export interface WithAdminSession {
  adminSession?: AdminSessionState
}

export const selectAdminSessionEnded = (state: WithAdminSession) => state.adminSession?.ended ?? null

/** The server refused the token: every admin page leaves for sign-in. */
export const selectAdminSessionExpired = (state: WithAdminSession) =>
  selectAdminSessionEnded(state) === 'expired'
