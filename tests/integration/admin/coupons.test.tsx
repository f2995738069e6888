import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Coupon, CouponsPageResponse } from '@/api/types'
import { formatDate } from '@/lib/format'
import { seedCoupon } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { renderApp } from '../../utils/renderApp'
import { api, confirmDeletePastUndo, fetchAdmin, rowWith, signInAdmin } from './adminTestUtils'
import { config } from '@/config/env'

const today = () => {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
const localMidnightSeconds = (value: string) => {
  const [year, month, day] = value.split('-').map(Number)
  return new Date(year, month - 1, day).getTime() / 1000
}

async function storedCoupons(): Promise<Coupon[]> {
  return (await fetchAdmin<CouponsPageResponse>('coupons?page=1')).coupons
}

async function openCouponList() {
  const view = renderApp('/admin/coupons')
  const table = await screen.findByRole('table', { name: '優惠券列表' })
  await within(table).findByText('早安八折券')
  return { ...view, table }
}

const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name })
const percentField = (dialog: HTMLElement) => within(dialog).getByRole('spinbutton', { name: /折扣百分比/ })
const dateField = (dialog: HTMLElement) => within(dialog).getByLabelText(/到期日/) as HTMLInputElement

beforeEach(async () => {
  await signInAdmin()
})

describe('admin coupon list', () => {
  it('shows name, code, percent, due date and enabled state', async () => {
    const { table } = await openCouponList()
    const morning = rowWith(table, '早安八折券')
    expect(within(morning).getByText('MORNING')).toBeInTheDocument()
    expect(within(morning).getByText('80%')).toBeInTheDocument()
    // Which way the number goes: 80 % paid, 打 8 折.
    expect(within(morning).getByText('（打 8 折）')).toBeInTheDocument()
    expect(within(morning).getByText('啟用')).toBeInTheDocument()
    expect(within(morning).getByRole('button', { name: '編輯優惠券「早安八折券」' })).toBeInTheDocument()
    const expired = rowWith(table, '2024 年終感謝券')
    const expiredCoupon = (await storedCoupons()).find((coupon) => coupon.code === 'EXPIRED2024')!
    expect(expired).toHaveTextContent(`${formatDate(expiredCoupon.due_date)}（已過期）`)
    expect(within(morning).queryByText(/已過期/)).not.toBeInTheDocument()
    expect(within(rowWith(table, 'PAUSED')).getByText('未啟用')).toBeInTheDocument()
    const stored = (await storedCoupons()).find((coupon) => coupon.code === 'MORNING')!
    expect(morning).toHaveTextContent(formatDate(stored.due_date))
    expect(screen.getByRole('button', { name: '建立新的優惠券' })).toBeInTheDocument()
  })

  it('shows 取得優惠券失敗 when the list cannot be read', async () => {
    server.use(
      http.get('*/v2/api/:apiPath/admin/coupons', () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    )
    renderApp('/admin/coupons')
    const dialog = await screen.findByRole('dialog', { name: '取得優惠券失敗' })
    expect(within(dialog).getByText('請重新操作一次')).toBeInTheDocument()
  })
})

describe('a long coupon list', () => {
  it("opens on the API's own page (page and last page, for the count); a search reads every page", async () => {
    for (let index = 1; index <= 25; index++)
      await seedCoupon({ title: `會員專屬券 ${index}`, code: `MEMBER${String(index).padStart(2, '0')}` })
    const pages: string[] = []
    const watch = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith('/admin/coupons')) pages.push(url.searchParams.get('page') ?? '')
    }
    server.events.on('request:start', watch)
    try {
      const { table, user, router } = await openCouponList()
      // 29 coupons: three pages of the API's 10; the count comes from the last page.
      expect(await screen.findByText('共 29 筆')).toBeInTheDocument()
      expect(pages.sort()).toEqual(['1', '3'])
      expect(within(table).getAllByRole('row')).toHaveLength(11)

      pages.length = 0
      await user.click(screen.getByRole('button', { name: '前往第 2 頁' }))
      await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
      await within(table).findByText('會員專屬券 7')
      expect(pages).toEqual(['2'])

      // The API has no search: a search reads every page once, and filters here.
      pages.length = 0
      await user.type(screen.getByRole('searchbox', { name: '搜尋名稱或優惠碼' }), 'member2')
      expect(await screen.findByText('共 6 筆')).toBeInTheDocument()
      expect(pages.sort()).toEqual(['1', '2', '3'])
      expect(within(table).getByText('會員專屬券 25')).toBeInTheDocument()
    } finally {
      server.events.removeListener('request:start', watch)
    }
  })
})

