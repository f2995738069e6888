import { store, StorageRefusedError } from '../store'
import { parseJson } from '../validation'
import {
  FAKE_PROJECT_ID,
  emptyAuthState,
  findByEmail,
  findById,
  findByProvider,
  loadState,
  newLocalId,
  saveState,
  seedAuthState,
  type FakeAccount,
  type FakeAuthState,
  type FakeProviderInfo,
} from './accounts'
import { decodeJwtClaims, encodeUnsignedJwt, randomId, type FakeIdTokenClaims } from './tokens'

/**
 * A fake of the Firebase Auth REST API (Identity Toolkit v1, Secure Token v1 and the emulator's
 * helper routes), answering exactly what the JS SDK v12 needs: same paths, shapes and error
 * messages as the Firebase Auth Emulator with "improved e-mail privacy" on, which is how a
 * production project created since 2023 behaves (firebase-auth-offline.md §A–C).
 *
 * Request → response over a plain copy of the state, stored when the request succeeds: the MSW
 * handlers (mocks/handlers/firebaseAuth.ts) adapt it to the browser worker, msw/node and
 * `npm run mock:server`.
 */

export interface FakeAuthRequest {
  method: string
  url: URL
  /** The raw body (JSON for Identity Toolkit, form-encoded for the token endpoint). */
  bodyText: string
}

export interface FakeAuthResponse {
  status: number
  body: Record<string, unknown>
}

/** ID tokens last an hour, as in production (`expiresIn: "3600"`). */
const ID_TOKEN_LIFETIME_SECONDS = 3600
/** Keep the refresh-token table small in localStorage: the newest ones win. */
const MAX_REFRESH_TOKENS = 200
/** Passwords shorter than this are refused with WEAK_PASSWORD, as by Firebase. */
const MIN_PASSWORD_LENGTH = 6
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/

class AuthFailure extends Error {
  constructor(
    readonly serverMessage: string,
    readonly status = 400,
  ) {
    super(serverMessage)
  }
}

/** The error body the SDK reads: `{error:{code,message}}`, the message possibly "CODE : text". */
function errorBody(status: number, message: string) {
  return {
    error: {
      code: status,
      message,
      errors: [{ message, domain: 'global', reason: 'invalid' }],
    },
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

type Json = Record<string, unknown>

function parseBody(bodyText: string): Json {
  const text = bodyText.trim()
  if (!text) return {}
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = parseJson(text)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json
    } catch {
      // fall through to the failure below
    }
    throw new AuthFailure('INVALID_ARGUMENT : the request body is not valid JSON')
  }
  return Object.fromEntries(new URLSearchParams(text))
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

// ---- Tokens ----------------------------------------------------------------------------------

function identities(account: FakeAccount): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  if (account.email) result.email = [account.email]
  for (const info of account.providerUserInfo) {
    if (info.providerId === 'google.com') result['google.com'] = [info.rawId]
  }
  return result
}

function idTokenFor(account: FakeAccount, authTime: number, signInProvider: string): string {
  const iat = nowSeconds()
  const claims: FakeIdTokenClaims = {
    ...(account.displayName ? { name: account.displayName } : {}),
    ...(account.photoUrl ? { picture: account.photoUrl } : {}),
    ...(account.email ? { email: account.email } : {}),
    email_verified: account.emailVerified,
    auth_time: authTime,
    user_id: account.localId,
    firebase: { identities: identities(account), sign_in_provider: signInProvider },
    iat,
    exp: iat + ID_TOKEN_LIFETIME_SECONDS,
    aud: FAKE_PROJECT_ID,
    iss: `https://securetoken.google.com/${FAKE_PROJECT_ID}`,
    sub: account.localId,
  }
  return encodeUnsignedJwt(claims)
}

