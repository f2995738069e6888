import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrdersScreen } from '@/features/orders/components/OrdersScreen'
import { unpaidOrder } from './orderFixtures'
import {
  cancelledOrder,
  deliveredOrder,
  pendingOrder,
  preparingOrder,
  shippedOrder,
} from '../admin/fulfilmentFixtures'
import { choose, fixture, orderLists } from '../fixtureSets'

const meta = {
  title: 'Account/OrdersScreen',
  component: OrdersScreen,
  argTypes: { orders: choose(orderLists) },
  args: {
    orders: fixture(orderLists, 'unpaid and paid'),
    isError: false,
    hasMore: false,
    isLoadingMore: false,
    onMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: '查看訂單 0000-0042' })).toHaveAttribute(
      'href',
      `/orders/${unpaidOrder.id}`,
    )
    await expect(canvas.getByText('未付款')).toBeVisible()
  },
}

export const Loading: Story = { args: { orders: undefined } }

export const Empty: Story = { args: { orders: [] } }

export const Error: Story = {
  args: { orders: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新載入' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Older pages of the shop's order list are still unread. */
export const MoreToRead: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '查看更早的訂單' }))
    await expect(args.onMore).toHaveBeenCalled()
  },
}

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }

/** Orders at different steps: each card shows its morning and where it stands. */
export const WithStatuses: Story = {
  args: { orders: [pendingOrder, preparingOrder, shippedOrder, deliveredOrder, cancelledOrder] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('list', { name: '訂單進度' })).toHaveLength(5)
  },
}
