import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { historyOf, statusOf } from '@/api/fulfilment'
import type { Order, OrdersPageResponse } from '@/api/types'
import { formatOrderNumber as number } from '@/lib/format'
import { renderApp } from '../../utils/renderApp'
import { confirmDeletePastUndo, fetchAdmin, rowWith, signInAdmin } from './adminTestUtils'

// Seed orders (mocks/seed/orders.ts): 1 待確認 (card, paid), 2 已確認 (cash on delivery, unpaid),
// 4 待確認 (ATM, unpaid), 8 已送達.
const PENDING = '-OBordr0000000000001'
const CONFIRMED_UNPAID = '-OBordr0000000000002'
const PENDING_ATM = '-OBordr0000000000004'
const DELIVERED = '-OBordr0000000000008'

async function stored(id: string): Promise<Order> {
  const pages = await Promise.all([1, 2].map((page) => fetchAdmin<OrdersPageResponse>(`orders?page=${page}`)))
  const found = pages.flatMap((page) => page.orders).find((order) => order.id === id)
  if (!found) throw new Error(`no order ${id}`)
  return found
}

beforeEach(async () => {
  await signInAdmin()
})

describe('order list: fulfilment', () => {
  it('shows each order’s status and morning, and moves the ticked ones to a status at once', async () => {
    const { user } = renderApp('/admin/orders')
    const table = await screen.findByRole('table', { name: '訂單列表' })
    await within(table).findByText(number(PENDING))
    expect(within(rowWith(table, number(PENDING))).getByText('待確認')).toBeInTheDocument()
    expect(within(rowWith(table, number(CONFIRMED_UNPAID))).getByText('已確認')).toBeInTheDocument()
    expect(within(rowWith(table, number(DELIVERED))).getByText('已送達')).toBeInTheDocument()
    expect(within(rowWith(table, number(PENDING))).getByText(/07:00–09:00/)).toBeInTheDocument()

    await user.click(within(table).getByRole('checkbox', { name: `選取「${number(PENDING)}」` }))
    await user.click(within(table).getByRole('checkbox', { name: `選取「${number(PENDING_ATM)}」` }))
    await user.click(within(table).getByRole('checkbox', { name: `選取「${number(DELIVERED)}」` }))
    expect(screen.getByText('已選取 3 筆')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '變更狀態' }))
    await user.click(await screen.findByRole('menuitem', { name: '改為「已取消」' }))

    // Two could be cancelled; the delivered one could not, and says so.
    expect(await screen.findByText('已將 2 筆訂單改為「已取消」')).toBeInTheDocument()
    expect(await screen.findByText('1 筆訂單目前的狀態不能改為「已取消」，未變更')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(rowWith(table, number(PENDING))).getByText('已取消')).toBeInTheDocument(),
    )
    expect(screen.queryByText(/已選取/)).not.toBeInTheDocument()
    const cancelled = await stored(PENDING)
    expect(cancelled.status).toBe(5)
    expect(historyOf(cancelled).map((entry) => entry.status)).toEqual(['cancelled'])
    expect(historyOf(cancelled)[0].at).toBeGreaterThanOrEqual(cancelled.create_at)
    expect(statusOf(await stored(PENDING_ATM))).toBe('cancelled')
    expect(statusOf(await stored(DELIVERED))).toBe('delivered')
  })

  it('moves one order to its next step from its row’s 更多 menu', async () => {
    const { user } = renderApp('/admin/orders')
    const table = await screen.findByRole('table', { name: '訂單列表' })
    await within(table).findByText(number(PENDING))
    const row = rowWith(table, number(PENDING))
    await user.click(within(row).getByRole('button', { name: `訂單 ${number(PENDING)} 的更多操作` }))
    await user.click(await screen.findByRole('menuitem', { name: '確認訂單' }))
    expect(await screen.findByText('已將 1 筆訂單改為「已確認」')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(rowWith(table, number(PENDING))).getByText('已確認')).toBeInTheDocument(),
    )
    expect(historyOf(await stored(PENDING)).map((entry) => entry.status)).toEqual(['confirmed'])
  })

  it('filters by status over the orders it has read, and says how far it looked', async () => {
    const { router } = renderApp('/admin/orders?status=confirmed')
    const table = await screen.findByRole('table', { name: '訂單列表' })
    await within(table).findByText(number(CONFIRMED_UNPAID))
    expect(within(table).queryByText(number(PENDING))).not.toBeInTheDocument()
    // 14 seed orders: every one was read, the search is complete.
    expect(screen.getByText('已在全部 14 筆訂單中篩選')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '搜尋更早的 100 筆訂單' })).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=confirmed')
  })
})