function issueTokens(state: FakeAuthState, account: FakeAccount, signInProvider: string) {
  const authTime = nowSeconds()
  const refreshToken = `fake-refresh-${randomId(40)}`
  state.refreshTokens[refreshToken] = { uid: account.localId, authTime, signInProvider }
  const keys = Object.keys(state.refreshTokens)
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_REFRESH_TOKENS))) {
    delete state.refreshTokens[stale]
  }
  return {
    idToken: idTokenFor(account, authTime, signInProvider),
    refreshToken,
    expiresIn: String(ID_TOKEN_LIFETIME_SECONDS),
  }
}

/** The account an ID token belongs to, or the error the real service gives. */
function accountForIdToken(state: FakeAuthState, idToken: unknown): FakeAccount {
  if (idToken === undefined || idToken === '') throw new AuthFailure('MISSING_ID_TOKEN')
  const claims = decodeJwtClaims(idToken)
  const uid = claims ? str(claims.user_id) : undefined
  if (!claims || !uid) throw new AuthFailure('INVALID_ID_TOKEN')
  const exp = typeof claims.exp === 'number' ? claims.exp : 0
  if (exp <= nowSeconds()) throw new AuthFailure('TOKEN_EXPIRED')
  const account = findById(state, uid)
  if (!account) throw new AuthFailure('USER_NOT_FOUND')
  if (account.disabled) throw new AuthFailure('USER_DISABLED')
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : 0
  if (authTime < account.validSince) throw new AuthFailure('TOKEN_EXPIRED')
  return account
}

// ---- Shapes ----------------------------------------------------------------------------------

function providerInfoOut(info: FakeProviderInfo) {
  return {
    providerId: info.providerId,
    rawId: info.rawId,
    federatedId: info.federatedId ?? info.rawId,
    email: info.email,
    displayName: info.displayName,
    photoUrl: info.photoUrl,
  }
}

/** An account as `accounts:lookup` returns it (the SDK's User is built from this). */
function userInfo(account: FakeAccount) {
  return {
    localId: account.localId,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    photoUrl: account.photoUrl,
    // Any truthy hash makes the SDK's `isAnonymous` false; the password itself never leaves.
    passwordHash: account.password !== undefined ? 'fakeHash:salt=fakeSalt' : undefined,
    passwordUpdatedAt: account.password !== undefined ? account.validSince * 1000 : undefined,
    providerUserInfo: account.providerUserInfo.map(providerInfoOut),
    validSince: String(account.validSince),
    disabled: account.disabled ?? false,
    createdAt: String(account.createdAt),
    lastLoginAt: String(account.lastLoginAt),
    lastRefreshAt: new Date(account.lastLoginAt).toISOString(),
  }
}

function requireEmail(body: Json): string {
  const email = str(body.email)?.trim()
  if (!email) throw new AuthFailure('MISSING_EMAIL')
  if (!EMAIL_PATTERN.test(email)) throw new AuthFailure('INVALID_EMAIL')
  return email.toLowerCase()
}

function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthFailure(`WEAK_PASSWORD : Password should be at least ${MIN_PASSWORD_LENGTH} characters`)
  }
}

// ---- Identity Toolkit operations -------------------------------------------------------------

/** Adds an account to the project: a new uid, signed in now, `fields` on top. */
function addAccount(state: FakeAuthState, fields: Partial<FakeAccount>): FakeAccount {
  const now = Date.now()
  const account: FakeAccount = {
    localId: newLocalId(state),
    emailVerified: false,
    validSince: nowSeconds(),
    providerUserInfo: [],
    createdAt: now,
    lastLoginAt: now,
    ...fields,
  }
  state.accounts.push(account)
  return account
}

function signUp(state: FakeAuthState, body: Json) {
  // No e-mail and no password: signInAnonymously.
  if (body.email === undefined && body.password === undefined) {
    const account = addAccount(state, {})
    return {
      kind: 'identitytoolkit#SignupNewUserResponse',
      localId: account.localId,
      ...issueTokens(state, account, 'anonymous'),
    }
  }
  const email = requireEmail(body)
  const password = str(body.password)
  if (!password) throw new AuthFailure('MISSING_PASSWORD')
  checkPasswordStrength(password)
  if (findByEmail(state, email)) throw new AuthFailure('EMAIL_EXISTS')
  const displayName = str(body.displayName)
  const account = addAccount(state, {
    email,
    displayName,
    password,
    providerUserInfo: [{ providerId: 'password', rawId: email, federatedId: email, email, displayName }],
  })
  return {
    kind: 'identitytoolkit#SignupNewUserResponse',
    localId: account.localId,
    email,
    displayName: displayName ?? '',
    ...issueTokens(state, account, 'password'),
  }
}

