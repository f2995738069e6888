import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@/api/types'
import { UNDO_WINDOW_MS } from '@/features/admin/resource/useUndoable'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { setupUser } from '../../utils/user'
import { fetchAdmin, rowWith, signInAdmin } from './adminTestUtils'

async function storedTitles(): Promise<string[]> {
  const body = await fetchAdmin<{ products: Record<string, Product> }>('products/all')
  return Object.values(body.products).map((product) => product.title)
}

/** Every DELETE the fake receives. */
function watchDeletes() {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') seen.push(new URL(request.url).pathname)
  })
  return seen
}

beforeEach(async () => {
  await signInAdmin()
})

afterEach(() => {
  server.events.removeAllListeners()
})

describe('admin find and filter', () => {
  it('filters the orders by paid state and by name, phone or e-mail, over every page, in the URL', async () => {
    const { router, user } = renderApp('/admin/orders?paid=unpaid')
    const table = await screen.findByRole('table', { name: '訂單列表' })
    await within(table).findAllByText('未付款')
    expect(within(table).queryByText('已付款')).not.toBeInTheDocument()

    await router.navigate('/admin/orders')
    await within(table).findAllByText('已付款')
    await user.type(screen.getByRole('searchbox', { name: '搜尋姓名、電話、電子郵件或訂單編號' }), '郭俊宏')
    // 郭俊宏's order is on the second page of the unfiltered list: the search covers every page.
    await within(table).findByText('郭俊宏')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('郭俊宏')
    // One page of results: no pager.
    expect(screen.queryByRole('navigation', { name: '分頁導覽' })).not.toBeInTheDocument()
  })

  it("keeps every key of a search typed fast (the URL follows the box), and Back brings the URL's search back", async () => {
    const { router } = renderApp('/admin/products')
    const table = await screen.findByRole('table', { name: '商品列表' })
    await within(table).findByText('起司蛋餅')
    const box = screen.getByRole('searchbox', { name: '搜尋產品名稱' })
    // No pause between keys: each arrives before the router has committed the previous one's URL.
    await setupUser().type(box, 'sandwich 三明治')
    expect(box).toHaveValue('sandwich 三明治')
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('sandwich 三明治'),
    )

    await router.navigate('/admin/products?q=蛋餅')
    await router.navigate(-1)
    await waitFor(() => expect(box).toHaveValue('sandwich 三明治'))
    await router.navigate(1)
    await waitFor(() => expect(box).toHaveValue('蛋餅'))
    expect(await within(table).findByText('起司蛋餅')).toBeInTheDocument()
  })

  it('shows expired coupons as 已過期 and filters by status', async () => {
    renderApp('/admin/coupons?status=expired')
    const table = await screen.findByRole('table', { name: '優惠券列表' })
    const rows = await within(table).findAllByText('已過期')
    expect(rows.length).toBeGreaterThan(0)
    expect(within(table).queryByText('啟用')).not.toBeInTheDocument()
  })
})

describe('admin undoable delete', () => {
  it('removes the row at once, 復原 brings it back with nothing sent; otherwise the DELETE goes after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const deletes = watchDeletes()
    const { user } = renderApp('/admin/products')
    const table = await screen.findByRole('table', { name: '商品列表' })
    await within(table).findByText('總匯三明治')

    const deleteIt = async () => {
      await user.click(within(table).getByRole('button', { name: '刪除「總匯三明治」' }))
      const dialog = await screen.findByRole('alertdialog', { name: '刪除產品' })
      await user.click(within(dialog).getByRole('button', { name: '刪除' }))
      await waitFor(() => expect(within(table).queryByText('總匯三明治')).not.toBeInTheDocument())
    }

    await deleteIt()
    expect(await screen.findByText('已刪除 1 筆，5 秒內可復原')).toBeInTheDocument()
    // Found once the confirmation has finished closing (until then the page behind it is hidden).
    await user.click(await screen.findByRole('button', { name: '復原' }))
    expect(await within(table).findByText('總匯三明治')).toBeInTheDocument()
    vi.advanceTimersByTime(UNDO_WINDOW_MS)
    expect(deletes).toEqual([])
    expect(await storedTitles()).toContain('總匯三明治')

    await deleteIt()
    expect(deletes).toEqual([])
    vi.advanceTimersByTime(UNDO_WINDOW_MS)
    expect(await screen.findByText('刪除產品成功!')).toBeInTheDocument()
    expect(deletes).toHaveLength(1)
    expect(await storedTitles()).not.toContain('總匯三明治')
  })

  it('deletes the selected rows together, with one undo toast, and sends on leaving the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const deletes = watchDeletes()
    const { user, router } = renderApp('/admin/products')
    const table = await screen.findByRole('table', { name: '商品列表' })
    await within(table).findByText('總匯三明治')
    expect(rowWith(table, '總匯三明治')).toBeInTheDocument()

    await user.click(within(table).getByRole('checkbox', { name: '選取本頁全部' }))
    const selected = within(table).getAllByRole('checkbox', { checked: true }).length - 1
    expect(await screen.findByText(`已選取 ${selected} 筆`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '刪除所選' }))
    const dialog = await screen.findByRole('alertdialog', { name: '刪除所選項目' })
    await user.click(within(dialog).getByRole('button', { name: '刪除' }))
    expect(await screen.findByText(`已刪除 ${selected} 筆，5 秒內可復原`)).toBeInTheDocument()
    expect(deletes).toEqual([])

    // Leaving the list sends what was waiting.
    await router.navigate('/admin/orders')
    await waitFor(() => expect(deletes).toHaveLength(selected))
    await waitFor(async () => expect(await storedTitles()).not.toContain('總匯三明治'))
  })
})
