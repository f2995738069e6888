import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_TOKEN_COOKIE, deleteCookie, writeCookie } from '@/lib/cookies'

/** What the page writes to document.cookie, on an http and on an https page. */
function cookieWrites(protocol: 'http:' | 'https:'): string[] {
  const writes: string[] = []
  vi.stubGlobal('location', { protocol })
  vi.stubGlobal('document', {
    set cookie(value: string) {
      writes.push(value)
    },
  })
  writeCookie(ADMIN_TOKEN_COOKIE, 'token value', new Date(Date.UTC(2030, 0, 1)))
  deleteCookie(ADMIN_TOKEN_COOKIE)
  return writes
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the myToken cookie', () => {
  it('is Secure on a page served over https, SameSite=Lax, expiring when the token does', () => {
    const [written, deleted] = cookieWrites('https:')
    expect(written).toBe(
      'myToken=token%20value; expires=Tue, 01 Jan 2030 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    )
    expect(deleted).toContain('; Secure')
  })

  it('is not Secure on a plain http page (local development), or it could not be set at all', () => {
    for (const write of cookieWrites('http:')) {
      expect(write).toContain('SameSite=Lax')
      expect(write).not.toContain('Secure')
    }
  })
})
