import { randomId } from './tokens'

/**
 * The fake Firebase Auth project's state: accounts, refresh tokens and sent out-of-band codes
 * (password-reset mails). In a browser it lives in localStorage, so a member stays known after a
 * reload (the SDK restores its session from IndexedDB and asks `accounts:lookup`); in Node it
 * lives in memory.
 */

export const FAKE_PROJECT_ID = 'demo-breakfast'

export type FakeProviderId = 'password' | 'google.com'

export interface FakeProviderInfo {
  providerId: FakeProviderId
  /** The e-mail for `password`, the Google `sub` for `google.com`. */
  rawId: string
  federatedId?: string
  email?: string
  displayName?: string
  photoUrl?: string
}

export interface FakeAccount {
  localId: string
  /** Lower-cased, as the emulator stores it. Anonymous accounts have none. */
  email?: string
  emailVerified: boolean
  displayName?: string
  photoUrl?: string
  /** A fake is a fake: the password is kept as typed (never use a real one here). */
  password?: string
  /** Bumped when the password changes; tokens issued before it stop refreshing. */
  validSince: number
  providerUserInfo: FakeProviderInfo[]
  disabled?: boolean
  createdAt: number
  lastLoginAt: number
}

export interface FakeOobCode {
  email: string
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'
  oobCode: string
  oobLink: string
  /** When the mail was "sent" (ms). Not in the emulator's answer shape, handy for the dev panel. */
  sentAt: number
}

export interface FakeRefreshToken {
  uid: string
  /** The sign-in this token belongs to (seconds), kept across refreshes as `auth_time`. */
  authTime: number
  signInProvider: string
}

export interface FakeAuthState {
  version: 1
  accounts: FakeAccount[]
  refreshTokens: Record<string, FakeRefreshToken>
  oobCodes: FakeOobCode[]
}

/** A Google identity the fake account chooser offers (what `GoogleAuthProvider.credential` carries). */
export interface FakeGoogleIdentity {
  sub: string
  email: string
  name: string
}

/** The seeded e-mail member (README: docs/member-sign-in.md). */
export const DEMO_MEMBER = {
  email: 'demo@breakfast.test',
  password: 'breakfast123',
  displayName: '早餐愛好者',
} as const

/** The seeded Google identities, already members (they signed in with Google before). */
export const DEMO_GOOGLE_IDENTITIES: readonly FakeGoogleIdentity[] = [
  { sub: 'google-demo-xiaomei', email: 'xiaomei.lin@example.com', name: '林小美' },
  { sub: 'google-demo-dawei', email: 'dawei.chen@example.com', name: '陳大為' },
]

const SEED_TIME = Date.UTC(2025, 0, 6, 1, 30)

function seedState(): FakeAuthState {
  const accounts: FakeAccount[] = [
    {
      localId: 'bFastDemoMember000000000001',
      email: DEMO_MEMBER.email,
      emailVerified: false,
      displayName: DEMO_MEMBER.displayName,
      password: DEMO_MEMBER.password,
      validSince: Math.floor(SEED_TIME / 1000),
      providerUserInfo: [
        {
          providerId: 'password',
          rawId: DEMO_MEMBER.email,
          federatedId: DEMO_MEMBER.email,
          email: DEMO_MEMBER.email,
          displayName: DEMO_MEMBER.displayName,
        },
      ],
      createdAt: SEED_TIME,
      lastLoginAt: SEED_TIME,
    },
    ...DEMO_GOOGLE_IDENTITIES.map((identity, index): FakeAccount => ({
      localId: `bFastGoogleMember00000000${String(index + 1).padStart(2, '0')}`,
      email: identity.email,
      emailVerified: true,
      displayName: identity.name,
      validSince: Math.floor(SEED_TIME / 1000),
      providerUserInfo: [
        {
          providerId: 'google.com',
          rawId: identity.sub,
          federatedId: `https://accounts.google.com/${identity.sub}`,
          email: identity.email,
          displayName: identity.name,
        },
      ],
      createdAt: SEED_TIME,
      lastLoginAt: SEED_TIME,
    })),
  ]
  return { version: 1, accounts, refreshTokens: {}, oobCodes: [] }
}

