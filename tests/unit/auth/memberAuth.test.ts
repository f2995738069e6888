import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firebaseAuthHandlers, resetFirebaseAuthFake } from '@mocks/handlers/firebaseAuth'
import type { Member } from '@/features/account/session/authSlice'

// The Firebase SDK captures `fetch` when it is imported, so MSW must patch it first
// (firebase-auth-offline.md §D). memberAuth imports the SDK lazily, on first use, but the module
// itself is imported dynamically too so the order never depends on that detail.
const server = setupServer(...firebaseAuthHandlers)
server.listen({ onUnhandledRequest: 'error' })
const auth = {
  ...(await import('@/features/account/session/firebase')),
  ...(await import('@/features/account/session/memberSession')),
  ...(await import('@/features/account/session/memberAuth')),
  ...(await import('@/features/account/pages/authNotices')),
  ...(await import('@mocks/ui/googleAccounts')),
}

const EMULATOR = 'http://127.0.0.1:9099'

async function sentResetMails(): Promise<Array<{ email: string; requestType: string; oobCode: string }>> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/demo-breakfast/oobCodes`)
  const body = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>
  }
  return body.oobCodes
}

async function failureCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    return auth.authErrorCode(error)
  }
  throw new Error('expected the call to fail')
}

/** The members the store would have been told about, in order. */
function watchStore(options: Parameters<typeof auth.watchMember>[1] = { eager: true }) {
  const seen: Array<Member | null> = []
  const dispatch = vi.fn((action: { type: string; payload: Member | null }) => {
    seen.push(action.payload)
    return action
  })
  const stop = auth.watchMember(dispatch as never, options)
  return { seen, stop, dispatch }
}

beforeEach(() => resetFirebaseAuthFake())
afterEach(async () => {
  server.resetHandlers()
  await auth.signOutMember()
})
afterAll(() => server.close())

describe('memberAuth against the fake Identity Toolkit', () => {
  it('registers, names, signs out and signs back in a member', async () => {
    const store = watchStore()
    const { member, profileErrorCode } = await auth.registerMember(
      'Xiao.Ming@Example.com',
      'secret1',
      '小明_01',
    )
    expect(profileErrorCode).toBeNull()
    expect(member).toMatchObject({
      email: 'xiao.ming@example.com',
      displayName: '小明_01',
      providerId: 'password',
    })
    // The listener fired on creation without a name; the pushed snapshot carries the nickname.
    await vi.waitFor(() => expect(store.seen.at(-1)).toMatchObject({ displayName: '小明_01' }))

    await auth.signOutMember()
    await vi.waitFor(() => expect(store.seen.at(-1)).toBeNull())

    const again = await auth.signInWithEmail('xiao.ming@example.com', 'secret1')
    expect(again).toEqual({ ...member })
    await vi.waitFor(() =>
      expect(store.seen.at(-1)).toMatchObject({ uid: member.uid, displayName: '小明_01' }),
    )
    store.stop()
  })

  it('signs in the seeded demo member', async () => {
    const member = await auth.signInWithEmail('demo@breakfast.test', 'breakfast123')
    expect(member).toMatchObject({ email: 'demo@breakfast.test', displayName: '早餐愛好者' })
  })

  it('answers a wrong password and an unknown e-mail alike with auth/invalid-credential', async () => {
    expect(await failureCode(auth.signInWithEmail('demo@breakfast.test', 'wrong-password'))).toBe(
      'auth/invalid-credential',
    )
    expect(await failureCode(auth.signInWithEmail('nobody@breakfast.test', 'breakfast123'))).toBe(
      'auth/invalid-credential',
    )
    expect(auth.mapAuthError('auth/invalid-credential')).toBe('帳號或密碼錯誤，請再試一次！')
  })

  it('refuses a taken e-mail and a password under 6 characters', async () => {
    const taken = await failureCode(auth.registerMember('DEMO@breakfast.test', 'whatever1', '路人'))
    expect(taken).toBe('auth/email-already-in-use')
    expect(auth.mapAuthError(taken)).toBe('帳號已存在！')

    const weak = await failureCode(auth.registerMember('short@breakfast.test', '12345', '路人'))
    expect(weak).toBe('auth/weak-password')
    expect(auth.mapAuthError(weak)).toBe('密碼強度不足！請設定至少 6 位數！')
  })

  it('keeps the account when saving the nickname fails, and reports the code', async () => {
    server.use(
      http.post('*/identitytoolkit.googleapis.com/v1/*', ({ request }) =>
        new URL(request.url).pathname.endsWith('accounts:update')
          ? HttpResponse.json(
              { error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } },
              { status: 400 },
            )
          : undefined,
      ),
    )
    const { member, profileErrorCode } = await auth.registerMember('noname@breakfast.test', 'secret1', '無名')
    expect(profileErrorCode).toBe('auth/too-many-requests')
    expect(member).toMatchObject({ email: 'noname@breakfast.test', displayName: null })
    await auth.signOutMember()
    server.resetHandlers()
    expect(await auth.signInWithEmail('noname@breakfast.test', 'secret1')).toMatchObject({
      displayName: null,
    })
  })

  it('records a reset mail for a member and stays silent for an unknown e-mail', async () => {
    await auth.sendPasswordReset('demo@breakfast.test')
    await auth.sendPasswordReset('nobody@breakfast.test')
    const mails = await sentResetMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ email: 'demo@breakfast.test', requestType: 'PASSWORD_RESET' })
    expect(await failureCode(auth.sendPasswordReset('not-an-email'))).toBe('auth/invalid-email')
  })

  it('signs in with a fake Google identity and lists it in the chooser', async () => {
    const offered = await auth.listFakeGoogleAccounts()
    expect(offered.map((identity) => identity.name)).toEqual(['林小美', '陳大為'])

    const seeded = await auth.signInWithGoogle(offered[0])
    expect(seeded).toMatchObject({
      email: 'xiaomei.lin@example.com',
      displayName: '林小美',
      providerId: 'google.com',
    })
    await auth.signOutMember()

    const newcomer = auth.fakeGoogleIdentityFor('Grace@Example.com', 'Grace')
    const member = await auth.signInWithGoogle(newcomer)
    expect(member).toMatchObject({
      email: 'grace@example.com',
      displayName: 'Grace',
      providerId: 'google.com',
    })
    expect((await auth.listFakeGoogleAccounts()).map((identity) => identity.email)).toContain(
      'grace@example.com',
    )

    // The same identity again is the same member.
    await auth.signOutMember()
    expect((await auth.signInWithGoogle(newcomer)).uid).toBe(member.uid)
  })

  it('needs a chosen identity for Google in mock mode', async () => {
    expect(await failureCode(auth.signInWithGoogle())).toBe('auth/argument-error')
  })

  it('reports a failing network as auth/network-request-failed', async () => {
    server.use(http.post('*/identitytoolkit.googleapis.com/*', () => HttpResponse.error()))
    const code = await failureCode(auth.signInWithEmail('demo@breakfast.test', 'breakfast123'))
    expect(code).toBe('auth/network-request-failed')
    expect(auth.mapAuthError(code)).toBe('網路連線異常，請確認連線後再試。')
  })
})

describe('watchMember', () => {
  it('reports "signed out" at once, without loading the SDK, when nobody signed in here before', async () => {
    vi.resetModules()
    const fresh = await import('@/features/account/session/memberSession')
    const seen: unknown[] = []
    const stop = fresh.watchMember(((action: { payload: unknown }) => seen.push(action.payload)) as never)
    expect(seen).toEqual([null])
    stop()
  })

  it('keeps a preloaded member through the first report but not through a sign-out', async () => {
    const store = watchStore({ eager: true, keepPreloadedMember: true })
    // A second watcher, registered after it, hears the SDK's first report right after it does.
    const witness = watchStore({ eager: true })
    await vi.waitFor(() => expect(witness.seen).toEqual([null]))
    witness.stop()
    expect(store.seen).toEqual([])
    await auth.signOutMember()
    expect(store.seen).toEqual([null])
    store.stop()
  })

  it('stops reporting once stopped', async () => {
    const store = watchStore({ eager: true })
    await vi.waitFor(() => expect(store.seen).toEqual([null]))
    store.stop()
    await auth.signInWithEmail('demo@breakfast.test', 'breakfast123')
    expect(store.seen).toEqual([null])
  })
})

describe('mapAuthError', () => {
  it.each([
    ['auth/wrong-password', '帳號或密碼錯誤，請再試一次！'],
    ['auth/user-not-found', '帳號或密碼錯誤，請再試一次！'],
    ['auth/invalid-email', '信箱格式不正確！'],
    ['auth/something-new', null],
  ])('%s → %s', (code, message) => {
    expect(auth.mapAuthError(code)).toBe(message)
  })

  it('treats a closed popup as a cancellation, not a failure', () => {
    expect(auth.isAuthCancellation('auth/popup-closed-by-user')).toBe(true)
    expect(auth.isAuthCancellation('auth/internal-error')).toBe(false)
  })
})
