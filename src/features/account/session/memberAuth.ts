import type { FirebaseOptions } from 'firebase/app'
import type * as FirebaseAuthSdk from 'firebase/auth'
import type { Auth, User } from 'firebase/auth'
import { backendReady } from '@/api/backendReady'
import { config } from '@/config/env'
import type { Dispatch } from '@reduxjs/toolkit'
import { memberChanged, type Member } from './authSlice'

/**
 * Member sign-in: the ONE module in front of the Firebase Auth SDK (v12). Components and pages use
 * only these functions; nothing else imports `firebase/*`.
 *
 * The SDK is loaded lazily (dynamic import) the first time it is needed, so the home page never
 * waits for it, and a visitor who has never signed in does not download it at all (see
 * `watchMember`).
 *
 * - Production: the project from `VITE_FIREBASE_*`; Google opens the real popup, with the popup
 *   resolver (and Google's scripts) loaded only when the button is clicked.
 * - Mock mode (`config.mocking`: dev, demo build, Storybook, tests): the same SDK is pointed at
 *   `config.authEmulatorUrl`, answered by the fake Identity Toolkit in the MSW worker
 *   (mocks/handlers/firebaseAuth.ts). No popup resolver is installed, so no Google script is ever
 *   requested; Google sign-in completes with `signInWithCredential` for the identity chosen in the
 *   mock account chooser.
 */

type AuthSdk = typeof FirebaseAuthSdk

interface AuthKit {
  sdk: AuthSdk
  auth: Auth
}

/** The Firebase app instance used for members (named, so nothing else can collide with it). */
const APP_NAME = 'breakfast-members'

/** A Google identity offered by the mock account chooser (mock mode only). */
export interface FakeGoogleIdentity {
  sub: string
  email: string
  name: string
}

/** An error carrying a Firebase-style `code` (`auth/...`). */
export class MemberAuthError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message)
    this.name = 'MemberAuthError'
  }
}

/** The `auth/...` code of anything a sign-in call threw (`auth/internal-error` if it has none). */
export function authErrorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code
  }
  return 'auth/internal-error'
}

// ---- Loading the SDK -------------------------------------------------------------------------

function firebaseOptions(): FirebaseOptions {
  if (config.mocking) {
    // Any non-empty key without ':' works against the fake; a `demo-` project never reaches Google.
    return {
      apiKey: config.firebase.apiKey || 'fake-api-key',
      authDomain: config.firebase.authDomain || 'demo-breakfast.firebaseapp.com',
      projectId: config.firebase.projectId || 'demo-breakfast',
    }
  }
  const { apiKey, authDomain, projectId, appId } = config.firebase
  const missing = [
    ['VITE_FIREBASE_API_KEY', apiKey],
    ['VITE_FIREBASE_AUTH_DOMAIN', authDomain],
    ['VITE_FIREBASE_PROJECT_ID', projectId],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length > 0) {
    throw new MemberAuthError(
      'auth/invalid-api-key',
      `Member sign-in needs ${missing.join(', ')} (see docs/member-sign-in.md).`,
    )
  }
  return { apiKey, authDomain, projectId, ...(appId ? { appId } : {}) }
}

async function createKit(): Promise<AuthKit> {
  const [{ initializeApp, getApps }, sdk] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    // Mock mode: the fake Identity Toolkit must be listening before the SDK's first request.
    backendReady(),
  ])
  const existing = getApps().find((app) => app.name === APP_NAME)
  const app = existing ?? initializeApp(firebaseOptions(), APP_NAME)
  let auth: Auth
  try {
    // No popupRedirectResolver here: it would make the SDK fetch Google's scripts at start-up on
    // some browsers. Production passes it to signInWithPopup when Google is clicked.
    auth = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    })
    if (config.mocking) sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true })
  } catch {
    // Already initialised (hot module reload): reuse it, emulator settings included.
    auth = sdk.getAuth(app)
  }
  auth.languageCode = 'zh-TW'
  return { sdk, auth }
}

let kitPromise: Promise<AuthKit> | null = null

