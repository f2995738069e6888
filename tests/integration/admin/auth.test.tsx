import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminToken, openSidebar, signInAdmin } from './adminTestUtils'

describe('admin sign-in', () => {
  it('is prefilled with the demo account in mock mode and signs in to the product list', async () => {
    const { user, router } = renderApp('/admin-login')
    expect(await screen.findByRole('heading', { name: '管理員登入' })).toBeInTheDocument()
    expect(screen.getByLabelText(/電子信箱/)).toHaveValue(ADMIN_USERNAME)
    expect(screen.getByLabelText(/密碼/)).toHaveValue(ADMIN_PASSWORD)

    await user.click(screen.getByRole('button', { name: '登入' }))

    expect(await screen.findByText('登入成功!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(await screen.findByRole('heading', { name: '商品列表' })).toBeInTheDocument()
    // The token lives in the myToken cookie only.
    expect(adminToken()).toMatch(/.+/)
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(adminToken()!)
  })

  it('says 登入失敗，請重新登入 for a wrong password and stays on the form', async () => {
    const { user, router } = renderApp('/admin-login')
    const password = await screen.findByLabelText(/密碼/)
    await user.clear(password)
    await user.type(password, 'not-the-password')
    await user.click(screen.getByRole('button', { name: '登入' }))

    const dialog = await screen.findByRole('dialog', { name: '登入失敗，請重新登入' })
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    expect(router.state.location.pathname).toBe('/admin-login')
    expect(adminToken()).toBeNull()
  })

  it('checks the form before calling the server', async () => {
    const { user } = renderApp('/admin-login')
    const email = await screen.findByLabelText(/電子信箱/)
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.clear(screen.getByLabelText(/密碼/))
    await user.click(screen.getByRole('button', { name: '登入' }))
    expect(await screen.findByText('電子郵件格式不正確')).toBeInTheDocument()
    expect(screen.getByText('此欄位必填')).toBeInTheDocument()
  })

  it('goes straight to /admin when the saved cookie is still valid', async () => {
    await signInAdmin()
    const { router } = renderApp('/admin-login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(await screen.findByRole('heading', { name: '商品列表' })).toBeInTheDocument()
  })

  it('forgets a saved cookie that the server no longer accepts', async () => {
    document.cookie = 'myToken=stale-token; path=/'
    const { router } = renderApp('/admin-login')
    await waitFor(() => expect(screen.getByRole('button', { name: '登入' })).toBeEnabled())
    expect(router.state.location.pathname).toBe('/admin-login')
    expect(adminToken()).toBeNull()
  })
})

describe('admin guard and layout', () => {
  it.each(['/admin', '/admin/products', '/admin/orders', '/admin/coupons'])(
    'sends %s to /admin-login without the cookie',
    async (path) => {
      const { router } = renderApp(path)
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'))
      expect(await screen.findByRole('heading', { name: '管理員登入' })).toBeInTheDocument()
    },
  )

  it('returns to the page that asked for sign-in', async () => {
    const { user, router } = renderApp('/admin/coupons')
    await user.click(await screen.findByRole('button', { name: '登入' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coupons'))
  })

  it('ends the session on a 401 from any admin call: cookie cleared, back to sign-in', async () => {
    await signInAdmin()
    server.use(
      http.get('*/v2/api/:apiPath/admin/orders', () =>
        HttpResponse.json({ success: false, message: '驗證錯誤, 請重新登入' }, { status: 401 }),
      ),
    )
    const { router } = renderApp('/admin/orders')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'))
    expect(adminToken()).toBeNull()
    expect(await screen.findByText('驗證錯誤, 請重新登入')).toBeInTheDocument()
  })

  it('has a sidebar with the three lists and a link back to the shop', async () => {
    await signInAdmin()
    const { user, router } = renderApp('/admin')
    expect(await screen.findByRole('heading', { name: '商品列表' })).toBeInTheDocument()
    let sidebar = await openSidebar(user)
    expect(sidebar.getByRole('link', { name: '商品列表' })).toHaveAttribute('aria-current', 'page')
    await user.click(sidebar.getByRole('link', { name: '訂單列表' }))
    expect(await screen.findByRole('heading', { name: '訂單列表' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/orders')

    sidebar = await openSidebar(user)
    await user.click(sidebar.getByRole('link', { name: '優惠券列表' }))
    expect(await screen.findByRole('heading', { name: '優惠券列表' })).toBeInTheDocument()

    sidebar = await openSidebar(user)
    expect(sidebar.getByRole('link', { name: '優惠券列表' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '回到商店' })).toHaveAttribute('href', '/')
  })

  it('logs out: POST /v2/logout, cookie cleared, to /admin-login', async () => {
    await signInAdmin()
    let loggedOut = false
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/v2/logout')) loggedOut = true
    })
    const { user, router } = renderApp('/admin/products')
    await screen.findByRole('heading', { name: '商品列表' })
    await openSidebar(user)
    await user.click(screen.getByRole('button', { name: '登出' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'))
    expect(loggedOut).toBe(true)
    expect(adminToken()).toBeNull()
    server.events.removeAllListeners()

    // Back to an admin page: sign-in again.
    await router.navigate('/admin/orders')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'))
  })

  it('still clears the cookie and leaves when the logout call fails', async () => {
    await signInAdmin()
    server.use(
      http.post('*/v2/logout', () =>
        HttpResponse.json({ success: false, message: '請重新登出' }, { status: 400 }),
      ),
    )
    const { user, router } = renderApp('/admin/products')
    await screen.findByRole('heading', { name: '商品列表' })
    await openSidebar(user)
    await user.click(screen.getByRole('button', { name: '登出' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'))
    expect(adminToken()).toBeNull()
  })
})
