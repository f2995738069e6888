import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, getResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/config/env'
import type { Coupon, CouponsPageResponse, Product, ProductsPageResponse } from '@/api/types'
import { formatOrderNumber } from '@/lib/format'
import { handlers } from '../../../mocks/handlers'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { adminApi, adminToken, api, fetchAdmin, rowWith, signInAdmin } from '../admin/adminTestUtils'

/**
 * Screens never crash on data the API accepts (issue 13). The course API stores what a client
 * sends, so another client can leave objects where text is expected, dates of 1e308 or -1, a
 * price of 1e306, an ISO date string as `paid_date` or a string as `products`. Each screen that
 * shows such a record renders it with a fallback, and an admin can open, fix and save it.
 */

const CHEESE_CREPE = '-OBfast0000000000001'
const MORNING = '-OBcoup0000000000001'
const WELCOME = '-OBcoup0000000000002'
const NEWEST_ORDER = '-OBordr0000000000001'
const SECOND_ORDER = '-OBordr0000000000002'
const PAID_AT = '2026-11-21T08:30:00.000Z'

async function put(path: string, data: unknown) {
  const response = await fetch(adminApi(path), {
    method: 'PUT',
    headers: { Authorization: adminToken() ?? '', 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  })
  expect(response.status, `PUT ${path}`).toBe(200)
}

/** What another client could have stored: everything here is accepted by the course API. */
async function storeHostileRecords() {
  await signInAdmin()
  await put(`product/${CHEESE_CREPE}`, {
    description: { zh: '物件' },
    content: ['一', '二'],
    cookingWay: {},
    imageUrl: { url: 'x' },
    imagesUrl: [5, null],
    calories: 'many',
    nutritionalInfo: 'none',
    servingSize: '大份',
    allergens: 'egg',
    vegetarian: 1,
    storage: 5,
    shelfLifeDays: 'forever',
    heating: 'nuke it',
    price: 1e306,
    origin_price: -1,
  })
  await put(`coupon/${MORNING}`, { due_date: 1e308, percent: 1e6, is_enabled: 'yes' })
  // The fake refuses a coupon code that is not text (it stores only what it can serve back), but
  // the course API keeps whatever another client sent: until the admin fixes that coupon (its due
  // date of 1e308 goes), the list is answered with such a code.
  server.use(
    http.get('*/v2/api/:apiPath/admin/coupons', async ({ request }) => {
      const answer = await getResponse(handlers, request)
      const body = (await answer?.json()) as CouponsPageResponse
      const coupons = body.coupons.map((coupon) =>
        coupon.id === MORNING && coupon.due_date === 1e308
          ? { ...coupon, code: { secret: 1 } as unknown as string }
          : coupon,
      )
      return HttpResponse.json({ ...body, coupons })
    }),
  )
  await put(`coupon/${WELCOME}`, { due_date: -1 })
  await put(`order/${NEWEST_ORDER}`, {
    create_at: 1e308,
    is_paid: true,
    paid_date: PAID_AT,
    total: 'NT$700',
    products: 'gone',
    status: '2',
  })
  await put(`order/${SECOND_ORDER}`, {
    create_at: -1,
    total: { a: 1 },
    products: { x: { qty: 'two', product: null } },
  })
  const added = await fetch(api(`api/${config.apiPath}/cart`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { product_id: CHEESE_CREPE, qty: 1 } }),
  })
  expect(added.status).toBe(200)
}

let consoleErrors: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  await storeHostileRecords()
  consoleErrors = vi.spyOn(console, 'error')
})

afterEach(() => {
  // No React error (#31: an object as a child), no RangeError from a date, no warning.
  expect(consoleErrors).not.toHaveBeenCalled()
  consoleErrors.mockRestore()
})

describe('the storefront', () => {
  it('lists the product with its price of 1e306 in short form', async () => {
    renderApp('/products')
    const card = (await screen.findByRole('link', { name: '起司蛋餅' })).closest('article') as HTMLElement
    expect(within(card).getByText('NT$1E306')).toBeInTheDocument()
  })

  it('shows the product detail with fallbacks for text that is no text', async () => {
    renderApp(`/products/${CHEESE_CREPE}`)
    expect(await screen.findByRole('heading', { level: 1, name: '起司蛋餅' })).toBeInTheDocument()
    for (const section of ['內容物', '熱量']) {
      expect(screen.getByRole('region', { name: section })).toHaveTextContent('—')
    }
    // Nonsense in the package facts is 未標示 (never 0), and nothing breaks.
    for (const section of ['營養標示', '加熱方式', '過敏原資訊']) {
      expect(screen.getByRole('region', { name: section })).toHaveTextContent('未標示')
    }
    expect(screen.getByRole('region', { name: '營養標示' })).not.toHaveTextContent(/(^|\D)0(\D|$)/)
    expect(screen.getByText('保存方式').nextElementSibling).toHaveTextContent('未標示')
    expect(screen.getByText('保存期限').nextElementSibling).toHaveTextContent('未標示')
  })

  it('shows the cart line holding that product', async () => {
    renderApp('/cart', { member: true })
    expect(await screen.findByRole('link', { name: '起司蛋餅' })).toBeInTheDocument()
    expect(screen.getAllByText(/NT\$1E306/).length).toBeGreaterThan(0)
  })

  it('shows the checkout summary holding that product', async () => {
    renderApp('/checkout', { member: true })
    const summary = await screen.findByRole('region', { name: '訂單摘要' })
    expect(await within(summary).findByText('起司蛋餅')).toBeInTheDocument()
  })
})

