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

    await user.click(screen.getByRole('button', { name: '付款' }))
    expect(await screen.findByText('付款完成')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('已付款')).toBeInTheDocument())
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