function loadAuth(): Promise<AuthKit> {
  if (!kitPromise) {
    const loading = createKit()
    kitPromise = loading
    loading.then(
      (kit) => {
        for (const watcher of watchers) attach(kit, watcher)
      },
      () => {
        // Let the next call try again (e.g. the chunk failed to download while offline).
        if (kitPromise === loading) kitPromise = null
      },
    )
  }
  return kitPromise
}

/**
 * Starts loading the SDK because a member screen is open: the session listener attaches, and a
 * click on Google opens the popup without waiting for a download (browsers block late popups).
 */
export function preloadMemberAuth(): void {
  loadAuth().catch(() => undefined)
}

// ---- Member snapshots and the session hint ---------------------------------------------------

/** A plain snapshot of the SDK's (mutable) User: what the store keeps. */
export function toMember(user: User): Member {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
  }
}

/**
 * The last signed-in member's snapshot, kept so a returning member is recognised at first paint
 * (greeting, cart badge, members-only buttons) without waiting for the SDK, and so a visitor who
 * never signed in skips loading Firebase. The SDK's own persisted session (IndexedDB) stays the
 * truth: once it reports, its answer replaces the snapshot (e.g. signed out elsewhere).
 */
export const MEMBER_SESSION_HINT_KEY = 'breakfast-member-session'

function hintStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readMemberSessionHint(): Member | null {
  try {
    const raw = hintStorage()?.getItem(MEMBER_SESSION_HINT_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && typeof (parsed as Member).uid === 'string') {
      const { uid, email, displayName, providerId } = parsed as Member
      return {
        uid,
        email: email ?? null,
        displayName: displayName ?? null,
        providerId: providerId ?? 'password',
      }
    }
    return null
  } catch {
    return null
  }
}

export function hasMemberSessionHint(): boolean {
  return readMemberSessionHint() !== null
}

function rememberSession(member: Member | null): void {
  try {
    if (member) hintStorage()?.setItem(MEMBER_SESSION_HINT_KEY, JSON.stringify(member))
    else hintStorage()?.removeItem(MEMBER_SESSION_HINT_KEY)
  } catch {
    // Storage blocked: the SDK is then loaded on the next visit to a member screen instead.
  }
}

// ---- Watching the session --------------------------------------------------------------------

interface Watcher {
  dispatch: Dispatch
  keepPreloadedMember: boolean
  reported: boolean
  stopped: boolean
  unsubscribe: (() => void) | null
}

const watchers = new Set<Watcher>()

function attach(kit: AuthKit, watcher: Watcher): void {
  if (watcher.stopped || watcher.unsubscribe) return
  watcher.unsubscribe = kit.sdk.onAuthStateChanged(kit.auth, (user) => {
    const first = !watcher.reported
    watcher.reported = true
    // A member preloaded into the store (tests, stories) is not signed out by the SDK's first
    // "nobody here" report; a later sign-out still clears it.
    if (!user && first && watcher.keepPreloadedMember) return
    const member = user ? toMember(user) : null
    rememberSession(member)
    watcher.dispatch(memberChanged(member))
  })
}

/** Pushes a snapshot to every watcher (the SDK's listener does not fire for profile changes). */
function publish(member: Member | null): void {
  rememberSession(member)
  for (const watcher of watchers) {
    if (!watcher.stopped) {
      watcher.reported = true
      watcher.dispatch(memberChanged(member))
    }
  }
}

function whenIdle(work: () => void): () => void {
  const idle = globalThis as {
    requestIdleCallback?: typeof requestIdleCallback
    cancelIdleCallback?: typeof cancelIdleCallback
  }
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: 1500 })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const handle = setTimeout(work, 0)
  return () => clearTimeout(handle)
}

export interface WatchMemberOptions {
  /**
   * Load the SDK now (after the browser is idle) and report the persisted session. Default: only
   * when a member signed in on this browser before; otherwise "signed out" is reported at once
   * and the SDK is watched as soon as something else loads it (a member screen).
   */
  eager?: boolean
  /** The store already holds a member (a test or story preloaded one): keep it until a real change. */
  keepPreloadedMember?: boolean
}