function signInWithPassword(state: FakeAuthState, body: Json) {
  const email = requireEmail(body)
  const password = str(body.password)
  if (!password) throw new AuthFailure('MISSING_PASSWORD')
  const account = findByEmail(state, email)
  // With e-mail enumeration protection an unknown e-mail and a wrong password look the same.
  if (!account || account.password === undefined || account.password !== password) {
    throw new AuthFailure('INVALID_LOGIN_CREDENTIALS')
  }
  if (account.disabled) throw new AuthFailure('USER_DISABLED')
  account.lastLoginAt = Date.now()
  return {
    kind: 'identitytoolkit#VerifyPasswordResponse',
    localId: account.localId,
    email: account.email,
    displayName: account.displayName ?? '',
    registered: true,
    ...issueTokens(state, account, 'password'),
  }
}

function lookup(state: FakeAuthState, body: Json) {
  const account = accountForIdToken(state, body.idToken)
  return { kind: 'identitytoolkit#GetAccountInfoResponse', users: [userInfo(account)] }
}

function update(state: FakeAuthState, body: Json) {
  const account = accountForIdToken(state, body.idToken)
  const deleteAttributes = Array.isArray(body.deleteAttribute) ? body.deleteAttribute : []
  let tokensChanged = false

  if (body.email !== undefined) {
    const email = requireEmail(body)
    const owner = findByEmail(state, email)
    if (owner && owner.localId !== account.localId) throw new AuthFailure('EMAIL_EXISTS')
    account.email = email
    account.emailVerified = false
    for (const info of account.providerUserInfo) {
      if (info.providerId === 'password') Object.assign(info, { rawId: email, federatedId: email, email })
    }
    tokensChanged = true
  }
  if (body.password !== undefined) {
    const password = str(body.password) ?? ''
    checkPasswordStrength(password)
    account.password = password
    account.validSince = nowSeconds()
    if (!account.providerUserInfo.some((info) => info.providerId === 'password') && account.email) {
      account.providerUserInfo.push({
        providerId: 'password',
        rawId: account.email,
        federatedId: account.email,
        email: account.email,
        displayName: account.displayName,
      })
    }
    tokensChanged = true
  }
  if (body.displayName !== undefined) account.displayName = str(body.displayName) || undefined
  if (body.photoUrl !== undefined) account.photoUrl = str(body.photoUrl) || undefined
  if (deleteAttributes.includes('DISPLAY_NAME')) account.displayName = undefined
  if (deleteAttributes.includes('PHOTO_URL')) account.photoUrl = undefined
  for (const info of account.providerUserInfo) {
    if (info.providerId === 'password') {
      info.displayName = account.displayName
      info.photoUrl = account.photoUrl
    }
  }

  return {
    kind: 'identitytoolkit#SetAccountInfoResponse',
    localId: account.localId,
    email: account.email,
    displayName: account.displayName,
    photoUrl: account.photoUrl,
    emailVerified: account.emailVerified,
    passwordHash: account.password !== undefined ? 'fakeHash:salt=fakeSalt' : undefined,
    providerUserInfo: account.providerUserInfo.map(providerInfoOut),
    ...(tokensChanged && body.returnSecureToken ? issueTokens(state, account, 'password') : {}),
  }
}

