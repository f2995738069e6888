import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seedCartLine, seedCoupon } from '@mocks/db'
import { resetMockDb, server } from '@mocks/node'
import { applyScenario, setEndpointFailure } from '@mocks/scenarios'
import { CHECKOUT_ATTEMPT_KEY } from '@/features/checkout/checkoutAttempt'
import { SAVED_CHOICES_KEY } from '@/features/checkout/savedChoices'
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
const payPosts = () => sent.filter((r) => r.method === 'POST' && r.path.startsWith('/v2/api/breakfast/pay/'))

async function openCheckoutWith(lines: Array<[string, number]>) {
  for (const [id, qty] of lines) await seedCartLine(id, qty)
  const view = renderApp('/checkout', { member: true })
  await screen.findByRole('heading', { level: 1, name: '結帳' })
  return view
}

/**
 * Every value in a request body or in storage, one by one (strings, and numbers as text; JSON kept
 * inside a string is opened too): card data is looked for as values, not as a piece of the text,
 * where a timestamp or a random id can hold the same digits (a `startedAt` of …098756 holds 987).
 */
function valuesIn(text: string | null): string[] {
  const values: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      try {
        const parsed: unknown = JSON.parse(value)
        if (parsed !== null && typeof parsed === 'object') return walk(parsed)
      } catch {
        // Plain text.
      }
      values.push(value)
    } else if (typeof value === 'number') values.push(String(value))
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(text ?? '')
  return values
}

/** Whether a value is (or holds) the card: its number, with or without spaces, its due date or its code. */
const isCardData = (value: string) =>
  value.replaceAll(' ', '').includes(CARD_NUMBER.replaceAll(' ', '')) ||
  value.includes(CARD_DUE) ||
  value.trim() === CARD_CODE

const storedValues = (storage: Storage) =>
  Object.keys({ ...storage }).flatMap((key) => valuesIn(storage.getItem(key)))

type User = ReturnType<typeof renderApp>['user']

