import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderScreen } from '@/features/orders/components/OrderScreen'
import { paidOrder, unpaidOrder } from './orderFixtures'
import { choose, singleOrders } from '../fixtureSets'

const meta = {
  title: 'Orders/OrderScreen',
  component: OrderScreen,
  argTypes: { order: choose(singleOrders) },
  args: {
    state: 'ready',
    order: unpaidOrder,
    isPaying: false,
    isReordering: false,
    onPay: fn(),
    onReorder: fn(),
    onRetry: fn(),
    notice: null,
  },
} satisfies Meta<typeof OrderScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Unpaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '訂單 0000-0042' })).toBeVisible()
    await expect(canvas.getByText('7-11 取貨')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '付款' }))
    await expect(args.onPay).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: '再買一次' }))
    await expect(args.onReorder).toHaveBeenCalled()
  },
}

export const Paying: Story = { args: { isPaying: true } }

export const Paid: Story = {
  args: { order: paidOrder, notice: { severity: 'success', text: '付款完成' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: '付款' })).toBeNull()
    await expect(canvas.getByText('已付款')).toBeVisible()
  },
}

export const ReorderSkippedSome: Story = {
  args: { notice: { severity: 'warning', text: '以下商品已停售，未加入購物車：季節限定南瓜濃湯' } },
}

export const Loading: Story = { args: { state: 'loading', order: undefined } }

export const NotFound: Story = { args: { state: 'notFound', order: null } }

export const Error: Story = { args: { state: 'error', order: undefined } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
