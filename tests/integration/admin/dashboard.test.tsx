import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order, OrdersPageResponse } from '@/api/types'
import { defaultRange, summariseSales, todayKey } from '@/features/admin/dashboard/salesSummary'
import { formatNtd } from '@/lib/format'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { fetchAdmin, openSidebar, signInAdmin } from './adminTestUtils'

async function storedOrders(): Promise<Order[]> {
  const pages = await Promise.all([1, 2].map((page) => fetchAdmin<OrdersPageResponse>(`orders?page=${page}`)))
  return pages.flatMap((page) => page.orders)
}

beforeEach(async () => {
  await signInAdmin()
})

describe('admin dashboard', () => {
  it('shows the figures of every order, first in the sidebar, and links to the unpaid orders', async () => {
    const { user, router } = renderApp('/admin/dashboard')
    const today = todayKey()
    const expected = summariseSales(await storedOrders(), today, defaultRange(today))
    const unpaid = await screen.findByRole('heading', { name: '未付款訂單' })
    const card = unpaid.parentElement as HTMLElement
    // The orders arrive page by page; every figure is final once they are all in.
    await waitFor(() => expect(screen.queryByText('計算中…')).not.toBeInTheDocument())
    expect(card).toHaveTextContent(formatNtd(expected.unpaid.revenue))
    expect(screen.getByRole('heading', { name: '近 30 天營收' }).parentElement).toHaveTextContent(
      formatNtd(expected.last30Days.revenue),
    )
    expect(screen.getByRole('table', { name: '熱銷商品（數量）' })).toHaveTextContent(
      expected.topByQuantity[0].title,
    )

    const nav = await openSidebar(user)
    expect(nav.getAllByRole('link')[0]).toHaveTextContent('營運總覽')
    await user.keyboard('{Escape}')

    // Found once the menu has closed (until then the page behind it is hidden).
    await user.click(await within(card).findByRole('link', { name: /查看未付款訂單/ }))
    expect(router.state.location.pathname).toBe('/admin/orders')
    expect(router.state.location.search).toBe('?paid=unpaid')
  })

  it('shows the figures from the first page of orders, each marked 計算中… until its orders are in', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/v2/api/:apiPath/admin/orders', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '1') await held
        return undefined
      }),
    )
    renderApp('/admin/dashboard')
    expect(await screen.findByText(/^正在讀取訂單：第 1 \/ 2 頁/)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: '讀取訂單進度' })).toHaveAttribute('aria-valuenow', '50')
    // Unpaid orders may be on any page: it waits for the last one.
    expect(screen.getByRole('heading', { name: /^未付款訂單/ })).toHaveTextContent('計算中…')
    release()
    await waitFor(() => expect(screen.queryByText('計算中…')).not.toBeInTheDocument())
    expect(screen.queryByRole('progressbar', { name: '讀取訂單進度' })).not.toBeInTheDocument()
    const today = todayKey()
    const expected = summariseSales(await storedOrders(), today, defaultRange(today))
    expect(screen.getByRole('heading', { name: '未付款訂單' }).parentElement).toHaveTextContent(
      formatNtd(expected.unpaid.revenue),
    )
  })

  it('shows an error with a retry when the orders cannot be read', async () => {
    let fail = true
    server.use(
      http.get('*/v2/api/:apiPath/admin/orders', () =>
        fail ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }) : undefined,
      ),
    )
    const { user } = renderApp('/admin/dashboard')
    const alert = await screen.findByText('取得訂單失敗，營運數據無法計算')
    fail = false
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '重新載入' }),
    )
    expect(await screen.findByRole('heading', { name: '未付款訂單' })).toBeInTheDocument()
  })
})