/**
 * Feeds the store with the member session: `memberChanged(snapshot)` or `memberChanged(null)`.
 * Returns a function that stops watching.
 */
export function watchMember(dispatch: Dispatch, options: WatchMemberOptions = {}): () => void {
  const watcher: Watcher = {
    dispatch,
    keepPreloadedMember: options.keepPreloadedMember ?? false,
    reported: false,
    stopped: false,
    unsubscribe: null,
  }
  watchers.add(watcher)
  let cancelIdle: (() => void) | null = null

  if (kitPromise) {
    void kitPromise.then((kit) => attach(kit, watcher)).catch(() => undefined)
  } else if (options.eager ?? hasMemberSessionHint()) {
    // A returning member: show them as signed in at once from the snapshot, then let the SDK
    // (loaded when the browser is idle) confirm or correct it.
    const remembered = readMemberSessionHint()
    if (remembered && !watcher.keepPreloadedMember) dispatch(memberChanged(remembered))
    cancelIdle = whenIdle(() => {
      loadAuth().catch((error: unknown) => {
        console.error('Member sign-in is unavailable:', error)
        if (!watcher.stopped && !watcher.keepPreloadedMember) dispatch(memberChanged(null))
      })
    })
  } else if (!watcher.keepPreloadedMember) {
    watcher.reported = true
    dispatch(memberChanged(null))
  }

  return () => {
    watcher.stopped = true
    cancelIdle?.()
    watcher.unsubscribe?.()
    watchers.delete(watcher)
  }
}

// ---- Actions ---------------------------------------------------------------------------------

/** Loads the SDK and runs `work`, turning anything thrown into an error with an `auth/...` code. */
async function withAuth<T>(work: (kit: AuthKit) => Promise<T>): Promise<T> {
  try {
    return await work(await loadAuth())
  } catch (error) {
    if (error instanceof MemberAuthError) throw error
    throw new MemberAuthError(authErrorCode(error), error instanceof Error ? error.message : String(error))
  }
}

export function signInWithEmail(email: string, password: string): Promise<Member> {
  return withAuth(async ({ sdk, auth }) => {
    const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password)
    const member = toMember(user)
    publish(member)
    return member
  })
}

/**
 * Google sign-in. Production: the real popup. Mock mode: `identity` is the account picked in the
 * mock chooser, signed in through `signInWithCredential` (the fake's `accounts:signInWithIdp`).
 */
export function signInWithGoogle(identity?: FakeGoogleIdentity): Promise<Member> {
  return withAuth(async ({ sdk, auth }) => {
    let user: User
    if (config.mocking) {
      if (!identity) throw new MemberAuthError('auth/argument-error', 'Pick an account in the mock chooser.')
      const token = JSON.stringify({
        sub: identity.sub,
        email: identity.email,
        name: identity.name,
        email_verified: true,
      })
      ;({ user } = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(token)))
    } else {
      const provider = new sdk.GoogleAuthProvider()
      provider.setCustomParameters({ prompt: 'select_account' })
      ;({ user } = await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver))
    }
    const member = toMember(user)
    publish(member)
    return member
  })
}

export interface RegisterResult {
  member: Member
  /** Set when the account was created but saving the nickname failed (registration still counts). */
  profileErrorCode: string | null
}

/**
 * Creates the account (which signs the member in), then saves the nickname as `displayName`.
 * The SDK's listener fired on creation with no name and does not fire again for profile changes,
 * so a fresh snapshot is pushed to the store here: the navbar greets the member by nickname.
 */
export function registerMember(email: string, password: string, nickname: string): Promise<RegisterResult> {
  return withAuth(async ({ sdk, auth }) => {
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password)
    let profileErrorCode: string | null = null
    try {
      await sdk.updateProfile(user, { displayName: nickname.trim() })
    } catch (error) {
      profileErrorCode = authErrorCode(error)
    }
    const member = toMember(auth.currentUser ?? user)
    publish(member)
    return { member, profileErrorCode }
  })
}