/** Pastes into a field: one change event instead of one per character (typing is tested apart). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillCard(user: User, number = CARD_NUMBER, due = CARD_DUE, code = CARD_CODE) {
  await fill(user, screen.getByRole('textbox', { name: /卡號/ }), number)
  await fill(user, screen.getByRole('textbox', { name: /有效期限/ }), due)
  await fill(user, screen.getByRole('textbox', { name: /安全碼/ }), code)
}

async function fillValidForm(user: User, payment = '銀行轉帳') {
  // A member's name and e-mail are there already: replace them.
  await user.clear(screen.getByRole('textbox', { name: '姓名' }))
  await fill(user, screen.getByRole('textbox', { name: '姓名' }), '王小明')
  await user.clear(screen.getByRole('textbox', { name: '電子郵件' }))
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

  it("starts with the member's name and e-mail, labelled in zh-TW", async () => {
    await openCheckoutWith([[CRÊPE, 1]])
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue(testMember.displayName)
    expect(screen.getByRole('textbox', { name: '電子郵件' })).toHaveValue(testMember.email)
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^電話/ })).toHaveValue('')
  })

  it('validates on every change with the spec messages', async () => {
    const { user } = await openCheckoutWith([[CRÊPE, 1]])
    const name = screen.getByRole('textbox', { name: '姓名' })
    await user.clear(name)
    await user.type(name, '王')
    expect(await screen.findByText('請至少輸入 2 個字')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    await user.type(name, '小明')
    await waitFor(() => expect(screen.queryByText('請至少輸入 2 個字')).not.toBeInTheDocument())
    await fill(user, name, '一二三四五六七八九十')
    expect(await screen.findByText('最多只能輸入 12 個字')).toBeInTheDocument()
    await user.clear(name)
    expect(await screen.findByText('必填')).toBeInTheDocument()

    const email = screen.getByRole('textbox', { name: '電子郵件' })
    await user.clear(email)
    await user.type(email, 'ming@')
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
    await user.clear(screen.getByRole('textbox', { name: '姓名' }))
    await user.clear(screen.getByRole('textbox', { name: '電子郵件' }))
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
    expect(screen.getByText('卡片資料僅用於本頁示範，不會傳送到伺服器或被保存。')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findAllByText('必填')).toHaveLength(3)
    expect(orderPosts()).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: 'LINE Pay' }))
    expect(screen.queryByRole('textbox', { name: /卡號/ })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('必填')).not.toBeInTheDocument())
  })

  it('reads the card as a card form does: grouped number, any expiry spelling, Luhn, past expiry', async () => {
    const { user } = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(user, '信用卡')
    const number = screen.getByRole('textbox', { name: /卡號/ })
    const expiry = screen.getByRole('textbox', { name: /有效期限/ })
    const code = screen.getByRole('textbox', { name: /安全碼/ })
    for (const [field, autocomplete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [code, 'cc-csc'],
    ] as const) {
      expect(field).toHaveAttribute('inputmode', 'numeric')
      expect(field).toHaveAttribute('autocomplete', autocomplete)
    }

    await user.type(number, '41111111')
    expect(number).toHaveValue('4111 1111')
    await user.type(number, '11111112')
    expect(number).toHaveValue('4111 1111 1111 1112')
    expect(await screen.findByText('卡號有誤，請再確認一次')).toBeInTheDocument()
    await user.type(number, '{Backspace}1')
    expect(number).toHaveValue('4111 1111 1111 1111')
    await waitFor(() => expect(screen.queryByText('卡號有誤，請再確認一次')).not.toBeInTheDocument())

    for (const typed of ['1230', '12/30', '12 / 30']) {
      await user.clear(expiry)
      await user.type(expiry, typed)
      expect(expiry).toHaveValue('12/30')
    }
    await user.clear(expiry)
    await user.type(expiry, '0124')
    expect(await screen.findByText('這張卡已過期')).toBeInTheDocument()
    await user.clear(expiry)
    await user.type(expiry, '1399')
    expect(await screen.findByText('請依 MM/YY 格式輸入')).toBeInTheDocument()

    await user.type(code, '12')
    expect(await screen.findByText('安全碼格式錯誤')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(orderPosts()).toHaveLength(0)
  })

  it('pays a card order at once: one POST order, one POST pay, no card data, 已付款 with the time', async () => {
    const { user, router } = await openCheckoutWith([
      [CRÊPE, 1],
      [SANDWICH, 2],
    ])
    expect(await screen.findByRole('button', { name: '購物車，共 2 項商品' })).toBeInTheDocument()
    await fillValidForm(user, '信用卡')
    await fillCard(user)
    await user.click(screen.getByRole('button', { name: '結帳' }))

    expect(await screen.findByText('已送出訂單!')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(await screen.findByRole('heading', { level: 1, name: '訂單建立成功' })).toBeInTheDocument()
    const paid = await screen.findByText(/^付款時間：/)
    expect(paid.closest('[role="status"]')).toHaveTextContent(
      /^已付款付款時間：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    )
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/完成訂單（已完成）/)
    // The order as stored, read back from the API: its readable number, lines and total.
    const number = await screen.findByTitle(/^-/)
    expect(number.textContent).toMatch(/^[A-Z0-9_-]{4}-[A-Z0-9_-]{4}$/)
    expect(screen.getByText('總計').nextElementSibling).toHaveTextContent('NT$205')
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
        // What the shopper typed, and under it the morning asked for (盡快出貨 unless one is picked).
        message: '週六早上可收貨\n配送時間：盡快出貨',
        shippingWay: 'instorePickup1',
        paymentWay: 'creditCard',
        delivery: { asap: true },
      },
    })
    // Paid at once, with no body: the course API's simulated payment of that order.
    expect(payPosts().map((request) => [request.path, request.text])).toEqual([
      [`/v2/api/breakfast/pay/${number.getAttribute('title')}`, ''],
    ])
    expect(sent.indexOf(payPosts()[0])).toBeGreaterThan(sent.indexOf(order))
    // Card data never leaves the page, nor is kept in the browser.
    expect(sent.flatMap((request) => valuesIn(request.text)).filter(isCardData)).toEqual([])
    const stored = [...storedValues(window.localStorage), ...storedValues(window.sessionStorage)]
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter(isCardData)).toEqual([])
    expect(document.cookie.split('; ').filter(isCardData)).toEqual([])
  })

  it.each(['LINE Pay', 'Apple Pay'])('pays a %s order at once', async (way) => {
    const { user } = await openCheckoutWith([[CRÊPE, 2]])
    await fillValidForm(user, way)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()
    expect(orderPosts()).toHaveLength(1)
    expect(payPosts()).toHaveLength(1)
  })

  it('shows the transfer details for ATM and leaves the order unpaid, to be paid from the order later', async () => {
    const { user } = await openCheckoutWith([[SANDWICH, 2]])
    await fillValidForm(user, '銀行轉帳')
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('請於期限內完成 ATM 轉帳')).toBeInTheDocument()
    const details = screen.getByText('轉帳帳號').closest('dl')!
    expect(within(details).getByText('999（早餐示範銀行）')).toBeInTheDocument()
    expect(within(details).getByText(/^999\d \d{4} \d{4} \d{2}$/)).toBeInTheDocument()
    expect(within(details).getByText('轉帳金額').nextElementSibling).toHaveTextContent('NT$150')
    expect(within(details).getByText('繳費期限').nextElementSibling).toHaveTextContent(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
    )
    expect(screen.getByText('付款狀態').nextElementSibling).toHaveTextContent('未付款')
    expect(screen.queryByRole('button', { name: /付款/ })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/完成訂單（已完成）/)
    expect(payPosts()).toHaveLength(0)
  })

  it('says a cash-on-delivery order is paid on delivery, with no 付款', async () => {
    const { user } = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(user, '貨到付款')
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('商品送達或到門市取貨時付款即可，現在不需要付款。')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /付款/ })).not.toBeInTheDocument()
    expect(payPosts()).toHaveLength(0)
  })

  it('says the order exists but is not paid when paying fails (payment-fails scenario), and pays on 重新付款', async () => {
    await applyScenario('payment-fails')
    const { user, router } = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(user, '信用卡')
    await fillCard(user)
    await user.click(screen.getByRole('button', { name: '結帳' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    const problem = (await screen.findByText('付款未完成')).closest('[role="alert"]')
    expect(problem).toHaveTextContent('付款未完成')
    expect(problem).toHaveTextContent('訂單已成立')
    expect(screen.getByRole('heading', { level: 1, name: '訂單建立成功' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/結帳（未完成）/)
    expect(await screen.findByText('付款狀態')).toBeInTheDocument()
    expect(screen.getByText('付款狀態').nextElementSibling).toHaveTextContent('未付款')
    expect(orderPosts()).toHaveLength(1)
    expect(payPosts()).toHaveLength(1)

    // Still failing: the spec's dialog, and the order stays as it is.
    await user.click(screen.getByRole('button', { name: '重新付款' }))
    const dialog = await screen.findByRole('dialog', { name: '付款失敗，請再試一次' })
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    // The payment service is back: 重新付款 pays the same order.
    setEndpointFailure(null)
    await user.click(await screen.findByRole('button', { name: '重新付款' }))
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/完成訂單（已完成）/)
    expect(orderPosts()).toHaveLength(1)
    expect(payPosts()).toHaveLength(3)
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
    const form = screen.getByRole('form', { name: '聯絡資訊' })
    // Clicks and submits in a row, faster than any re-render could disable the button.
    fireEvent.click(submit)
    fireEvent.click(submit)
    fireEvent.submit(form)
    fireEvent.submit(form)
    // 結帳 runs: the form gives way to its steps, the step bar stands on 結帳.
    expect(await screen.findByRole('region', { name: '結帳中' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: '購物流程' })).toHaveTextContent(/結帳（目前步驟）/)
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-success'))
    expect(orderPosts()).toHaveLength(1)
  })

  it('never places a second order on Back, Forward or a reload of any step', async () => {
    const { user, router, unmount } = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(user, 'LINE Pay')
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()
    const orderId = (await screen.findByTitle(/^-/)).getAttribute('title')!

    // Back to /checkout (the result replaced it in history: /checkout again by hand, or Forward):
    // the order is named, and there is no form to send again.
    await act(() => router.navigate('/checkout'))
    expect(await screen.findByText('這次結帳的訂單已成立')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '結帳' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '查看訂單結果' }))
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()

    // A reload of the result page: a new page, no navigation state; the tab's attempt names it.
    unmount()
    renderApp('/checkout-success', { member: true })
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()
    expect(screen.getByTitle(orderId)).toBeInTheDocument()
    // A reload of /checkout.
    cleanup()
    renderApp('/checkout', { member: true })
    expect(await screen.findByText('這次結帳的訂單已成立')).toBeInTheDocument()

    expect(orderPosts()).toHaveLength(1)
    expect(payPosts()).toHaveLength(1)
    expect(window.sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toContain(orderId)
  })

  it('after a reload cut 結帳 short, says the order probably went in when the cart is empty', async () => {
    window.sessionStorage.setItem(
      CHECKOUT_ATTEMPT_KEY,
      JSON.stringify({
        member: testMember.uid,
        startedAt: Date.now(),
        stage: 'placing',
        paymentWay: 'creditCard',
      }),
    )
    renderApp('/checkout', { member: true })
    expect(await screen.findByText('上一次送出的訂單可能已成立')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '查看我的訂單' })).toHaveAttribute('href', '/orders')
  })

  it('after a reload cut 結帳 short with the lines still in the cart, offers the form again', async () => {
    window.sessionStorage.setItem(
      CHECKOUT_ATTEMPT_KEY,
      JSON.stringify({
        member: testMember.uid,
        startedAt: Date.now(),
        stage: 'placing',
        paymentWay: 'creditCard',
      }),
    )
    await openCheckoutWith([[CRÊPE, 1]])
    await waitFor(() => expect(window.sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull())
    expect(screen.getByRole('button', { name: '結帳' })).toBeEnabled()
    expect(screen.queryByText('上一次送出的訂單可能已成立')).not.toBeInTheDocument()
  })

  it("offers the phone, shipping and payment of the member's last checkout again, and forgets them on 清除", async () => {
    const first = await openCheckoutWith([[CRÊPE, 1]])
    await fillValidForm(first.user, 'LINE Pay')
    await first.user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText(/^付款時間：/)).toBeInTheDocument()
    expect(window.localStorage.getItem(SAVED_CHOICES_KEY)).not.toContain('王小明')
    first.unmount()
    window.sessionStorage.clear()

    const { user } = await openCheckoutWith([[SANDWICH, 1]])
    expect(screen.getByText(/已帶入您上次使用的電話、運送及付款方式/)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue(testMember.displayName)
    expect(screen.getByRole('textbox', { name: /^電話/ })).toHaveValue('0912345678')
    expect(screen.getByRole('radio', { name: '7-11 取貨' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'LINE Pay' })).toBeChecked()
    // Another member on this browser gets none of it.
    expect(JSON.parse(window.localStorage.getItem(SAVED_CHOICES_KEY)!)).toHaveProperty([testMember.uid])

    await user.click(screen.getByRole('button', { name: '清除' }))
    expect(screen.getByRole('textbox', { name: /^電話/ })).toHaveValue('')
    expect(screen.getByRole('radio', { name: 'LINE Pay' })).not.toBeChecked()
    expect(window.localStorage.getItem(SAVED_CHOICES_KEY)).toBeNull()
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
    expect(window.sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull()
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

  it('totals with a coupon read the same in the cart, at checkout and on the result page, rounded once', async () => {
    // 85 % of NT$55 is NT$46.75 at the API: every screen shows 總計 NT$47 and 折扣 −NT$8.
    await seedCoupon({ code: 'EXTRA85', title: '測試八五折', percent: 85 })
    await seedCartLine(CRÊPE, 1)
    const { user } = renderApp('/cart', { member: true })
    const cartSummary = await screen.findByRole('region', { name: '訂單摘要' })
    // The field takes a code once the cart has loaded (it is disabled while the cart is empty).
    const codeField = within(cartSummary).getByRole('textbox', { name: '優惠券代碼' })
    await waitFor(() => expect(codeField).toBeEnabled())
    await user.type(codeField, 'EXTRA85')
    await user.click(within(cartSummary).getByRole('button', { name: '套用' }))
    expect(await within(cartSummary).findByText('EXTRA85 · 85 折')).toBeInTheDocument()
    const read = (scope: HTMLElement) =>
      ['商品小計', '折扣', '總計'].map(
        (label) =>
          within(scope).getByText(label, { exact: false, selector: 'dt' }).nextElementSibling?.textContent,
      )
    await waitFor(() => expect(read(cartSummary)).toEqual(['NT$55', '−NT$8', 'NT$47']))
    expect(within(cartSummary).getByText('為您省下 NT$8')).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: '前往結帳' }))
    const summary = await screen.findByRole('region', { name: '訂單摘要' })
    expect(await within(summary).findByText('EXTRA85 · 85 折')).toBeInTheDocument()
    expect(read(summary)).toEqual(['NT$55', '−NT$8', 'NT$47'])
    await fillValidForm(user, '貨到付款')
    await user.click(screen.getByRole('button', { name: '結帳' }))
    expect(await screen.findByText('EXTRA85 · 85 折')).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(read(main)).toEqual(['NT$55', '−NT$8', 'NT$47'])
    // The line at its undiscounted amount, so the lines add up to 商品小計.
    expect(within(main).getByText('起司蛋餅').closest('li')).toHaveTextContent('NT$55')
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
