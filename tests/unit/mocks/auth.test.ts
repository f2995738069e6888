import { beforeEach, describe, expect, it } from 'vitest'
import { createAdminSession } from '../../../mocks/db'
import { resetMockDb } from '../../../mocks/node'
import { BASE, call, signIn } from './helpers'

beforeEach(async () => {
  await resetMockDb()
})

describe('POST admin/signin', () => {
  it('answers success, 登入成功, uid, a token and expired in milliseconds a few days ahead', async () => {
    const { status, json } = await call('POST', `${BASE}/admin/signin`, {
      body: { username: 'admin@breakfast.test', password: 'breakfast123' },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({ success: true, message: '登入成功', uid: expect.any(String) })
    expect(typeof json.token).toBe('string')
    expect(String(json.token)).not.toMatch(/^Bearer/)
    const expired = Number(json.expired)
    expect(String(expired)).toMatch(/^\d{13}$/)
    expect(expired - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000)
    expect(expired - Date.now()).toBeLessThan(30 * 24 * 60 * 60 * 1000)
  })

  it('ignores the case of the e-mail address', async () => {
    const { status } = await call('POST', `${BASE}/admin/signin`, {
      body: { username: 'Admin@Breakfast.TEST', password: 'breakfast123' },
    })
    expect(status).toBe(200)
  })

  it.each([
    ['a wrong password', { username: 'admin@breakfast.test', password: 'nope' }, 'auth/invalid-credential'],
    [
      'an unknown account',
      { username: 'who@breakfast.test', password: 'breakfast123' },
      'auth/invalid-credential',
    ],
    [
      'a body wrapped in data',
      { data: { username: 'admin@breakfast.test', password: 'breakfast123' } },
      'auth/invalid-email',
    ],
    ['no e-mail', { password: 'breakfast123' }, 'auth/invalid-email'],
    ['a malformed e-mail', { username: 'admin', password: 'breakfast123' }, 'auth/invalid-email'],
    ['no password', { username: 'admin@breakfast.test' }, 'auth/missing-password'],
    ['a numeric password', { username: 'admin@breakfast.test', password: 123 }, 'auth/missing-password'],
    ['malformed JSON', '{"username":', 'auth/invalid-email'],
  ])('answers 400 登入失敗 for %s', async (_label, body, code) => {
    const { status, json } = await call('POST', `${BASE}/admin/signin`, { body })
    expect(status).toBe(400)
    expect(json).toEqual({ success: false, message: '登入失敗', error: { code } })
  })
})

describe('POST api/user/check', () => {
  it('answers the uid for a valid token, whatever the shop path', async () => {
    const token = await signIn()
    expect(await call('POST', `${BASE}/api/user/check`, { token })).toMatchObject({
      status: 200,
      json: { success: true, uid: expect.any(String) },
    })
    const foreign = await createAdminSession({ apiPath: 'someone-else' })
    expect((await call('POST', `${BASE}/api/user/check`, { token: foreign })).status).toBe(200)
  })

  it('answers 403 請重新登入 for missing, wrong and expired tokens', async () => {
    const expired = await createAdminSession({ expired: Date.now() - 1 })
    for (const token of [undefined, '', 'garbage', expired]) {
      expect(await call('POST', `${BASE}/api/user/check`, { token })).toMatchObject({
        status: 403,
        json: { success: false, message: '請重新登入' },
      })
    }
  })
})

describe('POST logout', () => {
  it('answers 已登出 and the token stops working', async () => {
    const token = await signIn()
    expect(await call('POST', `${BASE}/logout`, { token })).toMatchObject({
      status: 200,
      json: { success: true, message: '已登出' },
    })
    expect((await call('POST', `${BASE}/api/user/check`, { token })).status).toBe(403)
  })

  it('answers 400 請重新登出 without a valid token', async () => {
    expect(await call('POST', `${BASE}/logout`)).toMatchObject({
      status: 400,
      json: { success: false, message: '請重新登出' },
    })
  })
})
