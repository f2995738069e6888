import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { UNDO_WINDOW_MS } from '@/features/admin/resource/useUndoable'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { fetchAdmin, signInAdmin } from './adminTestUtils'

beforeEach(async () => {
  await signInAdmin()
})

async function openProductList(path = '/admin/products') {
  const view = renderApp(path)
  const table = await screen.findByRole('table', { name: '商品列表' })
  await within(table).findByText('起司蛋餅')
  return { ...view, table }
}

/** The PUTs the fake receives for products. */
function watchProductWrites() {
  const sent: { id: string; data: Record<string, unknown> }[] = []
  server.events.on('request:start', async ({ request }) => {
    const match = /\/admin\/product\/([^/?]+)$/.exec(new URL(request.url).pathname)
    if (request.method === 'PUT' && match) {
      const body = (await request.clone().json()) as { data: Record<string, unknown> }
      sent.push({ id: decodeURIComponent(match[1]), data: body.data })
    }
  })
  return sent
}

describe('the command palette (Ctrl/⌘+K)', () => {
  it('opens from the keyboard, lists the pages and actions, finds a product and shows its row', async () => {
    const { user, router, table } = await openProductList()
    const search = screen.getByRole('searchbox', { name: '搜尋產品名稱' })
    await user.click(search)
    // It opens even from a text field.
    await user.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: '快速指令' })
    const field = within(palette).getByRole('combobox', { name: '搜尋產品、訂單、優惠券或頁面' })
    await waitFor(() => expect(field).toHaveFocus())
    expect(within(palette).getByRole('option', { name: '前往營運總覽' })).toBeInTheDocument()
    expect(within(palette).getByRole('option', { name: '新增產品' })).toBeInTheDocument()
    expect(within(palette).getByRole('option', { name: /^匯出 CSV/ })).toBeInTheDocument()

    await user.type(field, '起司')
    const option = await within(palette).findByRole('option', { name: /^起司蛋餅/ })
    expect(within(palette).queryByRole('option', { name: '前往營運總覽' })).not.toBeInTheDocument()
    expect(option).toHaveTextContent('NT$')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '快速指令' })).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/admin/products')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('起司蛋餅')
    const marked = await waitFor(() => {
      const row = table.querySelector('tr[aria-current="true"]')
      expect(row).not.toBeNull()
      return row as HTMLElement
    })
    expect(within(marked).getByText('起司蛋餅')).toBeInTheDocument()
    // The list is searched for it: the search box says so, the other products are gone.
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: '搜尋產品名稱' })).toHaveValue('起司蛋餅'),
    )
    await waitFor(() => expect(within(table).queryByText('總匯三明治')).not.toBeInTheDocument())
  })

  it('finds an order by its readable number or its customer and opens its order page', async () => {
    const [order] = (await fetchAdmin<{ orders: { id: string; user: { name: string } }[] }>('orders?page=1'))
      .orders
    const number = order.id.slice(-8).toUpperCase()
    const { user, router } = await openProductList()
    await user.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: '快速指令' })
    await user.keyboard(number.toLowerCase())
    const option = await within(palette).findByRole('option', {
      name: new RegExp(`^訂單 ${number.slice(0, 4)}-${number.slice(4)}・${order.user.name}`),
    })
    await user.click(option)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/orders/${encodeURIComponent(order.id)}`),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: `訂單 ${number.slice(0, 4)}-${number.slice(4)}` }),
    ).toBeInTheDocument()
    expect(screen.getAllByText(order.user.name).length).toBeGreaterThan(0)
  })

  it('runs 新增產品: the product list opens with the new-product form; Escape closes the palette', async () => {
    const { user, router } = renderApp('/admin/coupons')
    await screen.findByRole('table', { name: '優惠券列表' })
    await user.keyboard('{Control>}k{/Control}')
    await screen.findByRole('dialog', { name: '快速指令' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '快速指令' })).not.toBeInTheDocument())

    await user.keyboard('{Control>}k{/Control}')
    const palette = await screen.findByRole('dialog', { name: '快速指令' })
    await user.keyboard('新增產品')
    await within(palette).findByRole('option', { name: '新增產品' })
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: '新增產品' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/products')
  })
})

describe('shortcuts', () => {
  it('? lists them; g then o / d / c / p go to the pages; / focuses the search; none fire while typing', async () => {
    const { user, router } = await openProductList()
    await user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: '鍵盤快速鍵' })
    for (const description of ['開啟快速指令', '跳到這一頁的搜尋框', '前往訂單列表', '前往營運總覽'])
      expect(within(help).getByRole('row', { name: new RegExp(description) })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '鍵盤快速鍵' })).not.toBeInTheDocument())

    await user.keyboard('go')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'))
    await user.keyboard('gc')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coupons'))
    await user.keyboard('gp')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'))

    await screen.findByRole('table', { name: '商品列表' })
    await user.keyboard('/')
    const search = screen.getByRole('searchbox', { name: '搜尋產品名稱' })
    await waitFor(() => expect(search).toHaveFocus())
    await user.keyboard('go')
    expect(search).toHaveValue('go')
    expect(router.state.location.pathname).toBe('/admin/products')
  })
})

describe('inline edits in the product table', () => {
  it('shows a new price at once, sends the whole product after the undo window, and 復原 sends nothing', async () => {
    const sent = watchProductWrites()
    const { user, table } = await openProductList('/admin/products?q=起司蛋餅')
    await user.click(within(table).getByRole('button', { name: /^修改「起司蛋餅」的售價/ }))
    const field = within(table).getByRole('textbox', { name: '修改「起司蛋餅」的售價' })
    await user.clear(field)
    await user.type(field, '999999{Enter}')
    // Above the original price: refused where it is typed.
    expect(await within(table).findByText('售價不可高於原價')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '30{Enter}')
    expect(await within(table).findByRole('button', { name: /^修改「起司蛋餅」的售價/ })).toHaveTextContent(
      'NT$30',
    )

    // 復原: the old price is back, nothing was sent.
    await user.click(await screen.findByRole('button', { name: '復原' }))
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: /^修改「起司蛋餅」的售價/ })).not.toHaveTextContent(
        'NT$30',
      ),
    )
    expect(sent).toEqual([])

    // 啟用 off, past the window: one PUT with every field of the product and the switch off.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(within(table).getByRole('switch', { name: '「起司蛋餅」啟用' }))
    await screen.findByText('已更新「起司蛋餅」，5 秒內可復原')
    vi.advanceTimersByTime(UNDO_WINDOW_MS)
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].data).toMatchObject({ title: '起司蛋餅', is_enabled: 0 })
    expect(Object.keys(sent[0].data)).toEqual(
      expect.arrayContaining(['price', 'origin_price', 'category', 'unit']),
    )
    expect(await within(table).findByText('未啟用')).toBeInTheDocument()
  })
})

describe('after creating a product', () => {
  it('the list shows the page it is on with its row marked', async () => {
    const { user, table, router } = await openProductList()
    await user.click(screen.getByRole('button', { name: '建立新的產品' }))
    const dialog = await screen.findByRole('dialog', { name: '新增產品' })
    const paste = async (input: HTMLElement, text: string) => {
      await user.click(input)
      await user.paste(text)
    }
    await paste(within(dialog).getByRole('textbox', { name: /^標題/ }), '鍵盤測試蛋餅')
    await paste(within(dialog).getByRole('combobox', { name: /^分類/ }), '蛋餅')
    await paste(within(dialog).getByRole('textbox', { name: /^單位/ }), '份')
    await paste(within(dialog).getByRole('spinbutton', { name: /^原價/ }), '60')
    await paste(within(dialog).getByRole('spinbutton', { name: /^售價/ }), '50')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    await screen.findByText('新增產品成功!')
    await waitFor(() => expect(table.querySelector('tr[aria-current="true"]')).not.toBeNull())
    expect(table.querySelector('tr[aria-current="true"]')).toHaveTextContent('鍵盤測試蛋餅')
    // 21 seed products + 1: the new one is on page 3.
    expect(router.state.location.search).toBe('?page=3')
  })
})
