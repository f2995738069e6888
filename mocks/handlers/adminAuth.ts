import type { HttpHandler } from 'msw'
import { allAccounts, db, findSession, startSession } from '../db'
import { LOGOUT_REVOKES_TOKEN, MESSAGES, SIGN_IN_ERROR_CODES } from '../rules'
import { isPlainObject } from '../validation'
import { failure, json, readJson, route, tokenOf, tooLarge } from './support'

/**
 * Sign-in, session check and logout (course-api.md §3). These have no api_path; sign-in is the
 * one write whose body is not wrapped in `data`.
 */

function signInFailure(code: string): Response {
  return failure(400, MESSAGES.signInFailed, { error: { code } })
}

export const adminAuthHandlers: HttpHandler[] = [
  route('post', '*/v2/admin/signin', async ({ request }) => {
    const read = await readJson(request)
    if (read.kind === 'too-large') return tooLarge()
    const body = isPlainObject(read.body) ? read.body : {}
    const { username, password } = body
    if (typeof username !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(username.trim())) {
      return signInFailure(SIGN_IN_ERROR_CODES.invalidEmail)
    }
    if (typeof password !== 'string' || password === '')
      return signInFailure(SIGN_IN_ERROR_CODES.missingPassword)

    const wanted = username.trim().toLowerCase()
    const account = allAccounts().find((candidate) => candidate.username.toLowerCase() === wanted)
    if (!account || account.password !== password) return signInFailure(SIGN_IN_ERROR_CODES.invalidCredential)

    // Forget sessions that have run out, so the table does not grow without end.
    const now = Date.now()
    db.sessions.deleteMany((query) => query.where((old) => old.expired <= now))
    const session = await startSession(account.uid)
    return json({
      success: true,
      message: MESSAGES.signInOk,
      uid: account.uid,
      token: session.token,
      // Milliseconds, unlike every other timestamp (quirk §8.4).
      expired: session.expired,
    })
  }),

  // §3.2: 403 for a bad, expired or missing token; any valid token passes (no api_path here).
  route('post', '*/v2/api/user/check', ({ request }) => {
    const session = findSession(tokenOf(request))
    if (!session) return failure(403, MESSAGES.userCheckFailed)
    return json({ success: true, uid: session.uid })
  }),

  // §3.3
  route('post', '*/v2/logout', ({ request }) => {
    const session = findSession(tokenOf(request))
    if (!session) return failure(400, MESSAGES.logoutFailed)
    if (LOGOUT_REVOKES_TOKEN) db.sessions.delete((query) => query.where((old) => old.token === session.token))
    return json({ success: true, message: MESSAGES.logoutOk })
  }),
]
