import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { seedCartLine, shop } from '@mocks/db'
import { server } from '@mocks/node'
import { CHECKOUT_ATTEMPT_KEY } from '@/features/checkout/checkoutAttempt'
import { recordCourseApiRequests } from '../../utils/courseApiRequests'
import { renderApp } from '../../utils/renderApp'

/**
 * The connection as a shopper loses it: offline (nothing can be sent), and dropped while 結帳 was
 * on its way (the order was placed, its answer lost). The fake is as unreachable as the real API
 * would be (mocks/rules.ts UNREACHABLE_WHILE_OFFLINE), so both read the browser's online state.
 */

const CRÊPE = '-OBfast0000000000001' // 起司蛋餅 NT$55
const sent = recordCourseApiRequests()
const orderPosts = () => sent.filter((r) => r.method === 'POST' && r.path === '/v2/api/breakfast/order')
const payPosts = () => sent.filter((r) => r.method === 'POST' && r.path.startsWith('/v2/api/breakfast/pay/'))

let online: () => boolean = () => true
afterEach(() => {
  vi.restoreAllMocks()
  online = () => true
})

/** The browser's online state from now on (`navigator.onLine` and its events, as a browser fires them). */
function setOnline(next: boolean | (() => boolean)) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockImplementation(() => online())
  const was = online()
  online = typeof next === 'function' ? next : () => next
  if (online() !== was) act(() => void window.dispatchEvent(new Event(online() ? 'online' : 'offline')))
}

/** Fires the event a browser fires when its state changed without one (the fake decided it). */
const announce = () => act(() => void window.dispatchEvent(new Event(online() ? 'online' : 'offline')))

type User = ReturnType<typeof renderApp>['user']

async function fillCheckout(user: User, payment: string) {
  await user.click(screen.getByRole('textbox', { name: /^電話/ }))
  await user.paste('0912345678')
  await user.click(screen.getByRole('radio', { name: '宅配' }))
  await user.click(screen.getByRole('radio', { name: payment }))
  if (payment !== '信用卡') return
  for (const [name, text] of [
    [/卡號/, '4111 1111 1111 1111'],
    [/有效期限/, '12/29'],
    [/安全碼/, '987'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name }))
    await user.paste(text)
  }
}

async function openCheckout() {
  await seedCartLine(CRÊPE, 2)
  const view = renderApp('/checkout', { member: true })
  await within(await screen.findByRole('region', { name: '訂單摘要' })).findByText('起司蛋餅')
  return view
}

describe('offline', () => {
  it('the shell says so; an add is not sent and says why; back online, the add confirms itself', async () => {
    const { user } = renderApp('/products', { member: true })
    const add = await screen.findByRole('button', { name: '加入購物車：起司蛋餅' })
    setOnline(false)
    expect(await screen.findByText('目前離線')).toBeInTheDocument()
    await user.click(add)
    const dialog = await screen.findByRole('dialog', { name: '加入購物車失敗，請再試一次' })
    expect(dialog).toHaveTextContent('目前沒有網路連線，這個請求沒有送出。連線恢復後請再試一次。')
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])

    setOnline(true)
    expect(await screen.findByText('已恢復連線')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '加入購物車：起司蛋餅' }))
    expect(await screen.findByText('商品已加入購物車!')).toBeInTheDocument()
    expect(
      shop()
        .cartLines.all()
        .map((line) => [line.product_id, line.qty]),
    ).toEqual([[CRÊPE, 1]])
  })

  it('at 結帳: nothing is sent, the form stays filled and says so; back online, one order', async () => {
    const { user } = await openCheckout()
    await fillCheckout(user, '貨到付款')
    setOnline(false)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(
      await screen.findByText('目前沒有網路連線，訂單沒有送出。連線恢復後請再按一次結帳。'),
    ).toBeInTheDocument()
    expect(orderPosts()).toEqual([])
    expect(screen.getByRole('textbox', { name: /^電話/ })).toHaveValue('0912345678')
    expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull()

    setOnline(true)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('訂單建立成功')).toBeInTheDocument()
    expect(orderPosts()).toHaveLength(1)
  })
})

describe('a connection dropped while 結帳 was on its way', () => {
  it('is never guessed at: back online, the member’s orders show it was placed, it is paid and shown, once', async () => {
    const { user } = await openCheckout()
    await fillCheckout(user, '信用卡')
    const orders = shop().orders.count()
    // Online when the order is sent; offline by the time the fake has placed it: its answer is lost.
    setOnline(() => shop().orders.count() === orders)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('還無法確認訂單是否成立')).toBeInTheDocument()
    announce()
    expect(shop().orders.count()).toBe(orders + 1)
    expect(payPosts()).toEqual([])

    setOnline(true)
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()
    expect(screen.getByText('訂單建立成功')).toBeInTheDocument()
    expect(orderPosts()).toHaveLength(1)
    expect(payPosts()).toHaveLength(1)
    expect(shop().orders.count()).toBe(orders + 1)
    const [newest] = shop()
      .orders.all()
      .slice()
      .sort((a, b) => Number(b.create_at) - Number(a.create_at))
    expect(newest).toMatchObject({ is_paid: true, total: 110 })
  })

  it('a reload while it is unknown checks the member’s orders and names the order; a new press of 結帳 sends nothing', async () => {
    const { user } = await openCheckout()
    await fillCheckout(user, '貨到付款')
    const orders = shop().orders.count()
    setOnline(() => shop().orders.count() === orders)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('還無法確認訂單是否成立')).toBeInTheDocument()

    // The shopper reloads once the connection is back.
    cleanup()
    setOnline(true)
    renderApp('/checkout', { member: true })
    expect(await screen.findByText('這次結帳的訂單已成立')).toBeInTheDocument()
    expect(orderPosts()).toHaveLength(1)
    expect(shop().orders.count()).toBe(orders + 1)
  })

  it('says so when the order was not placed (no order of the member, the cart still holds it), and offers 結帳 again', async () => {
    const { user } = await openCheckout()
    await fillCheckout(user, '貨到付款')
    const orders = shop().orders.count()
    // The connection fails before the request reaches the shop: no order, no answer.
    server.use(http.post('*/v2/api/:apiPath/order', () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(
      await screen.findByText('已確認：上一次送出的訂單沒有成立，購物車的商品都還在。可以再按一次結帳。'),
    ).toBeInTheDocument()
    expect(shop().orders.count()).toBe(orders)
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('訂單建立成功')).toBeInTheDocument()
    expect(shop().orders.count()).toBe(orders + 1)
    expect(orderPosts()).toHaveLength(2)
  })
})