describe('admin coupon modal', () => {
  it('creates a coupon due today (seconds), percent as a number, that the cart accepts at once', async () => {
    const { table, user } = await openCouponList()
    await user.click(screen.getByRole('button', { name: '建立新的優惠券' }))
    const dialog = await screen.findByRole('dialog', { name: '新增優惠券' })
    expect(dateField(dialog)).toHaveValue(today())
    expect(within(dialog).getByText('顧客實付的百分比：90 代表打九折（折 10%）')).toBeInTheDocument()

    // The spec's default due date, today, leaves the coupon less than a day: the form says so.
    expect(within(dialog).getByText(/^到期日是今天：這張優惠券只能用到今天 23:59/)).toBeInTheDocument()

    await user.type(textbox(dialog, /^名稱/), '夏日早餐八五折')
    await user.type(percentField(dialog), '85')
    // What the number means, as it is typed; the spec's hint stays.
    expect(within(dialog).getByText('85 → 打 85 折，顧客付 85%')).toBeInTheDocument()
    expect(within(dialog).getByText('顧客實付的百分比：90 代表打九折（折 10%）')).toBeInTheDocument()
    await user.type(textbox(dialog, /^優惠碼/), 'SUMMER85')
    await user.click(within(dialog).getByRole('checkbox', { name: '是否啟用' }))
    await user.click(within(dialog).getByRole('button', { name: '確認' }))

    expect(await screen.findByText('新增優惠券成功!')).toBeInTheDocument()
    expect(await within(table).findByText('夏日早餐八五折')).toBeInTheDocument()
    const created = (await storedCoupons()).find((coupon) => coupon.code === 'SUMMER85')
    expect(created).toMatchObject({
      title: '夏日早餐八五折',
      percent: 85,
      is_enabled: 1,
      due_date: localMidnightSeconds(today()),
    })

    // The storefront cart takes the new code straight away.
    const post = (path: string, data: unknown) =>
      fetch(api(`api/${config.apiPath}/${path}`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data }),
      })
    await post('cart', { product_id: '-OBfast0000000000001', qty: 2 })
    const applied = await post('coupon', { code: 'SUMMER85' })
    expect(applied.status).toBe(200)
    expect(await applied.json()).toMatchObject({ success: true, data: { final_total: 110 * 0.85 } })
  })

  it('says what a percent means as it is typed, and warns about a due date that leaves less than a day', async () => {
    const { user } = await openCouponList()
    await user.click(screen.getByRole('button', { name: '建立新的優惠券' }))
    const dialog = await screen.findByRole('dialog', { name: '新增優惠券' })
    await user.type(percentField(dialog), '8')
    expect(within(dialog).getByText('8 → 打 0.8 折，顧客付 8%')).toBeInTheDocument()
    await user.type(percentField(dialog), '0')
    expect(within(dialog).getByText('80 → 打 8 折，顧客付 80%')).toBeInTheDocument()
    await user.clear(percentField(dialog))
    await user.type(percentField(dialog), '100')
    expect(within(dialog).getByText('100 → 不打折，顧客付原價（100%）')).toBeInTheDocument()
    await user.type(percentField(dialog), '0')
    // 1000: out of range, the rule's message replaces the hints.
    expect(await within(dialog).findByText('請輸入 1 到 100 之間的數字')).toBeInTheDocument()
    expect(within(dialog).queryByText(/→ 打/)).not.toBeInTheDocument()

    const day = (offset: number) => {
      const date = new Date()
      date.setDate(date.getDate() + offset)
      const pad = (value: number) => String(value).padStart(2, '0')
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
    }
    expect(within(dialog).getByText(/^到期日是今天/)).toBeInTheDocument()
    fireEvent.change(dateField(dialog), { target: { value: day(1) } })
    await waitFor(() => expect(within(dialog).queryByText(/^到期日是今天/)).not.toBeInTheDocument())
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    fireEvent.change(dateField(dialog), { target: { value: day(-1) } })
    expect(
      await within(dialog).findByText('到期日已經過了：儲存後顧客無法使用這張優惠券。'),
    ).toBeInTheDocument()
  })

  it('checks the percent range (1–100) and required fields', async () => {
    const { user } = await openCouponList()
    await user.click(screen.getByRole('button', { name: '建立新的優惠券' }))
    const dialog = await screen.findByRole('dialog', { name: '新增優惠券' })
    await user.type(percentField(dialog), '0')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    expect(await within(dialog).findByText('請輸入 1 到 100 之間的數字')).toBeInTheDocument()
    expect(within(dialog).getAllByText('此欄位必填')).toHaveLength(2)
    // A refused 確認 takes the owner to the first field with an error (after the errors show).
    await waitFor(() => expect(textbox(dialog, /^名稱/)).toHaveFocus())
    await user.clear(percentField(dialog))
    await user.type(percentField(dialog), '101')
    await user.tab()
    expect(await within(dialog).findByText('請輸入 1 到 100 之間的數字')).toBeInTheDocument()
    expect(screen.queryByText('新增優惠券成功!')).not.toBeInTheDocument()
  })

  it('edits a coupon (update toast, new due date in seconds); cancel drops unsaved edits', async () => {
    const { table, user } = await openCouponList()
    await user.click(within(table).getByRole('button', { name: '編輯優惠券「早安八折券」' }))
    let dialog = await screen.findByRole('dialog', { name: '編輯優惠券' })
    expect(textbox(dialog, /^優惠碼/)).toHaveValue('MORNING')
    expect(percentField(dialog)).toHaveValue(80)
    await user.clear(percentField(dialog))
    await user.type(percentField(dialog), '5')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放棄變更' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯優惠券' })).not.toBeInTheDocument())

    await user.click(within(table).getByRole('button', { name: '編輯優惠券「早安八折券」' }))
    dialog = await screen.findByRole('dialog', { name: '編輯優惠券' })
    expect(percentField(dialog)).toHaveValue(80)
    await user.clear(percentField(dialog))
    await user.type(percentField(dialog), '70')
    fireEvent.change(dateField(dialog), { target: { value: '2031-01-31' } })
    await user.click(within(dialog).getByRole('button', { name: '確認' }))

    expect(await screen.findByText('更新優惠券成功!')).toBeInTheDocument()
    await waitFor(() => expect(within(rowWith(table, '早安八折券')).getByText('70%')).toBeInTheDocument())
    const stored = (await storedCoupons()).find((coupon) => coupon.code === 'MORNING')
    expect(stored).toMatchObject({ percent: 70, due_date: localMidnightSeconds('2031-01-31'), is_enabled: 1 })
  })

  it('shows 新增優惠券失敗 with the server messages on a 400', async () => {
    server.use(
      http.post('*/v2/api/:apiPath/admin/coupon', () =>
        HttpResponse.json(
          { success: false, message: [' code 欄位為必填', 'due_date 型別錯誤'] },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openCouponList()
    await user.click(screen.getByRole('button', { name: '建立新的優惠券' }))
    const dialog = await screen.findByRole('dialog', { name: '新增優惠券' })
    await user.type(textbox(dialog, /^名稱/), 'x')
    await user.type(percentField(dialog), '90')
    await user.type(textbox(dialog, /^優惠碼/), 'X')
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    const alert = await screen.findByRole('dialog', { name: '新增優惠券失敗' })
    expect(within(alert).getByText('code 欄位為必填、due_date 型別錯誤')).toBeInTheDocument()
  })

  it('shows 編輯優惠券失敗 / 請重新操作一次 for other answers and 更新優惠券失敗 without an answer', async () => {
    server.use(
      http.put('*/v2/api/:apiPath/admin/coupon/:id', () =>
        HttpResponse.json({ success: false, message: 'id 不存在' }, { status: 404 }),
      ),
    )
    const { table, user } = await openCouponList()
    await user.click(within(table).getByRole('button', { name: '編輯優惠券「早安八折券」' }))
    const dialog = await screen.findByRole('dialog', { name: '編輯優惠券' })
    await user.click(within(dialog).getByRole('button', { name: '確認' }))
    let alert = await screen.findByRole('dialog', { name: '編輯優惠券失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: '確定' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '編輯優惠券失敗' })).not.toBeInTheDocument(),
    )

    server.use(http.put('*/v2/api/:apiPath/admin/coupon/:id', () => HttpResponse.error()))
    await user.click(
      within(await screen.findByRole('dialog', { name: '編輯優惠券' })).getByRole('button', { name: '確認' }),
    )
    alert = await screen.findByRole('dialog', { name: '更新優惠券失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
  })
})

describe('admin coupon delete', () => {
  it('names the coupon, deletes it and reloads the list', async () => {
    const { table, user } = await openCouponList()
    await user.click(within(table).getByRole('button', { name: '刪除優惠券「新朋友九折券」' }))
    const dialog = await screen.findByRole('alertdialog', { name: '刪除優惠券' })
    expect(dialog).toHaveTextContent('確定要刪除優惠券「新朋友九折券」嗎？')
    await confirmDeletePastUndo(user, dialog, () =>
      expect(within(table).queryByText('新朋友九折券')).not.toBeInTheDocument(),
    )
    expect(await screen.findByText('刪除優惠券成功!')).toBeInTheDocument()
    expect(within(table).queryByText('新朋友九折券')).not.toBeInTheDocument()
    expect((await storedCoupons()).some((coupon) => coupon.code === 'WELCOME')).toBe(false)
  })

  it('shows 刪除優惠券失敗 when the delete fails', async () => {
    server.use(
      http.delete('*/v2/api/:apiPath/admin/coupon/:id', () =>
        HttpResponse.json({ success: false, message: '找不到優惠券' }, { status: 404 }),
      ),
    )
    const { table, user } = await openCouponList()
    await user.click(within(table).getByRole('button', { name: '刪除優惠券「新朋友九折券」' }))
    await confirmDeletePastUndo(user, await screen.findByRole('alertdialog', { name: '刪除優惠券' }), () =>
      expect(within(table).queryByText('新朋友九折券')).not.toBeInTheDocument(),
    )
    const alert = await screen.findByRole('dialog', { name: '刪除優惠券失敗' })
    expect(within(alert).getByText('請重新操作一次')).toBeInTheDocument()
    expect(within(table).getByText('新朋友九折券')).toBeInTheDocument()
  })
})
