import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { routerSettled, shown, stopClock } from '../../utils/fakeClock'
import { renderApp } from '../../utils/renderApp'
import { signInAdmin } from '../admin/adminTestUtils'

describe('storefront shell', () => {
  it('shows the navbar links, a login link and an empty cart badge to a visitor', async () => {
    renderApp('/about')
    const nav = await screen.findByRole('banner')
    expect(within(nav).getByRole('link', { name: '早餐店 首頁' })).toHaveAttribute('href', '/')
    expect(within(nav).getByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()
  })

  it('offers a skip link first, which moves focus to the main content', async () => {
    const { user } = renderApp('/about')
    await screen.findByRole('banner')
    await user.tab()
    const skip = screen.getByRole('link', { name: '跳到主要內容' })
    expect(skip).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('offers the same skip link in the back office, past its bar and sidebar', async () => {
    await signInAdmin()
    const { user, router } = renderApp('/admin/products')
    await screen.findByRole('heading', { level: 1, name: '商品列表' })
    await user.tab()
    expect(screen.getByRole('link', { name: '跳到主要內容' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
    // Focus, not a #main hash: the address stays the page's own.
    expect(router.state.location.hash).toBe('')
  })

  it("offers it on the back office's sign-in page too", async () => {
    const { user } = renderApp('/admin-login')
    await screen.findByRole('heading', { name: '管理員登入' })
    await user.tab()
    expect(screen.getByRole('link', { name: '跳到主要內容' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('warns a signed-out visitor instead of opening the cart', async () => {
    const { user, router } = renderApp('/about')
    await user.click(await screen.findByRole('button', { name: '購物車，共 0 項商品' }))
    const dialog = await screen.findByRole('dialog', { name: '請先登入' })
    expect(router.state.location.pathname).toBe('/about')
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/about')
  })

  it('greets a signed-in member and counts the cart lines in the badge', async () => {
    renderApp('/about', { member: true })
    // The seed cart is empty; the badge reads the fake's cart.
    expect(await screen.findByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()
    await user_opensMenuIfNarrow()
    expect(await screen.findByText('嗨，早餐愛好者')).toBeInTheDocument()
  })

  it('has a footer with contact details, the learning notice and the admin link', async () => {
    renderApp('/about')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText('每日 08:00–17:00')).toBeInTheDocument()
    expect(within(footer).getByText(/0800/)).toBeInTheDocument()
    expect(within(footer).getByText(/非商業用途/)).toBeInTheDocument()
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: '管理員登入' })).toHaveAttribute('href', '/admin-login')
    for (const name of ['Facebook', 'Instagram', 'Line']) {
      expect(within(footer).getByRole('button', { name: new RegExp(name) })).toBeInTheDocument()
    }
  })

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const { router } = renderApp('/about')
    await screen.findByRole('banner')
    scrollTo.mockClear()
    await act(() => router.navigate('/products'))
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })))
  })
})

describe('not-found page', () => {
  it('says the page does not exist and goes home after 4 seconds', async () => {
    const clock = stopClock()
    const { router } = renderApp('/no-such-page')
    await routerSettled(router)
    expect(await shown(() => screen.queryByRole('heading', { name: '找不到這個頁面' }))).toBeInTheDocument()
    expect(screen.getByText(/頁面不存在/)).toBeInTheDocument()
    await clock.advance(3_999)
    await routerSettled(router)
    expect(router.state.location.pathname).toBe('/no-such-page')
    await clock.advance(1)
    await routerSettled(router)
    expect(router.state.location.pathname).toBe('/')
  })
})

/** jsdom has no media queries, so the navbar renders its narrow layout: open the menu first. */
async function user_opensMenuIfNarrow() {
  const toggle = await screen.findByRole('button', { name: '開啟選單' })
  toggle.click()
}