describe('order page', () => {
  it('shows the order and walks it forward, each change kept with its time', async () => {
    const { user } = renderApp(`/admin/orders/${CONFIRMED_UNPAID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `訂單 ${number(CONFIRMED_UNPAID)}` }),
    ).toBeInTheDocument()
    const before = await stored(CONFIRMED_UNPAID)
    const lines = screen.getByRole('table', { name: '訂購商品' })
    for (const line of Object.values(before.products))
      expect(within(lines).getByText(line.product.title)).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: '訂單金額' })).getByText('總計')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: '配送時間' })).getByText(/09:00–11:00/),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: '訂購人' })).getByText('林志豪')).toBeInTheDocument()
    const timeline = screen.getByRole('list', { name: '訂單進度' })
    const step = (label: string) =>
      within(timeline)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(label))
    expect(step('已確認')).toHaveTextContent('（目前狀態）')
    expect(step('待確認')).toHaveTextContent('（已完成）')

    await user.click(screen.getByRole('button', { name: '開始備餐' }))
    expect(await screen.findByText('已將 1 筆訂單改為「備餐中」')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '標記已出貨' })).toBeInTheDocument()
    const preparing = await stored(CONFIRMED_UNPAID)
    expect(statusOf(preparing)).toBe('preparing')
    expect(historyOf(preparing).map((entry) => entry.status)).toEqual(['confirmed', 'preparing'])
    // Nothing else of the order changed.
    expect(preparing.products).toEqual(before.products)
    expect(preparing.message).toBe(before.message)

    await user.click(screen.getByRole('button', { name: '標記已付款' }))
    expect(await screen.findByText('已標記為已付款')).toBeInTheDocument()
    expect((await stored(CONFIRMED_UNPAID)).is_paid).toBe(true)
    await waitFor(() => expect(screen.queryByRole('button', { name: '標記已付款' })).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '取消訂單' }))
    const ask = await screen.findByRole('alertdialog', { name: '取消訂單' })
    expect(ask).toHaveTextContent(number(CONFIRMED_UNPAID))
    await user.click(within(ask).getByRole('button', { name: '取消訂單' }))
    expect(await screen.findByRole('button', { name: '重新開啟' })).toBeInTheDocument()
    expect(statusOf(await stored(CONFIRMED_UNPAID))).toBe('cancelled')
  })

  it('prints the packing slip on A4 or as an 80 mm receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = renderApp(`/admin/orders/${PENDING}`)
    await screen.findByRole('heading', { level: 1, name: `訂單 ${number(PENDING)}` })
    // The slip is beside the page (hidden on screen), ready for the browser's own 列印.
    const slip = () => document.querySelector('.admin-print-root [data-print-format]')
    await waitFor(() => expect(slip()).toHaveAttribute('data-print-format', 'a4'))
    expect(slip()).toHaveTextContent(number(PENDING))
    expect(slip()).toHaveTextContent('陳怡君')
    expect(slip()).toHaveTextContent('請幫我分開裝，謝謝！')

    await user.click(screen.getByRole('button', { name: '列印' }))
    await user.click(await screen.findByRole('menuitem', { name: '列印收據（80 mm）' }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    expect(slip()).toHaveAttribute('data-print-format', 'receipt')
    window.dispatchEvent(new Event('afterprint'))
    await waitFor(() => expect(slip()).toHaveAttribute('data-print-format', 'a4'))
    print.mockRestore()
  })

  it('deletes from the 更多 menu with the spec’s question naming the order, after the undo window', async () => {
    const { user } = renderApp(`/admin/orders/${PENDING_ATM}`)
    await screen.findByRole('heading', { level: 1, name: `訂單 ${number(PENDING_ATM)}` })
    await user.click(screen.getByRole('button', { name: '更多' }))
    await user.click(await screen.findByRole('menuitem', { name: '刪除訂單' }))
    const dialog = await screen.findByRole('alertdialog', { name: '刪除訂單' })
    expect(dialog).toHaveTextContent(`確定要刪除訂單「${number(PENDING_ATM)}」嗎？`)
    await confirmDeletePastUndo(user, dialog, () =>
      expect(
        screen.queryByRole('heading', { level: 1, name: `訂單 ${number(PENDING_ATM)}` }),
      ).not.toBeInTheDocument(),
    )
    expect(await screen.findAllByText('刪除訂單成功!')).not.toHaveLength(0)
    await waitFor(async () => {
      const pages = await Promise.all(
        [1, 2].map((page) => fetchAdmin<OrdersPageResponse>(`orders?page=${page}`)),
      )
      expect(pages.flatMap((page) => page.orders).some((order) => order.id === PENDING_ATM)).toBe(false)
    })
  })

  it('says 找不到這筆訂單 for an id the shop does not have', async () => {
    renderApp('/admin/orders/-OBnope0000000000000')
    expect(await screen.findByText('找不到這筆訂單')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '回到訂單列表' })).toHaveAttribute('href', '/admin/orders')
  })
})