function sendOobCode(state: FakeAuthState, body: Json, url: URL) {
  const requestType = str(body.requestType)
  if (requestType === 'PASSWORD_RESET') {
    const email = requireEmail(body)
    const account = findByEmail(state, email)
    // Unknown e-mail: succeed silently (e-mail enumeration protection), nothing is sent.
    if (account && !account.disabled) {
      const oobCode = randomId(40)
      const apiKey = url.searchParams.get('key') ?? 'fake-api-key'
      const link = new URL('/emulator/action', url.origin)
      link.search = new URLSearchParams({ mode: 'resetPassword', lang: 'zh-TW', oobCode, apiKey }).toString()
      const continueUrl = str(body.continueUrl)
      if (continueUrl) link.searchParams.set('continueUrl', continueUrl)
      state.oobCodes.push({ email, requestType, oobCode, oobLink: link.href, sentAt: Date.now() })
    }
    return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email }
  }
  if (requestType === 'VERIFY_EMAIL') {
    const account = accountForIdToken(state, body.idToken)
    if (!account.email) throw new AuthFailure('MISSING_EMAIL')
    const oobCode = randomId(40)
    const link = new URL('/emulator/action', url.origin)
    link.search = new URLSearchParams({ mode: 'verifyEmail', oobCode }).toString()
    state.oobCodes.push({
      email: account.email,
      requestType,
      oobCode,
      oobLink: link.href,
      sentAt: Date.now(),
    })
    return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: account.email }
  }
  throw new AuthFailure(`NOT_MOCKED : sendOobCode requestType ${requestType ?? '(none)'}`)
}

function resetPassword(state: FakeAuthState, body: Json) {
  const oobCode = str(body.oobCode)
  if (!oobCode) throw new AuthFailure('MISSING_OOB_CODE')
  const entry = state.oobCodes.find(
    (code) => code.oobCode === oobCode && code.requestType === 'PASSWORD_RESET',
  )
  if (!entry) throw new AuthFailure('INVALID_OOB_CODE')
  const account = findByEmail(state, entry.email)
  if (!account) throw new AuthFailure('EMAIL_NOT_FOUND')
  if (body.newPassword !== undefined) {
    const newPassword = str(body.newPassword) ?? ''
    checkPasswordStrength(newPassword)
    account.password = newPassword
    account.validSince = nowSeconds()
    if (!account.providerUserInfo.some((info) => info.providerId === 'password')) {
      account.providerUserInfo.push({
        providerId: 'password',
        rawId: entry.email,
        federatedId: entry.email,
        email: entry.email,
        displayName: account.displayName,
      })
    }
    state.oobCodes = state.oobCodes.filter((code) => code !== entry)
  }
  return { kind: 'identitytoolkit#ResetPasswordResponse', requestType: 'PASSWORD_RESET', email: entry.email }
}

/** The Google identity inside a credential: strict JSON (if it starts with `{`) or an unsigned JWT. */
function parseIdpClaims(idToken: string): Json | null {
  if (idToken.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(idToken)
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : null
    } catch {
      return null
    }
  }
  return decodeJwtClaims(idToken)
}

