import type { FirebaseOptions } from 'firebase/app'
import type * as FirebaseAuthSdk from 'firebase/auth'
import type { Auth } from 'firebase/auth'
import { backendReady } from '@/api/backendReady'
import { config } from '@/config/env'

/**
 * The ONE module that loads the Firebase Auth SDK (v12); nothing else imports `firebase/*` at run
 * time. It is loaded lazily, the first time something needs it, so the home page never waits for
 * it and a visitor who never signed in does not download it (memberSession.ts decides when).
 *
 * - Production: the project from `VITE_FIREBASE_*`.
 * - Mock mode (`config.mocking`: dev, demo build, Storybook, tests): the same SDK pointed at
 *   `config.authEmulatorUrl`, answered by the fake Identity Toolkit (mocks/handlers/firebaseAuth.ts).
 */

type AuthSdk = typeof FirebaseAuthSdk

export interface AuthKit {
  sdk: AuthSdk
  auth: Auth
}

/** The Firebase app instance used for members (named, so nothing else can collide with it). */
const APP_NAME = 'breakfast-members'

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
const loadedListeners = new Set<(kit: AuthKit) => void>()

/** Calls `listener` with the SDK each time it finishes loading (the session watchers attach then). */
export function onAuthLoaded(listener: (kit: AuthKit) => void): void {
  loadedListeners.add(listener)
}

/** The SDK's load if it has started (or finished), else null: nothing starts it here. */
export function startedAuth(): Promise<AuthKit> | null {
  return kitPromise
}

export function loadAuth(): Promise<AuthKit> {
  if (!kitPromise) {
    const loading = createKit()
    kitPromise = loading
    loading.then(
      (kit) => {
        for (const listener of loadedListeners) listener(kit)
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

/** Loads the SDK and runs `work`, turning anything thrown into an error with an `auth/...` code. */
export async function withAuth<T>(work: (kit: AuthKit) => Promise<T>): Promise<T> {
  try {
    return await work(await loadAuth())
  } catch (error) {
    if (error instanceof MemberAuthError) throw error
    throw new MemberAuthError(authErrorCode(error), error instanceof Error ? error.message : String(error))
  }
}
