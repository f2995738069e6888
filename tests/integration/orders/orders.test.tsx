import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { memberOrderKey } from '@/api/orderOwner'
import { formatOrderNumber } from '@/lib/format'
import { seedOrder } from '@mocks/db'
import { seedProducts } from '@mocks/seed/products'
import { renderApp, testMember } from '../../utils/renderApp'

const cheese = seedProducts[0]
const disabled = seedProducts.find((p) => p.is_enabled === 0)!

describe('my orders', () => {
  it('lists only the member’s orders; an order pays and is bought again, skipping what is no longer sold', async () => {
    const mine = await seedOrder({
      lines: [
        { productId: cheese.id, qty: 2 },
        { productId: disabled.id, qty: 1 },
      ],
      user: { member: await memberOrderKey(testMember.uid) },
      extra: { shippingWay: 'instorePickup1', paymentWay: 'LinePay' },
    })
    const theirs = await seedOrder({ user: { member: await memberOrderKey('someone-else') } })
    const nobodys = await seedOrder({})

    const { user, router } = renderApp('/orders', { member: true })
    const link = await screen.findByRole('link', { name: `查看訂單 ${formatOrderNumber(mine.id)}` })
    expect(screen.getAllByRole('link', { name: /^查看訂單/ })).toHaveLength(1)
    for (const other of [theirs, nobodys])
      expect(screen.queryByText(formatOrderNumber(other.id))).not.toBeInTheDocument()
    // The card around the link (its ::after covers the card) says whether the order is paid.
    expect(within(link.closest('li')!).getByText('未付款')).toBeInTheDocument()

    await user.click(link)
    expect(
      await screen.findByRole('heading', { level: 1, name: `訂單 ${formatOrderNumber(mine.id)}` }),
    ).toBeInTheDocument()
    expect(screen.getByText('7-11 取貨')).toBeInTheDocument()
    expect(screen.getByText('LINE Pay')).toBeInTheDocument()
    expect(screen.getByTitle(mine.id)).toHaveTextContent(formatOrderNumber(mine.id))

    // LINE Pay, not paid: the status says so where the button is.
    expect(screen.getByText('付款未完成')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '付款' }))
    // The notice appears where the shopper pressed, and takes focus so it is read.
    const notice = await screen.findByText('付款完成')
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus())
    await waitFor(() => expect(screen.getByText('付款狀態').nextElementSibling).toHaveTextContent('已付款'))
    expect(screen.getByText(/^付款時間：/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '付款' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '再買一次' }))
    expect(await screen.findByText('已將 1 項商品加入購物車!')).toBeInTheDocument()
    expect(screen.getByText(`以下商品已停售，未加入購物車：${disabled.title}`)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()

    // Another member's order is not found, even by its address.
    await router.navigate(`/orders/${theirs.id}`)
    expect(await screen.findByText('找不到這筆訂單')).toBeInTheDocument()
  })
})

describe('one order', () => {
  it('offers no 付款 for cash on delivery, and the transfer details with 付款 for ATM', async () => {
    const key = await memberOrderKey(testMember.uid)
    const cod = await seedOrder({ user: { member: key }, extra: { paymentWay: 'cashOnDelivery' } })
    const atm = await seedOrder({ user: { member: key }, extra: { paymentWay: 'bankTransfer' } })

    const { router } = renderApp(`/orders/${cod.id}`, { member: true })
    expect(await screen.findByText('商品送達或到門市取貨時付款即可，現在不需要付款。')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '付款' })).not.toBeInTheDocument()

    await router.navigate(`/orders/${atm.id}`)
    expect(await screen.findByText('請於期限內完成 ATM 轉帳')).toBeInTheDocument()
    expect(screen.getByText('轉帳帳號')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '付款' })).toBeInTheDocument()
  })

  it('shows a coupon order as every screen does: lines at full price, 商品小計, 折扣 with the code, 總計', async () => {
    const order = await seedOrder({
      lines: [{ productId: cheese.id, qty: 2 }],
      coupon: { code: 'MORNING', title: '早安八折券', percent: 80 },
      user: { member: await memberOrderKey(testMember.uid) },
    })
    renderApp(`/orders/${order.id}`, { member: true })
    expect(await screen.findByText('MORNING · 8 折')).toBeInTheDocument()
    const line = screen.getByText(cheese.title, { exact: false }).closest('li')!
    expect(line).toHaveTextContent(`NT$${cheese.price * 2}`)
    const read = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(read('商品小計')).toBe(`NT$${cheese.price * 2}`)
    expect(read('總計')).toBe(`NT$${Math.round(cheese.price * 2 * 0.8)}`)
  })

  it('shows where each order stands as a timeline, and the morning it asked for', async () => {
    const placed = Math.floor(Date.now() / 1000) - 3 * 3600
    const shipped = await seedOrder({
      user: { member: await memberOrderKey(testMember.uid) },
      create_at: placed,
      message: '請放管理室\n配送時間：2026/12/05（六） 07:00–09:00',
      extra: {
        shippingWay: 'homeDelivery',
        paymentWay: 'cashOnDelivery',
        delivery: { date: '2026-12-05', slot: '07-09' },
        status: 2,
        statusHistory: [
          { status: 1, at: placed + 600 },
          { status: 4, at: placed + 3600 },
          { status: 2, at: placed + 7200 },
        ],
      },
    })
    const { user } = renderApp('/orders', { member: true })
    const link = await screen.findByRole('link', { name: `查看訂單 ${formatOrderNumber(shipped.id)}` })
    const card = within(link.closest('li')!)
    expect(card.getByText('12/5（六） 07:00–09:00')).toBeInTheDocument()
    const steps = card.getByRole('list', { name: '訂單進度' })
    expect(within(steps).getByText(/已出貨/)).toHaveTextContent('已出貨（目前狀態）')
    expect(within(steps).getByText(/已送達/)).toHaveTextContent('已送達（尚未進行）')

    await user.click(link)
    const timeline = await screen.findByRole('list', { name: '訂單進度' })
    const items = within(timeline).getAllByRole('listitem')
    expect(items.map((item) => item.textContent?.slice(0, 3))).toEqual([
      '待確認',
      '已確認',
      '備餐中',
      '已出貨',
      '已送達',
    ])
    expect(items[3]).toHaveTextContent('餐點已出貨，正在配送中')
    // The note as typed; its delivery line shows as 配送時間, not twice.
    expect(screen.getByText('請放管理室')).toBeInTheDocument()
    expect(screen.getByText('配送時間').nextElementSibling).toHaveTextContent('12/5（六） 07:00–09:00')
    expect(screen.queryByText(/配送時間：/)).not.toBeInTheDocument()
  })
})