function signInWithIdp(state: FakeAuthState, body: Json) {
  const postBody = new URLSearchParams(str(body.postBody) ?? '')
  const requestUri = str(body.requestUri) ?? ''
  const fromHandler = requestUri.includes('?') ? new URL(requestUri).searchParams : new URLSearchParams()
  const providerId = postBody.get('providerId') ?? fromHandler.get('providerId')
  const idToken = postBody.get('id_token') ?? fromHandler.get('id_token')
  if (providerId !== 'google.com') {
    throw new AuthFailure(
      `INVALID_PROVIDER_ID : the fake knows only google.com, not ${providerId ?? '(none)'}`,
    )
  }
  if (!idToken) throw new AuthFailure('INVALID_IDP_RESPONSE : missing id_token')
  const claims = parseIdpClaims(idToken)
  const sub = claims ? str(claims.sub) : undefined
  if (!claims || !sub) throw new AuthFailure('INVALID_IDP_RESPONSE : the id_token has no string "sub"')
  const email = str(claims.email)?.trim().toLowerCase()
  const name = str(claims.name)
  const picture = str(claims.picture)
  const now = Date.now()

  let account = findByProvider(state, 'google.com', sub)
  let isNewUser = false
  if (!account) {
    const googleInfo: FakeProviderInfo = {
      providerId: 'google.com',
      rawId: sub,
      federatedId: `https://accounts.google.com/${sub}`,
      email,
      displayName: name,
      photoUrl: picture,
    }
    const sameEmail = email ? findByEmail(state, email) : undefined
    if (sameEmail) {
      // DECISION: Google is a trusted provider for its own addresses: the existing account is
      // linked (Firebase's one-account-per-e-mail default), keeping its password.
      sameEmail.providerUserInfo.push(googleInfo)
      sameEmail.emailVerified = true
      sameEmail.displayName ??= name
      account = sameEmail
    } else {
      account = addAccount(state, {
        email,
        emailVerified: claims.email_verified !== false,
        displayName: name,
        photoUrl: picture,
        providerUserInfo: [googleInfo],
      })
      isNewUser = true
    }
  }
  if (account.disabled) throw new AuthFailure('USER_DISABLED')
  account.lastLoginAt = now
  return {
    kind: 'identitytoolkit#VerifyAssertionResponse',
    providerId: 'google.com',
    federatedId: `https://accounts.google.com/${sub}`,
    localId: account.localId,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    fullName: name,
    photoUrl: account.photoUrl,
    rawUserInfo: JSON.stringify(claims),
    oauthIdToken: idToken,
    oauthAccessToken: 'FakeAccessToken_google.com',
    isNewUser,
    ...issueTokens(state, account, 'google.com'),
  }
}

function deleteAccount(state: FakeAuthState, body: Json) {
  const account = body.idToken !== undefined ? accountForIdToken(state, body.idToken) : undefined
  const localId = account?.localId ?? str(body.localId)
  if (!localId || !findById(state, localId)) throw new AuthFailure('USER_NOT_FOUND')
  state.accounts = state.accounts.filter((candidate) => candidate.localId !== localId)
  for (const [token, entry] of Object.entries(state.refreshTokens)) {
    if (entry.uid === localId) delete state.refreshTokens[token]
  }
  return { kind: 'identitytoolkit#DeleteAccountResponse' }
}

/** The emulator's admin listing (`projects/{id}/accounts:query`), used by the mock Google chooser. */
function queryAccounts(state: FakeAuthState) {
  return {
    kind: 'identitytoolkit#QueryUserInfoResponse',
    recordsCount: String(state.accounts.length),
    userInfo: state.accounts.map(userInfo),
  }
}

function refreshToken(state: FakeAuthState, body: Json) {
  if (str(body.grant_type) !== 'refresh_token') throw new AuthFailure('INVALID_GRANT_TYPE')
  const token = str(body.refresh_token)
  if (!token) throw new AuthFailure('MISSING_REFRESH_TOKEN')
  const entry = state.refreshTokens[token]
  if (!entry) throw new AuthFailure('INVALID_REFRESH_TOKEN')
  const account = findById(state, entry.uid)
  if (!account) throw new AuthFailure('USER_NOT_FOUND')
  if (account.disabled) throw new AuthFailure('USER_DISABLED')
  if (entry.authTime < account.validSince) throw new AuthFailure('TOKEN_EXPIRED')
  const idToken = idTokenFor(account, entry.authTime, entry.signInProvider)
  return {
    access_token: idToken,
    expires_in: String(ID_TOKEN_LIFETIME_SECONDS),
    token_type: 'Bearer',
    refresh_token: token,
    id_token: idToken,
    user_id: account.localId,
    project_id: FAKE_PROJECT_ID,
  }
}

// ---- Dispatch --------------------------------------------------------------------------------

type Operation = (state: FakeAuthState, body: Json, url: URL) => Json

const accountOperations: Record<string, Operation> = {
  signUp,
  signInWithPassword,
  lookup,
  update,
  sendOobCode,
  resetPassword,
  signInWithIdp,
  delete: deleteAccount,
  query: queryAccounts,
}

const EMULATOR_CONFIG = {
  signIn: { allowDuplicateEmails: false },
  emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
}

