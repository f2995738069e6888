import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deliveryOf, noteWithDelivery } from '@/api/delivery'
import type { Order, OrdersPageResponse } from '@/api/types'
import { formatDateTime, formatNtd, formatOrderNumber as number } from '@/lib/format'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { confirmDeletePastUndo, fetchAdmin, rowWith, signInAdmin } from './adminTestUtils'

const NEWEST = '-OBordr0000000000001'
const UNPAID = '-OBordr0000000000002'
const WITH_COUPON = '-OBordr0000000000003'

async function storedOrder(id: string): Promise<Order | undefined> {
  const pages = await Promise.all([1, 2].map((page) => fetchAdmin<OrdersPageResponse>(`orders?page=${page}`)))
  return pages.flatMap((page) => page.orders).find((order) => order.id === id)
}

async function openOrderList() {
  const view = renderApp('/admin/orders')
  const table = await screen.findByRole('table', { name: '訂單列表' })
  await within(table).findByText(number(NEWEST))
  return { ...view, table }
}

const shown = (text: string) => text.replace(/\s+/g, ' ')

type User = Awaited<ReturnType<typeof openOrderList>>['user']

/** 刪除 is in each row's secondary menu (更多), no longer beside 編輯. */
async function askToDelete(user: User, table: HTMLElement, id: string) {
  await user.click(within(table).getByRole('button', { name: `訂單 ${number(id)} 的更多操作` }))
  await user.click(await screen.findByRole('menuitem', { name: `刪除訂單 ${number(id)}` }))
}
const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name })

beforeEach(async () => {
  await signInAdmin()
})

describe('admin order list', () => {
  it('shows id, time, amount, orderer and paid state, newest first, with no create button', async () => {
    const { table, user } = await openOrderList()
    const newest = (await storedOrder(NEWEST))!
    const row = rowWith(table, number(NEWEST))
    // Intl puts a thin space between date and time; Testing Library normalises it to a space.
    expect(within(row).getByText(shown(formatDateTime(newest.create_at)))).toBeInTheDocument()
    expect(within(row).getByText(formatNtd(newest.total))).toBeInTheDocument()
    expect(within(row).getByText('陳怡君')).toBeInTheDocument()
    expect(within(row).getByText('已付款')).toBeInTheDocument()
    expect(within(rowWith(table, number(UNPAID))).getByText('未付款')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: `編輯訂單 ${number(NEWEST)}` })).toBeInTheDocument()
    // 刪除 is not a button beside 編輯: it is in the row's 更多 menu, with the order's page.
    expect(within(row).queryByRole('button', { name: `刪除訂單 ${number(NEWEST)}` })).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: `訂單 ${number(NEWEST)} 的更多操作` }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: `刪除訂單 ${number(NEWEST)}` })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: '查看訂單' })).toHaveAttribute(
      'href',
      `/admin/orders/${NEWEST}`,
    )
    await user.keyboard('{Escape}')
    // The order's number opens its page.
    expect(within(row).getByRole('link', { name: `查看訂單 ${number(NEWEST)}` })).toHaveAttribute(
      'href',
      `/admin/orders/${NEWEST}`,
    )
    expect(screen.queryByRole('button', { name: /建立/ })).not.toBeInTheDocument()

    // 14 seed orders: two pages of 10.
    await user.click(screen.getByRole('button', { name: '前往第 2 頁' }))
    expect(await within(table).findByText('郭俊宏')).toBeInTheDocument()
    expect(within(table).queryByText(number(NEWEST))).not.toBeInTheDocument()
  })

  it('raises the browser alert 取得訂單失敗 when the list cannot be read', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    server.use(
      http.get('*/v2/api/:apiPath/admin/orders', () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    )
    renderApp('/admin/orders')
    await waitFor(() => expect(alert).toHaveBeenCalledWith('取得訂單失敗'))
    expect(alert).toHaveBeenCalledTimes(1)
    alert.mockRestore()
  })
})

