import { describe, expect, it } from 'vitest'
import { STATES } from '../states'
import {
  EXAMPLE,
  JSON_REQUEST,
  SHOP,
  adminAuthHeader,
  dispatchAt,
  expectSuccess,
  failure,
  fromProviderState,
  integer,
  newPact,
  ok,
  okMessage,
  setAdminCookie,
  string,
} from './pact'

/**
 * Admin sign-in (spec §7 "Admin sign-in") and the guard every admin route shares: the token goes
 * out raw in Authorization, read by the app's prepareHeaders from the `myToken` cookie.
 */
const pact = newPact()

const credentials = {
  username: fromProviderState('${username}', EXAMPLE.username),
  password: fromProviderState('${password}', EXAMPLE.password),
}

describe('sign-in', () => {
  it('signs in with the shop owner’s account', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminAccountExists)
      .uponReceiving('a sign-in with the right password')
      // Not wrapped in `data`: sign-in is the one write that sends its fields at the top level.
      .withRequest('POST', '/v2/admin/signin', (req) => req.headers(JSON_REQUEST).jsonBody(credentials))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...okMessage('登入成功'),
          uid: string(EXAMPLE.uid),
          token: string(EXAMPLE.token),
          // Milliseconds, unlike every other timestamp of the API.
          expired: integer(1767657600000),
        }),
      )
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(
            admin.adminSignIn.initiate({ username: EXAMPLE.username, password: EXAMPLE.password }),
          ),
        )
        expect(result.error).toBeUndefined()
        expect(result.data).toMatchObject({ token: EXAMPLE.token, expired: 1767657600000 })
      })
  })

  it('is refused with a wrong password', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminAccountExists)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/v2/admin/signin', (req) =>
        req.headers(JSON_REQUEST).jsonBody({ username: credentials.username, password: 'not-the-password' }),
      )
      // The page shows its own text (spec §8), so only the status and the shape are the contract.
      .willRespondWith(400, (res) => res.jsonBody(failure(string('登入失敗'))))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(
            admin.adminSignIn.initiate({ username: EXAMPLE.username, password: 'not-the-password' }),
          ),
        )
        expect(result.error).toMatchObject({ status: 400, message: '登入失敗' })
      })
  })
})

describe('session', () => {
  it('checks a signed-in admin’s token', async () => {
    setAdminCookie()
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a session check with a valid token')
      .withRequest('POST', '/v2/api/user/check', (req) => req.headers(adminAuthHeader()))
      .willRespondWith(200, (res) => res.jsonBody(ok({ uid: string(EXAMPLE.uid) })))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.checkAdminSession.initiate()),
        )
        expect(result.error).toBeUndefined()
        expect(result.data?.uid).toBe(EXAMPLE.uid)
      })
  })

  it('is told 請重新登入 when the check has no token', async () => {
    await pact
      .addInteraction()
      .given(STATES.nobodySignedIn)
      .uponReceiving('a session check without a token')
      .withRequest('POST', '/v2/api/user/check')
      .willRespondWith(403, (res) => res.jsonBody(failure('請重新登入')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.checkAdminSession.initiate()),
        )
        expect(result.error).toMatchObject({ status: 403, message: '請重新登入' })
      })
  })

  it('logs out', async () => {
    setAdminCookie()
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a logout with a valid token')
      .withRequest('POST', '/v2/logout', (req) => req.headers(adminAuthHeader()))
      .willRespondWith(200, (res) => res.jsonBody(okMessage('已登出')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.adminLogout.initiate()),
        )
        expectSuccess(result)
      })
  })

  it('is told 驗證錯誤, 請重新登入 when an admin route gets no token', async () => {
    await pact
      .addInteraction()
      .given(STATES.nobodySignedIn)
      .uponReceiving('a request for admin products without a token')
      .withRequest('GET', `${SHOP}/admin/products`, (req) => req.query({ page: '1' }))
      .willRespondWith(401, (res) => res.jsonBody(failure('驗證錯誤, 請重新登入')))
      .executeTest(async (mock) => {
        const result = await dispatchAt(mock.url, ({ store, admin }) =>
          store.dispatch(admin.getAdminProducts.initiate({ page: 1 })),
        )
        expect(result.error).toMatchObject({ status: 401, message: '驗證錯誤, 請重新登入' })
      })
  })
})