/** Which kind of route a URL is, by host (production) or by first path segment (emulator style). */
function classify(
  url: URL,
): { service: 'identitytoolkit' | 'securetoken' | 'emulator'; path: string } | null {
  for (const service of ['identitytoolkit', 'securetoken'] as const) {
    const host = `${service}.googleapis.com`
    if (url.hostname === host) return { service, path: url.pathname }
    const prefix = `/${host}/`
    const at = url.pathname.indexOf(prefix)
    if (at >= 0) return { service, path: url.pathname.slice(at + prefix.length - 1) }
  }
  const emulatorAt = url.pathname.indexOf('/emulator/v1/')
  if (emulatorAt >= 0) return { service: 'emulator', path: url.pathname.slice(emulatorAt) }
  return null
}

function run(request: FakeAuthRequest, state: FakeAuthState): FakeAuthResponse {
  const route = classify(request.url)
  if (!route) throw new AuthFailure(`NOT_MOCKED : ${request.url.pathname}`, 404)
  const method = request.method.toUpperCase()

  if (route.service === 'emulator') {
    const match = /^\/emulator\/v1\/projects\/[^/]+\/(accounts|oobCodes|config|reset)$/.exec(route.path)
    const resource = match?.[1]
    if (resource === 'accounts' && method === 'DELETE') {
      Object.assign(state, emptyAuthState())
      return { status: 200, body: {} }
    }
    if (resource === 'oobCodes' && method === 'GET') {
      return { status: 200, body: { oobCodes: state.oobCodes } }
    }
    if (resource === 'config' && (method === 'GET' || method === 'PATCH')) {
      return { status: 200, body: EMULATOR_CONFIG }
    }
    // Not an emulator route: the fake's own "back to the seed" for HTTP clients.
    if (resource === 'reset' && method === 'POST') {
      Object.assign(state, seedAuthState())
      return { status: 200, body: {} }
    }
    throw new AuthFailure(`NOT_MOCKED : ${method} ${route.path}`, 404)
  }

  if (method !== 'POST') throw new AuthFailure(`NOT_MOCKED : ${method} ${route.path}`, 404)
  const body = parseBody(request.bodyText)
  if (route.service === 'securetoken') {
    if (route.path !== '/v1/token') throw new AuthFailure(`NOT_MOCKED : ${route.path}`, 404)
    return { status: 200, body: refreshToken(state, body) }
  }
  const match = /^\/v1\/(?:projects\/[^/]+\/)?accounts:([A-Za-z]+)$/.exec(route.path)
  const operation = match ? accountOperations[match[1]] : undefined
  if (!operation) throw new AuthFailure(`NOT_MOCKED : ${route.path}`)
  return { status: 200, body: operation(state, body, request.url) }
}

/**
 * Answers one request to the fake, in a store transaction: the state is stored only when the
 * request succeeds. Never throws: failures come back as Firebase error bodies.
 */
export async function handleFirebaseAuthRequest(request: FakeAuthRequest): Promise<FakeAuthResponse> {
  const reads = request.method.toUpperCase() === 'GET'
  try {
    return await transact(request, reads)
  } catch (error) {
    if (!(error instanceof StorageRefusedError)) throw error
    // The browser refused to store the accounts (mocks/store.ts): nothing changed.
    return { status: 503, body: errorBody(503, 'UNAVAILABLE : storage full') }
  }
}

function transact(request: FakeAuthRequest, reads: boolean): Promise<FakeAuthResponse> {
  return store.transaction(reads ? 'read' : 'write', async () => {
    try {
      const state = loadState()
      const response = run(request, state)
      if (!reads) await saveState(state)
      return response
    } catch (error) {
      if (error instanceof AuthFailure) {
        return { status: error.status, body: errorBody(error.status, error.serverMessage) }
      }
      const text = error instanceof Error ? error.message : String(error)
      return { status: 500, body: errorBody(500, `INTERNAL_ERROR : ${text}`) }
    }
  })
}