describe('admin order modal', () => {
  it('shows the order read-only with its lines and total, and marks it paid', async () => {
    const { table, user } = await openOrderList()
    const before = (await storedOrder(UNPAID))!
    await user.click(within(table).getByRole('button', { name: `編輯訂單 ${number(UNPAID)}` }))
    const dialog = await screen.findByRole('dialog', { name: '編輯訂單' })

    const id = textbox(dialog, /訂單編號/)
    expect(id).toHaveValue(number(UNPAID))
    // The full id stays readable (and copyable) under the number.
    expect(within(dialog).getByText(UNPAID)).toBeInTheDocument()
    expect(id).toHaveAttribute('readonly')
    expect(textbox(dialog, /下單時間/)).toHaveValue(formatDateTime(before.create_at))
    expect(textbox(dialog, /下單時間/)).toHaveAttribute('readonly')
    const lines = within(dialog).getByRole('table', { name: '訂購商品' })
    const firstLine = Object.values(before.products)[0]
    const lineRow = rowWith(lines, firstLine.product.title)
    expect(within(lineRow).getByText(String(firstLine.qty))).toBeInTheDocument()
    expect(within(lineRow).getByText('無')).toBeInTheDocument()
    // The shop's totals block: 商品小計 · 折扣 · 總計, 總計 the order's total.
    const totals = within(dialog).getByRole('group', { name: '訂單金額' })
    expect(within(totals).getByText('總計').nextElementSibling).toHaveTextContent(formatNtd(before.total))
    expect(textbox(dialog, /^姓名/)).toHaveValue('林志豪')
    expect(within(dialog).getByRole('checkbox', { name: '已付款' })).not.toBeChecked()

    await user.clear(textbox(dialog, /^地址/))
    await user.click(textbox(dialog, /^地址/))
    await user.paste('台中市西區民生路 100 號')
    await user.click(textbox(dialog, /留言/))
    await user.paste('請於早上送達')
    await user.click(within(dialog).getByRole('checkbox', { name: '已付款' }))
    await user.click(within(dialog).getByRole('button', { name: '確認' }))

    expect(await screen.findByText('編輯訂單成功!')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(rowWith(table, number(UNPAID))).getByText('已付款')).toBeInTheDocument(),
    )
    const after = (await storedOrder(UNPAID))!
    expect(after.is_paid).toBe(true)
    expect(typeof after.paid_date).toBe('number')
    expect(after.user).toEqual({ ...before.user, address: '台中市西區民生路 100 號' })
    // What the owner typed replaces the note; the shopper's delivery line stays under it.
    expect(after.message).toBe(noteWithDelivery('請於早上送達', deliveryOf(before)!))
    expect(after.delivery).toEqual(before.delivery)
    expect(after.status).toBe(before.status)
    expect(after.products).toEqual(before.products)
    expect(after.total).toBe(before.total)
  })

  it('shows the coupon percent and discounted amounts of each line', async () => {
    const { table, user } = await openOrderList()
    const order = (await storedOrder(WITH_COUPON))!
    await user.click(within(table).getByRole('button', { name: `編輯訂單 ${number(WITH_COUPON)}` }))
    const dialog = await screen.findByRole('dialog', { name: '編輯訂單' })
    const lines = within(dialog).getByRole('table', { name: '訂購商品' })
    for (const line of Object.values(order.products)) {
      const row = rowWith(lines, line.product.title)
      expect(within(row).getByText('80%')).toBeInTheDocument()
      expect(within(row).getByText(formatNtd(line.total))).toBeInTheDocument()
      expect(within(row).getByText(formatNtd(line.final_total))).toBeInTheDocument()
    }
  })

  it('cancel keeps the stored order; reopening shows the stored values', async () => {
    const { table, user } = await openOrderList()
    await user.click(within(table).getByRole('button', { name: `編輯訂單 ${number(UNPAID)}` }))
    let dialog = await screen.findByRole('dialog', { name: '編輯訂單' })
    await user.clear(textbox(dialog, /^姓名/))
    await user.type(textbox(dialog, /^姓名/), '王')
    await user.click(within(dialog).getByRole('checkbox', { name: '已付款' }))
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    // The form holds changes: it asks before they are dropped.
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放棄變更' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯訂單' })).not.toBeInTheDocument())

    await user.click(within(table).getByRole('button', { name: `編輯訂單 ${number(UNPAID)}` }))
    dialog = await screen.findByRole('dialog', { name: '編輯訂單' })
    expect(textbox(dialog, /^姓名/)).toHaveValue('林志豪')
    expect(within(dialog).getByRole('checkbox', { name: '已付款' })).not.toBeChecked()
    expect((await storedOrder(UNPAID))?.user.name).toBe('林志豪')
  })

  it('requires the contact fields and a valid email', async () => {
    const { table, user } = await openOrderList()
    await user.click(within(table).getByRole('button', { name: `編輯訂單 ${number(UNPAID)}` }))
    const dialog = await screen.findByRole('dialog', { name: '編輯訂單' })
    await user.clear(textbox(dialog, /^姓名/))
    await user.clear(textbox(dialog, /^電子郵件/))
    await user.type(textbox(dialog, /^電子郵件/), 'nope')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await within(dialog).findByText('此欄位必填')).toBeInTheDocument()
    expect(within(dialog).getByText('電子郵件格式不正確')).toBeInTheDocument()
    expect(screen.queryByText('編輯訂單成功!')).not.toBeInTheDocument()
  })

  it('shows 編輯訂單失敗 / 請重新操作一次 on a refusal and 更新訂單失敗 when no answer came', async () => {
    server.use(
      http.put('*/v2/api/:apiPath/admin/order/:id', () =>
        HttpResponse.json({ success: false, message: ['is_paid 型別錯誤'] }, { status: 400 }),
      ),
    )
    const { table, user } = await openOrderList()
    await user.click(within(table).getByRole('button', { name: `編輯訂單 ${number(UNPAID)}` }))
    const dialog = await screen.findByRole('dialog', { name: '編輯訂單' })
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    let alert = await screen.findByRole('dialog', { name: '編輯訂單失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: '確定' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '編輯訂單失敗' })).not.toBeInTheDocument(),
    )

    server.use(http.put('*/v2/api/:apiPath/admin/order/:id', () => HttpResponse.error()))
    await user.click(
      within(await screen.findByRole('dialog', { name: '編輯訂單' })).getByRole('button', { name: '確認' }),
    )
    alert = await screen.findByRole('dialog', { name: '更新訂單失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
  })
})

describe('admin order delete', () => {
  it('shows the order id, deletes it and reloads the list', async () => {
    const { table, user } = await openOrderList()
    await askToDelete(user, table, UNPAID)
    const dialog = await screen.findByRole('alertdialog', { name: '刪除訂單' })
    expect(dialog).toHaveTextContent(number(UNPAID))
    await confirmDeletePastUndo(user, dialog, () =>
      expect(within(table).queryByText(number(UNPAID))).not.toBeInTheDocument(),
    )
    expect(await screen.findByText('刪除訂單成功!')).toBeInTheDocument()
    expect(within(table).queryByText(number(UNPAID))).not.toBeInTheDocument()
    expect(await storedOrder(UNPAID)).toBeUndefined()
  })

  it('shows 刪除訂單失敗 when the delete fails', async () => {
    server.use(
      http.delete('*/v2/api/:apiPath/admin/order/:id', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    )
    const { table, user } = await openOrderList()
    await askToDelete(user, table, UNPAID)
    await confirmDeletePastUndo(user, await screen.findByRole('alertdialog', { name: '刪除訂單' }), () =>
      expect(within(table).queryByText(number(UNPAID))).not.toBeInTheDocument(),
    )
    const alert = await screen.findByRole('dialog', { name: '刪除訂單失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
    expect(within(table).getByText(number(UNPAID))).toBeInTheDocument()
  })
})
