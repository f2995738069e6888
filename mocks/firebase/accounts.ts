import type { Collection } from '@msw/data'
import { schemas, type RecordSchema } from '../records'
import { collection, replaceRecord, store } from '../store'
import { randomId } from './tokens'

/**
 * The fake Firebase Auth project's state: accounts, refresh tokens and sent out-of-band codes
 * (password-reset mails). A member stays known after a reload (the SDK restores its session from
 * IndexedDB and asks `accounts:lookup`) because the records live in the fake's store.
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

/** The demo member and the two Google identities, no sessions, no mails. */
export function seedAuthState(): FakeAuthState {
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
  return { accounts, refreshTokens: {}, oobCodes: [] }
}

// ---- Storage ---------------------------------------------------------------------------------

interface RefreshTokenRecord extends FakeRefreshToken {
  token: string
}

/**
 * The fake Firebase project's data, in the same store as the course API's (mocks/store.ts): kept
 * in localStorage in a browser, so a member stays known after a reload and in every tab; in memory
 * in Node. Seeded together with the course data (db.ts).
 */
const members = collection<FakeAccount>('firebase/accounts', 'localId', schemas.keyed('localId'))
const refreshTokens = collection<RefreshTokenRecord>(
  'firebase/refreshTokens',
  'token',
  schemas.keyed('token'),
)
const oobCodes = collection<FakeOobCode>('firebase/oobCodes', 'oobCode', schemas.keyed('oobCode'))

const copy = <T>(record: T): T => structuredClone(record)

/**
 * The state as of now, as a plain copy: an operation changes the copy and saveState() stores what
 * changed, so a request that fails half-way leaves nothing behind. Call inside a store transaction.
 */
export function loadState(): FakeAuthState {
  return {
    accounts: members.all().map(copy),
    refreshTokens: Object.fromEntries(refreshTokens.all().map(({ token, ...entry }) => [token, copy(entry)])),
    oobCodes: oobCodes.all().map(copy),
  }
}

/** Makes a collection hold exactly `next` (by key): creates, replaces and deletes what differs. */
async function syncCollection<T extends object>(
  target: Collection<RecordSchema<T>>,
  key: keyof T & string,
  next: readonly T[],
): Promise<void> {
  type Stored = ReturnType<typeof target.all>[number]
  const current = new Map<unknown, Stored>(target.all().map((record) => [record[key], record]))
  const wanted = new Set<unknown>(next.map((record) => record[key]))
  for (const [value, record] of current) if (!wanted.has(value)) target.delete(record)
  for (const record of next) {
    const existing = current.get(record[key])
    if (!existing) await target.create(record)
    else if (JSON.stringify(existing) !== JSON.stringify(record))
      await replaceRecord(target, existing, record)
  }
}

/** Stores `state`. Call inside a store transaction. */
export async function saveState(state: FakeAuthState): Promise<void> {
  await syncCollection(members, 'localId', state.accounts)
  await syncCollection(
    refreshTokens,
    'token',
    Object.entries(state.refreshTokens).map(([token, entry]) => ({ token, ...entry })),
  )
  await syncCollection(oobCodes, 'oobCode', state.oobCodes)
}

/** What the emulator's `DELETE /emulator/v1/projects/:p/accounts` leaves: no accounts at all. */
export function emptyAuthState(): FakeAuthState {
  return { accounts: [], refreshTokens: {}, oobCodes: [] }
}

/** Back to the seed (tests, and the fake's own `POST /emulator/v1/projects/:p/reset`). */
export function resetFirebaseAuthFake(): Promise<void> {
  return store.transaction('write', () => saveState(seedAuthState()))
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
