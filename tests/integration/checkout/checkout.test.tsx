import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seedCartLine } from '@mocks/db'
import { resetMockDb, server } from '@mocks/node'
import { memberOrderKey } from '@/api/orderOwner'
import { SHIPPING_ADDRESS } from '@/features/checkout/orderBody'
import { recordCourseApiRequests } from '../../utils/courseApiRequests'
import { renderApp, testMember } from '../../utils/renderApp'

const CRÊPE = '-OBfast0000000000001' // 起司蛋餅 NT$55
const SANDWICH = '-OBfast0000000000002' // 總匯三明治 NT$75
const CARD_NUMBER = '4111 1111 1111 1111'
const CARD_DUE = '12/29'
const CARD_CODE = '987'

const sent = recordCourseApiRequests()
const orderPosts = () => sent.filter((r) => r.method === 'POST' && r.path === '/v2/api/breakfast/order')

async function openCheckoutWith(lines: Array<[string, number]>) {
  for (const [id, qty] of lines) await seedCartLine(id, qty)
  const view = renderApp('/checkout', { member: true })
  await screen.findByRole('heading', { level: 1, name: '結帳' })
  return view
}

type User = ReturnType<typeof renderApp>['user']

/** Pastes into a field: one change event instead of one per character (typing is tested apart). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillValidForm(user: User, payment = '銀行轉帳') {
  await fill(user, screen.getByRole('textbox', { name: '姓名' }), '王小明')
  await fill(user, screen.getByRole('textbox', { name: '電子郵件' }), 'ming@example.com')
  await fill(user, screen.getByRole('textbox', { name: /^電話/ }), '0912345678')
  await fill(user, screen.getByRole('textbox', { name: '留言' }), '週六早上可收貨')
  await user.click(screen.getByRole('radio', { name: '7-11 取貨' }))
  await user.click(screen.getByRole('radio', { name: payment }))
}

describe('checkout page', () => {
  it('sends a signed-out visitor to /login after the please-log-in warning', async () => {
    const { user, router } = renderApp('/checkout')
    const dialog = await screen.findByRole('dialog', { name: '請先登入' })
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('shows step 2, the order summary with lines and totals, and a way back to the cart', async () => {
    const { user, router } = await openCheckoutWith([
      [CRÊPE, 1],
      [SANDWICH, 2],
    ])
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(
      /選擇運送及付款方式（目前步驟）/,
    )
    const summary = screen.getByRole('region', { name: '訂單摘要' })
    expect(await within(summary).findByText('起司蛋餅')).toBeInTheDocument()
    expect(within(summary).getByText('總計').nextElementSibling).toHaveTextContent('NT$205')
    expect(within(summary).getByText('NT$150')).toBeInTheDocument()
    expect(screen.getByText(SHIPPING_ADDRESS)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '返回購物車' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
  })

  it('validates on every change with the spec messages', async () => {
    const { user } = await openCheckoutWith([[CRÊPE, 1]])
    const name = screen.getByRole('textbox', { name: '姓名' })
    await user.type(name, '王')
    expect(await screen.findByText('請至少輸入 2 個字')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    await user.type(name, '小明')
    await waitFor(() => expect(screen.queryByText('請至少輸入 2 個字')).not.toBeInTheDocument())
    await fill(user, name, '一二三四五六七八九十')
    expect(await screen.findByText('最多只能輸入 12 個字')).toBeInTheDocument()
    await user.clear(name)
    expect(await screen.findByText('必填')).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: '電子郵件' }), 'ming@')
    expect(await screen.findByText('Email 欄位格式錯誤')).toBeInTheDocument()

    const phone = screen.getByRole('textbox', { name: /^電話/ })
    await user.type(phone, '0123')
    expect(await screen.findByText('電話欄位格式錯誤')).toBeInTheDocument()
    await user.clear(phone)
    await fill(user, phone, '0223456789')
    await waitFor(() => expect(screen.queryByText('電話欄位格式錯誤')).not.toBeInTheDocument())
  })

  it('refuses an empty form without sending anything and focuses the first field', async () => {
    const { user } = await openCheckoutWith([[CRÊPE, 1]])
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findAllByText('必填')).toHaveLength(3)
    expect(screen.getAllByText('必選')).toHaveLength(2)
    await waitFor(() => expect(screen.getByRole('textbox', { name: '姓名' })).toHaveFocus())
    expect(orderPosts()).toHaveLength(0)
  })

  it('asks for card details only when paying by credit card', async () => {
    const { user } = await openCheckoutWith([[CRÊPE, 1]])
    expect(screen.queryByRole('textbox', { name: /卡號/ })).not.toBeInTheDocument()
    await fillValidForm(user, '信用卡')
    expect(screen.getByRole('textbox', { name: /卡號/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /有效期限/ })).toBeRequired()
    expect(screen.getByRole('textbox', { name: /安全碼/ })).toBeRequired()
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findAllByText('必填')).toHaveLength(3)
    expect(orderPosts()).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: 'LINE Pay' }))
    expect(screen.queryByRole('textbox', { name: /卡號/ })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('必填')).not.toBeInTheDocument())
  })

  it('places the order without card data, clears the cart and shows the success page', async () => {
    const { user, router } = await openCheckoutWith([
      [CRÊPE, 1],
      [SANDWICH, 2],
    ])
    expect(await screen.findByRole('button', { name: '購物車，共 2 項商品' })).toBeInTheDocument()
    await fillValidForm(user, '信用卡')
    await fill(user, screen.getByRole('textbox', { name: /卡號/ }), CARD_NUMBER)
    await fill(user, screen.getByRole('textbox', { name: /有效期限/ }), CARD_DUE)
    await fill(user, screen.getByRole('textbox', { name: /安全碼/ }), CARD_CODE)
    await user.click(screen.getByRole('button', { name: '結帳' }))

    expect(await screen.findByText('已送出訂單!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(await screen.findByRole('heading', { level: 1, name: '訂單建立成功' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/完成訂單（已完成）/)
    // The order as stored, read back from the API: its readable number, lines and total.
    const number = await screen.findByTitle(/^-/)
    expect(number.textContent).toMatch(/^[A-Z0-9_-]{4}-[A-Z0-9_-]{4}$/)
    expect(await screen.findByText('總計')).toBeInTheDocument()
    expect(screen.getAllByText('NT$205').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: '查看訂單' })).toHaveAttribute(
      'href',
      `/orders/${encodeURIComponent(number.getAttribute('title') ?? '')}`,
    )
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/')
    expect(await screen.findByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()

    const [order] = orderPosts()
    expect(orderPosts()).toHaveLength(1)
    expect(JSON.parse(order.text)).toEqual({
      data: {
        user: {
          name: '王小明',
          email: 'ming@example.com',
          tel: '0912345678',
          address: SHIPPING_ADDRESS,
          // 我的訂單 (#14): the member's pseudonymous key, not the uid or anything personal.
          member: await memberOrderKey(testMember.uid),
        },
        message: '週六早上可收貨',
        shippingWay: 'instorePickup1',
        paymentWay: 'creditCard',
      },
    })
    // Card data never leaves the page, nor is kept in the browser.
    for (const request of sent) {
      expect(request.text).not.toContain('4111')
      expect(request.text).not.toContain(CARD_DUE)
      expect(request.text).not.toContain(CARD_CODE)
    }
    const stored = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage })
    expect(stored).not.toContain('4111')
    expect(document.cookie).not.toContain('4111')
  })

  it('creates one order however fast the button is pressed', async () => {
    server.use(
      http.post('*/v2/api/:apiPath/order', async () => {
        await delay(300)
        return HttpResponse.json({
          success: true,
          message: '已建立訂單',
          total: 55,
          orderId: '-OBorder0000000000099',
          create_at: 1767225600,
        })
      }),
    )
    const { user, router } = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(user)
    const submit = screen.getByRole('button', { name: '結帳' })
    // Clicks and submits in a row, faster than any re-render could disable the button.
    fireEvent.click(submit)
    fireEvent.click(submit)
    const form = screen.getByRole('form', { name: '聯絡資訊' })
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() => expect(submit).toBeDisabled())
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(orderPosts()).toHaveLength(1)
  })

  it('goes to the failure page when the order is refused, keeping the cart', async () => {
    server.use(
      http.post('*/v2/api/:apiPath/order', () =>
        HttpResponse.json({ success: false, message: '伺服器暫時無法回應' }, { status: 500 }),
      ),
    )
    const { user, router } = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(user)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-fail'))
    expect(await screen.findByRole('heading', { level: 1, name: '訂單建立失敗' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: '返回購物車' })).toHaveAttribute('href', '/cart')
    expect(screen.queryByText('已送出訂單!')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()
  })

  it('says so when the cart cannot be loaded, and cannot be submitted', async () => {
    server.use(
      http.get('*/v2/api/:apiPath/cart', () =>
        HttpResponse.json({ success: false, message: '伺服器暫時無法回應' }, { status: 500 }),
      ),
    )
    const { user } = renderApp('/checkout', { member: true })
    const dialog = await screen.findByRole('dialog', { name: '取得購物車列表失敗' })
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    // The navbar may say so before the page's lazy chunk is even transformed (Vitest does that on
    // first use, slowly on a busy machine): allow the page as long as the dialog was allowed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: '結帳' })).toBeDisabled()
    // The page, a new watcher of the failed read, retries it once; that retry fails quietly.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be submitted with an empty cart', async () => {
    const { user } = await openCheckoutWith([])
    expect(await screen.findByText('購物車是空的，請先選購商品。', { selector: 'p' })).toBeInTheDocument()
    await fillValidForm(user)
    expect(screen.getByRole('button', { name: '結帳' })).toBeDisabled()
    expect(orderPosts()).toHaveLength(0)
  })
})

describe('result pages', () => {
  it('reloads the cart on the success page and links home', async () => {
    await seedCartLine(CRÊPE, 1)
    const { router } = renderApp('/about', { member: true })
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()
    await resetMockDb() // the cart empties behind the page's back
    await act(() => router.navigate('/checkout-success'))
    expect(await screen.findByRole('heading', { level: 1, name: '訂單建立成功' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/')
  })

  it('says the order failed on the failure page', async () => {
    renderApp('/checkout-fail')
    expect(await screen.findByRole('heading', { level: 1, name: '訂單建立失敗' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/結帳（未完成）/)
    expect(screen.getByRole('link', { name: '返回購物車' })).toBeInTheDocument()
  })
})