export function sendPasswordReset(email: string): Promise<void> {
  return withAuth(({ sdk, auth }) => sdk.sendPasswordResetEmail(auth, email.trim()))
}

/** Signs out (no request: the SDK clears its persisted session) and sets the member to none. */
export async function signOutMember(): Promise<void> {
  await withAuth(({ sdk, auth }) => sdk.signOut(auth))
  publish(null)
}

/**
 * Mock mode only: the Google identities the fake knows (accounts that signed in with Google
 * before), for the account chooser. Uses the emulator's admin listing; an empty list on failure
 * (the chooser still offers "use another account").
 */
export async function listFakeGoogleAccounts(): Promise<FakeGoogleIdentity[]> {
  if (!config.mocking) return []
  const projectId = config.firebase.projectId || 'demo-breakfast'
  const url = `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`
  try {
    await backendReady()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ returnUserInfo: true }),
    })
    if (!response.ok) return []
    const body = (await response.json()) as {
      userInfo?: Array<{
        email?: string
        displayName?: string
        providerUserInfo?: Array<{
          providerId?: string
          rawId?: string
          email?: string
          displayName?: string
        }>
      }>
    }
    const identities: FakeGoogleIdentity[] = []
    for (const account of body.userInfo ?? []) {
      const google = account.providerUserInfo?.find((info) => info.providerId === 'google.com')
      if (!google?.rawId) continue
      const email = google.email ?? account.email ?? ''
      identities.push({ sub: google.rawId, email, name: google.displayName ?? account.displayName ?? email })
    }
    return identities
  } catch {
    return []
  }
}

/** A stable fake Google identity for "use another account": the same e-mail is the same person. */
export function fakeGoogleIdentityFor(email: string, name: string): FakeGoogleIdentity {
  const normalised = email.trim().toLowerCase()
  return {
    sub: `mock-google-${normalised}`,
    email: normalised,
    name: name.trim() || normalised.split('@')[0],
  }
}

// ---- Messages --------------------------------------------------------------------------------

/** zh-TW texts for sign-in provider error codes (spec §8 "Member" where it names them). */
export const authErrorMessages = {
  invalidCredential: '帳號或密碼錯誤，請再試一次！',
  emailAlreadyInUse: '帳號已存在！',
  weakPassword: '密碼強度不足！請設定至少 6 位數！',
  invalidEmail: '信箱格式不正確！',
  userDisabled: '此帳號已停用，請聯絡客服。',
  tooManyRequests: '嘗試次數過多，請稍候再試。',
  network: '網路連線異常，請確認連線後再試。',
  popupBlocked: '登入視窗被瀏覽器封鎖，請允許彈出式視窗後再試。',
  otherCredential: '此信箱已用其他方式註冊，請改用原本的登入方式。',
} as const

const messageByCode: Record<string, string> = {
  'auth/invalid-credential': authErrorMessages.invalidCredential,
  'auth/invalid-login-credentials': authErrorMessages.invalidCredential,
  'auth/wrong-password': authErrorMessages.invalidCredential,
  'auth/user-not-found': authErrorMessages.invalidCredential,
  'auth/email-already-in-use': authErrorMessages.emailAlreadyInUse,
  'auth/weak-password': authErrorMessages.weakPassword,
  'auth/invalid-email': authErrorMessages.invalidEmail,
  'auth/user-disabled': authErrorMessages.userDisabled,
  'auth/too-many-requests': authErrorMessages.tooManyRequests,
  'auth/network-request-failed': authErrorMessages.network,
  'auth/popup-blocked': authErrorMessages.popupBlocked,
  'auth/account-exists-with-different-credential': authErrorMessages.otherCredential,
}

/** The zh-TW message for a sign-in provider error code, or null when there is no specific one. */
export function mapAuthError(code: string): string | null {
  return messageByCode[code] ?? null
}

/** The member closed the Google popup or started another: not a failure worth a message. */
export function isAuthCancellation(code: string): boolean {
  return (
    code === 'auth/popup-closed-by-user' ||
    code === 'auth/cancelled-popup-request' ||
    code === 'auth/user-cancelled'
  )
}