describe('the back office', () => {
  it('lists the product, opens it, and the admin fixes its text fields and saves', async () => {
    const { user } = renderApp('/admin')
    const table = await screen.findByRole('table', { name: '商品列表' })
    const row = await waitFor(() => rowWith(table, '起司蛋餅'))
    expect(within(row).getByText('NT$1E306')).toBeInTheDocument()

    await user.click(within(table).getByRole('button', { name: '編輯「起司蛋餅」' }))
    const dialog = await screen.findByRole('dialog', { name: '編輯產品' })
    const description = within(dialog).getByRole('textbox', { name: /^產品描述/ })
    expect(description).toHaveValue('')
    await user.click(description)
    await user.paste('外皮酥脆的經典蛋餅')
    // The form refuses a negative original price: the admin sets sane prices too.
    for (const [label, value] of [
      [/^原價/, '65'],
      [/^售價/, '55'],
    ] as const) {
      await user.clear(within(dialog).getByRole('spinbutton', { name: label }))
      await user.type(within(dialog).getByRole('spinbutton', { name: label }), value)
    }
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await screen.findByText('編輯產品成功!')).toBeInTheDocument()

    const stored = (await fetchAdmin<ProductsPageResponse>('products')).products.find(
      (product: Product) => product.id === CHEESE_CREPE,
    )
    expect(stored).toMatchObject({
      description: '外皮酥脆的經典蛋餅',
      content: '',
      imageUrl: '',
      imagesUrl: [],
    })
  })

  it('lists orders whose time, total and lines are no numbers, opens one and saves it', async () => {
    const { user } = renderApp('/admin/orders')
    const table = await screen.findByRole('table', { name: '訂單列表' })
    const newest = await waitFor(() => rowWith(table, formatOrderNumber(NEWEST_ORDER)))
    expect(within(newest).getAllByText('—')).toHaveLength(2) // time 1e308, total "NT$700"
    expect(within(newest).getByText('已付款')).toBeInTheDocument()
    // Created at -1: the oldest order, last on page 2.
    await user.click(screen.getByRole('button', { name: '前往第 2 頁' }))
    const oldest = await waitFor(() => rowWith(table, formatOrderNumber(SECOND_ORDER)))
    expect(within(oldest).getByText('—')).toBeInTheDocument() // total { a: 1 }
    await user.click(screen.getByRole('button', { name: '前往第 1 頁' }))
    await waitFor(() => rowWith(table, formatOrderNumber(NEWEST_ORDER)))

    await user.click(
      within(table).getByRole('button', { name: `編輯訂單 ${formatOrderNumber(NEWEST_ORDER)}` }),
    )
    const dialog = await screen.findByRole('dialog', { name: '編輯訂單' })
    expect(within(dialog).getByRole('textbox', { name: /下單時間/ })).toHaveValue('—')
    // The ISO date another client stored as paid_date is shown as the date it is.
    expect(dialog).toHaveTextContent('2026/11/21')
    await user.click(within(dialog).getByRole('textbox', { name: /留言/ }))
    await user.paste('已確認')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await screen.findByText('編輯訂單成功!')).toBeInTheDocument()
  })

  it('lists coupons with a code that is no text and due dates of 1e308 and -1, and the admin fixes one', async () => {
    const { user } = renderApp('/admin/coupons')
    const table = await screen.findByRole('table', { name: '優惠券列表' })
    const morning = await waitFor(() => rowWith(table, '早安八折券'))
    expect(within(morning).getAllByText('—')).toHaveLength(2) // the code and the due date
    expect(within(rowWith(table, '新朋友九折券')).getByText(/^19(69|70)/)).toBeInTheDocument()

    await user.click(within(table).getByRole('button', { name: '編輯優惠券「早安八折券」' }))
    const dialog = await screen.findByRole('dialog', { name: '編輯優惠券' })
    const code = within(dialog).getByRole('textbox', { name: /^優惠碼/ })
    expect(code).toHaveValue('')
    await user.click(code)
    await user.paste('MORNING')
    await user.clear(within(dialog).getByRole('spinbutton', { name: /折扣百分比/ }))
    await user.type(within(dialog).getByRole('spinbutton', { name: /折扣百分比/ }), '80')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await screen.findByText('更新優惠券成功!')).toBeInTheDocument()

    const stored = (await fetchAdmin<CouponsPageResponse>('coupons')).coupons.find(
      (coupon: Coupon) => coupon.id === MORNING,
    )
    expect(stored).toMatchObject({ code: 'MORNING', percent: 80 })
    expect(Number.isFinite(stored?.due_date) && Math.abs(Number(stored?.due_date)) < 1e11).toBe(true)
  })
})