// ---- Storage ---------------------------------------------------------------------------------

export const FAKE_AUTH_STORAGE_KEY = 'breakfast-fake-firebase-auth/v1'

export interface FakeAuthStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function defaultStorage(): FakeAuthStorage | null {
  try {
    const candidate = (globalThis as { localStorage?: FakeAuthStorage }).localStorage
    return candidate && typeof candidate.getItem === 'function' ? candidate : null
  } catch {
    return null
  }
}

let storage: FakeAuthStorage | null | undefined
let memory: FakeAuthState | null = null

/**
 * Where the state is kept between requests. By default: `localStorage` when there is one (browser,
 * jsdom), memory otherwise (msw/node, `npm run mock:server`). `null` forces memory only.
 */
export function setFakeAuthStorage(target: FakeAuthStorage | null): void {
  storage = target
  memory = null
}

function currentStorage(): FakeAuthStorage | null {
  if (storage === undefined) storage = defaultStorage()
  return storage
}

function isState(value: unknown): value is FakeAuthState {
  if (!value || typeof value !== 'object') return false
  const candidate = value as Partial<FakeAuthState>
  return (
    candidate.version === 1 &&
    Array.isArray(candidate.accounts) &&
    Array.isArray(candidate.oobCodes) &&
    typeof candidate.refreshTokens === 'object' &&
    candidate.refreshTokens !== null
  )
}

/**
 * The state as of now. Read from storage on every request, so two tabs (or the dev panel and the
 * app) see the same accounts; a missing or unreadable snapshot means "start from the seed".
 */
export function loadState(): FakeAuthState {
  const target = currentStorage()
  if (target) {
    try {
      const text = target.getItem(FAKE_AUTH_STORAGE_KEY)
      if (text) {
        const parsed: unknown = JSON.parse(text)
        if (isState(parsed)) return parsed
      }
    } catch {
      // Unreadable snapshot: fall back to the seed below.
    }
    const seeded = seedState()
    saveState(seeded)
    return seeded
  }
  memory ??= seedState()
  // A copy: a request that fails half-way must not leave half its changes behind.
  return structuredClone(memory)
}

export function saveState(state: FakeAuthState): void {
  memory = structuredClone(state)
  const target = currentStorage()
  if (!target) return
  try {
    target.setItem(FAKE_AUTH_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Quota or disabled storage: keep working from memory for this page.
  }
}

/** Back to the seed: the demo member and the two Google identities, no sessions, no mails. */
export function resetFirebaseAuthFake(): void {
  saveState(seedState())
}

/** What the emulator's `DELETE /emulator/v1/projects/:p/accounts` does: no accounts at all. */
export function wipeFirebaseAccounts(): void {
  saveState({ version: 1, accounts: [], refreshTokens: {}, oobCodes: [] })
}

// ---- Small helpers shared by the endpoints ---------------------------------------------------

export function newLocalId(state: FakeAuthState): string {
  let id = randomId()
  while (state.accounts.some((account) => account.localId === id)) id = randomId()
  return id
}

export function findByEmail(state: FakeAuthState, email: string): FakeAccount | undefined {
  const wanted = email.trim().toLowerCase()
  return state.accounts.find((account) => account.email === wanted)
}

export function findById(state: FakeAuthState, localId: string): FakeAccount | undefined {
  return state.accounts.find((account) => account.localId === localId)
}

export function findByProvider(
  state: FakeAuthState,
  providerId: FakeProviderId,
  rawId: string,
): FakeAccount | undefined {
  return state.accounts.find((account) =>
    account.providerUserInfo.some((info) => info.providerId === providerId && info.rawId === rawId),
  )
}
