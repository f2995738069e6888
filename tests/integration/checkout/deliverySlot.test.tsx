import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { seedCartLine } from '@mocks/db'
import { dayLabel, earliestDeliveryDay, offeredDays } from '@/api/delivery'
import { recordCourseApiRequests } from '../../utils/courseApiRequests'
import { renderApp } from '../../utils/renderApp'

const CRÊPE = '-OBfast0000000000001'

const sent = recordCourseApiRequests()
const orderPosts = () => sent.filter((r) => r.method === 'POST' && r.path === '/v2/api/breakfast/order')

type User = ReturnType<typeof renderApp>['user']

async function openCheckout() {
  await seedCartLine(CRÊPE, 2)
  const view = renderApp('/checkout', { member: true })
  await screen.findByRole('heading', { level: 1, name: '結帳' })
  return view
}

async function fillContact(user: User, payment: string) {
  await user.click(screen.getByRole('textbox', { name: /^電話/ }))
  await user.paste('0912345678')
  await user.click(screen.getByRole('textbox', { name: '留言' }))
  await user.paste('請按門鈴兩下')
  await user.click(screen.getByRole('radio', { name: '宅配' }))
  await user.click(screen.getByRole('radio', { name: payment }))
}

describe('a morning slot at checkout', () => {
  it('sends the day and slot in the order and as a line under the note, and shows it on the result page', async () => {
    const { user } = await openCheckout()
    await fillContact(user, '貨到付款')
    const earliest = earliestDeliveryDay('cashOnDelivery', Date.now())
    expect(screen.getByRole('radio', { name: /盡快出貨/ })).toBeChecked()
    expect(
      screen.getByText(`貨到付款不需事先付款，最早可選 ${dayLabel(earliest)}。`, { exact: false }),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: '指定日期與早晨時段' }))
    const day = await screen.findByRole('combobox', { name: /配送日期/ })
    const offered = offeredDays('cashOnDelivery', Date.now())
    expect(
      within(day)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(offered.map((d) => dayLabel(d)))
    await user.selectOptions(day, offered[1])
    await user.click(screen.getByRole('radio', { name: '09:00–11:00' }))
    await user.click(screen.getAllByRole('button', { name: '結帳' }).at(-1)!)

    expect(await screen.findByRole('heading', { name: '訂單建立成功' })).toBeInTheDocument()
    const [post] = orderPosts()
    const body = JSON.parse(post.text) as { data: { message: string; delivery: unknown } }
    expect(body.data.delivery).toEqual({ date: offered[1], slot: '09-11' })
    expect(body.data.message).toBe(
      `請按門鈴兩下\n配送時間：${dayLabel(offered[1], { withYear: true })} 09:00–11:00`,
    )
    expect(await screen.findByText(`${dayLabel(offered[1])} 09:00–11:00`)).toBeInTheDocument()
  })

  it('asks for a day and a slot once a slot is wanted, and refuses a day too early for ATM 轉帳', async () => {
    // A Thursday morning in Taiwan (on a Saturday both ways' earliest is the Monday): only the
    // date is fixed, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] })
    // The test files of a worker share its globals: the real clock goes back after this test.
    onTestFinished(() => void vi.useRealTimers())
    vi.setSystemTime(new Date('2026-11-26T09:00:00+08:00'))
    const { user } = await openCheckout()
    await fillContact(user, '信用卡')
    await user.click(screen.getByRole('radio', { name: '指定日期與早晨時段' }))
    const day = await screen.findByRole('combobox', { name: /配送日期/ })
    // The earliest a card payment allows…
    const [first] = offeredDays('creditCard', Date.now())
    await user.selectOptions(day, first)
    // …is a day too early once the payment is an ATM transfer.
    await user.click(screen.getByRole('radio', { name: '銀行轉帳' }))
    expect(
      await screen.findByText(
        `依您的付款方式，最早可選 ${dayLabel(earliestDeliveryDay('bankTransfer', Date.now()))}`,
      ),
    ).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: '結帳' }).at(-1)!)
    expect(await screen.findByText('請選擇時段')).toBeInTheDocument()
    await waitFor(() => expect(day).toHaveFocus())
    expect(orderPosts()).toHaveLength(0)
  })
})
