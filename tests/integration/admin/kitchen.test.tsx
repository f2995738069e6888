import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { preparedOf, statusOf } from '@/api/fulfilment'
import type { Order, OrdersPageResponse } from '@/api/types'
import { formatOrderNumber as number } from '@/lib/format'
import { renderApp } from '../../utils/renderApp'
import { fetchAdmin, signInAdmin } from './adminTestUtils'

// Seed orders for the next delivery day (mocks/seed/orders.ts): 1 待確認, 07:00–09:00 宅配;
// 2 已確認, 09:00–11:00 7-11 取貨; 6 備餐中 (one line ticked), 07:00–09:00 宅配.
const NEW_ORDER = '-OBordr0000000000001'
const PICKUP = '-OBordr0000000000002'
const PREPARING = '-OBordr0000000000006'
const PICKUP_GROUP = '09:00–11:00 · 7-11 取貨'
const EARLY_HOME_GROUP = '07:00–09:00 · 宅配'

async function stored(id: string): Promise<Order> {
  const pages = await Promise.all([1, 2].map((page) => fetchAdmin<OrdersPageResponse>(`orders?page=${page}`)))
  const found = pages.flatMap((page) => page.orders).find((order) => order.id === id)
  if (!found) throw new Error(`no order ${id}`)
  return found
}

beforeEach(async () => {
  await signInAdmin()
})

describe('今日備餐', () => {
  it('adds up the next delivery day by slot and shipping way, confirms, ticks and ships on the orders', async () => {
    const { user } = renderApp('/admin/kitchen')
    expect(await screen.findByRole('heading', { level: 1, name: '今日備餐' })).toBeInTheDocument()
    const pickup = await screen.findByRole('region', { name: PICKUP_GROUP })
    const order = await stored(PICKUP)
    const lines = within(pickup).getByRole('table', { name: PICKUP_GROUP })
    for (const line of Object.values(order.products)) {
      const row = within(lines).getByText(line.product.title).closest('tr')!
      expect(row).toHaveTextContent(String(line.qty))
    }
    // A ticked line of an order being prepared shows as ticked.
    const early = screen.getByRole('region', { name: EARLY_HOME_GROUP })
    const preparing = await stored(PREPARING)
    const tickedTitle = Object.values(preparing.products)[0].product.title
    expect(
      within(early).getByRole('checkbox', { name: `${tickedTitle}（${EARLY_HOME_GROUP}）已備好` }),
    ).toBeChecked()

    // A new order waits for 確認 and is not counted until then.
    const pending = screen.getByRole('region', { name: /待確認的新訂單/ })
    expect(within(early).queryByText(number(NEW_ORDER))).not.toBeInTheDocument()
    await user.click(within(pending).getByRole('button', { name: `確認訂單 ${number(NEW_ORDER)}` }))
    expect(
      await within(screen.getByRole('region', { name: EARLY_HOME_GROUP })).findByText(number(NEW_ORDER)),
    ).toBeInTheDocument()
    expect(statusOf(await stored(NEW_ORDER))).toBe('confirmed')

    // Each product is ticked once for the group: every order's line of it is marked, on the order.
    const [first] = Object.values(order.products)
    await user.click(
      within(lines).getByRole('checkbox', { name: `${first.product.title}（${PICKUP_GROUP}）已備好` }),
    )
    await waitFor(async () => expect(Object.keys(preparedOf(await stored(PICKUP)))).toEqual([first.id]))
    expect(statusOf(await stored(PICKUP))).toBe('preparing')
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: PICKUP_GROUP })).getByRole('checkbox', {
          name: `${first.product.title}（${PICKUP_GROUP}）已備好`,
        }),
      ).toBeChecked(),
    )

    await user.click(
      within(screen.getByRole('region', { name: PICKUP_GROUP })).getByRole('button', {
        name: `訂單 ${number(PICKUP)} 出貨`,
      }),
    )
    await waitFor(() => expect(screen.queryByRole('region', { name: PICKUP_GROUP })).not.toBeInTheDocument())
    expect(statusOf(await stored(PICKUP))).toBe('shipped')
    expect(screen.getByText('今天已出貨 1 筆')).toBeInTheDocument()
  })

  it('shows a chosen day from the URL, and an empty day as such', async () => {
    renderApp('/admin/kitchen?day=2020-01-06')
    const main = await screen.findByRole('main')
    expect(await within(main).findByText('這一天沒有需要準備的訂單。')).toBeInTheDocument()
    expect(screen.getByLabelText('備餐日期')).toHaveValue('2020-01-06')
  })
})
