import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderApp } from '../../utils/renderApp'
import { signInAdmin } from '../admin/adminTestUtils'

/**
 * The admin token (cookie myToken) goes only where the course API wants it (course-api.md §1.3):
 * the shop's admin routes, the session check and logout. A shopper's calls never carry it, even in
 * a browser where the shop owner is signed in to the back office.
 */

const seen: Array<{ path: string; authorization: string | null }> = []
const record = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/v2/'))
    seen.push({ path: pathname, authorization: request.headers.get('authorization') })
}

beforeEach(() => {
  seen.length = 0
  server.events.on('request:start', record)
})
afterEach(() => {
  server.events.removeListener('request:start', record)
})

describe('the admin token', () => {
  it('is not sent with customer calls, and is sent with admin calls', async () => {
    const token = await signInAdmin()
    const { user, unmount } = renderApp('/products', { member: true })
    await user.click(await screen.findByRole('button', { name: '加入購物車：起司蛋餅' }))
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()

    const customer = seen.filter(({ path }) => path.startsWith('/v2/api/breakfast/'))
    expect(customer.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/v2/api/breakfast/products/all', '/v2/api/breakfast/cart']),
    )
    expect(customer.filter(({ authorization }) => authorization !== null)).toEqual([])

    unmount()
    seen.length = 0
    renderApp('/admin')
    expect(await screen.findByRole('table', { name: '商品列表' })).toBeInTheDocument()
    const admin = seen.filter(
      ({ path }) => path.startsWith('/v2/api/breakfast/admin/') || path === '/v2/api/user/check',
    )
    expect(admin.length).toBeGreaterThan(0)
    expect(admin.every(({ authorization }) => authorization === token)).toBe(true)
  })
})
