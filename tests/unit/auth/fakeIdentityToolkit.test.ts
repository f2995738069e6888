import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_MEMBER, resetFirebaseAuthFake } from '@mocks/firebase/accounts'
import { handleFirebaseAuthRequest } from '@mocks/firebase/identityToolkit'
import { decodeJwtClaims } from '@mocks/firebase/tokens'

const HOST = 'http://127.0.0.1:9099'

type Body = Record<string, unknown>

async function call(method: string, path: string, body?: Body | string) {
  const bodyText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
  const { status, body: answer } = await handleFirebaseAuthRequest({
    method,
    url: new URL(`${HOST}${path}?key=fake-api-key`),
    bodyText,
  })
  return { status, body: answer as Body & { error?: { code: number; message: string } } }
}

const toolkit = (operation: string, body: Body) =>
  call('POST', `/identitytoolkit.googleapis.com/v1/accounts:${operation}`, body)

beforeEach(() => resetFirebaseAuthFake())

describe('fake Identity Toolkit', () => {
  it('signs up with the emulator response shape and an unsigned JWT', async () => {
    const { status, body } = await toolkit('signUp', {
      email: 'Mei@Example.com',
      password: 'secret1',
      returnSecureToken: true,
      clientType: 'CLIENT_TYPE_WEB',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      kind: 'identitytoolkit#SignupNewUserResponse',
      email: 'mei@example.com',
      expiresIn: '3600',
    })
    const claims = decodeJwtClaims(body.idToken)
    expect(claims).toMatchObject({
      email: 'mei@example.com',
      user_id: body.localId,
      sub: body.localId,
      firebase: { sign_in_provider: 'password' },
    })
    expect(String(body.idToken).endsWith('.')).toBe(true)
  })

  it.each([
    [{ email: DEMO_MEMBER.email, password: 'secret1' }, 'EMAIL_EXISTS'],
    [
      { email: 'x@example.com', password: '12345' },
      'WEAK_PASSWORD : Password should be at least 6 characters',
    ],
    [{ email: 'not-an-email', password: 'secret1' }, 'INVALID_EMAIL'],
    [{ email: 'x@example.com' }, 'MISSING_PASSWORD'],
  ])('refuses sign-up %j with %s', async (body, message) => {
    const answer = await toolkit('signUp', body)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({ code: 400, message })
  })

  it('answers a wrong password and an unknown e-mail with INVALID_LOGIN_CREDENTIALS', async () => {
    for (const body of [
      { email: DEMO_MEMBER.email, password: 'nope-nope' },
      { email: 'nobody@example.com', password: DEMO_MEMBER.password },
    ]) {
      expect((await toolkit('signInWithPassword', body)).body.error?.message).toBe(
        'INVALID_LOGIN_CREDENTIALS',
      )
    }
  })

  it('looks up and updates the profile of the signed-in account', async () => {
    const { body } = await toolkit('signInWithPassword', {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    })
    const updated = await toolkit('update', {
      idToken: body.idToken,
      displayName: '新暱稱',
      returnSecureToken: true,
    })
    expect(updated.body).toMatchObject({ displayName: '新暱稱', email: DEMO_MEMBER.email })
    const looked = await toolkit('lookup', { idToken: body.idToken })
    expect(looked.body.users).toEqual([
      expect.objectContaining({
        email: DEMO_MEMBER.email,
        displayName: '新暱稱',
        passwordHash: expect.any(String),
        providerUserInfo: [expect.objectContaining({ providerId: 'password', rawId: DEMO_MEMBER.email })],
      }),
    ])
    expect(JSON.stringify(looked.body)).not.toContain(DEMO_MEMBER.password)
  })

  it('refreshes a token (form-encoded) and refuses an unknown one', async () => {
    const { body } = await toolkit('signInWithPassword', {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    })
    const refreshed = await call(
      'POST',
      '/securetoken.googleapis.com/v1/token',
      `grant_type=refresh_token&refresh_token=${encodeURIComponent(String(body.refreshToken))}`,
    )
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toMatchObject({
      token_type: 'Bearer',
      user_id: body.localId,
      refresh_token: body.refreshToken,
    })
    expect(decodeJwtClaims(refreshed.body.id_token)).toMatchObject({ user_id: body.localId })

    const unknown = await call(
      'POST',
      '/securetoken.googleapis.com/v1/token',
      'grant_type=refresh_token&refresh_token=nope',
    )
    expect(unknown.body.error?.message).toBe('INVALID_REFRESH_TOKEN')
  })

  it('sends a reset code, lists it on the emulator route and resets the password with it', async () => {
    expect(
      (await toolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email: DEMO_MEMBER.email })).status,
    ).toBe(200)
    const { body } = await call('GET', '/emulator/v1/projects/demo-breakfast/oobCodes')
    const [mail] = body.oobCodes as Array<{ email: string; oobCode: string; oobLink: string }>
    expect(mail).toMatchObject({ email: DEMO_MEMBER.email, requestType: 'PASSWORD_RESET' })
    expect(mail.oobLink).toContain(`oobCode=${mail.oobCode}`)

    expect(
      (await toolkit('resetPassword', { oobCode: mail.oobCode, newPassword: 'brand-new' })).body,
    ).toMatchObject({
      email: DEMO_MEMBER.email,
    })
    expect(
      (await toolkit('signInWithPassword', { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }))
        .status,
    ).toBe(400)
    expect(
      (await toolkit('signInWithPassword', { email: DEMO_MEMBER.email, password: 'brand-new' })).status,
    ).toBe(200)
    expect(
      (await toolkit('resetPassword', { oobCode: mail.oobCode, newPassword: 'again-new' })).body.error
        ?.message,
    ).toBe('INVALID_OOB_CODE')
  })

  it('creates a Google member once per `sub` through signInWithIdp', async () => {
    const postBody = `id_token=${encodeURIComponent(JSON.stringify({ sub: 'g-42', email: 'grace@example.com', name: 'Grace', email_verified: true }))}&providerId=google.com`
    const first = await toolkit('signInWithIdp', {
      requestUri: 'http://localhost',
      postBody,
      returnSecureToken: true,
    })
    expect(first.body).toMatchObject({
      providerId: 'google.com',
      isNewUser: true,
      email: 'grace@example.com',
      displayName: 'Grace',
    })
    const second = await toolkit('signInWithIdp', {
      requestUri: 'http://localhost',
      postBody,
      returnSecureToken: true,
    })
    expect(second.body).toMatchObject({ isNewUser: false, localId: first.body.localId })

    const noSub = await toolkit('signInWithIdp', {
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent('{"email":"x@example.com"}')}&providerId=google.com`,
    })
    expect(noSub.body.error?.message).toMatch(/^INVALID_IDP_RESPONSE/)
  })

  it('wipes accounts like the emulator, and a lookup then fails with USER_NOT_FOUND', async () => {
    const { body } = await toolkit('signInWithPassword', {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    })
    expect((await call('DELETE', '/emulator/v1/projects/demo-breakfast/accounts')).status).toBe(200)
    expect((await toolkit('lookup', { idToken: body.idToken })).body.error?.message).toBe('USER_NOT_FOUND')
  })

  it('does not keep half a change when an update fails', async () => {
    const { body } = await toolkit('signInWithPassword', {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    })
    const failed = await toolkit('update', { idToken: body.idToken, displayName: '半途', password: '123' })
    expect(failed.body.error?.message).toMatch(/^WEAK_PASSWORD/)
    const looked = await toolkit('lookup', { idToken: body.idToken })
    expect((looked.body.users as Array<{ displayName: string }>)[0].displayName).toBe(DEMO_MEMBER.displayName)
  })

  it('names a route it does not fake (auth/not-mocked in the SDK)', async () => {
    expect((await toolkit('createAuthUri', { identifier: 'x@example.com' })).body.error?.message).toMatch(
      /^NOT_MOCKED/,
    )
  })
})
