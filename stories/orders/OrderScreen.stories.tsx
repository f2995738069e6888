import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { OrderScreen } from '@/features/orders/components/OrderScreen'
import type { OrderScreenProps } from '@/features/orders/components/OrderScreen'
import { choose, fixture, noneOr, singleOrders } from '../fixtureSets'
import { shippedOrder } from '../admin/fulfilmentFixtures'

/** The message above the order after paying or 再買一次. */
const notices = noneOr<NonNullable<OrderScreenProps['notice']>>({
  paid: { severity: 'success', text: '付款完成' },
  'some items no longer sold': {
    severity: 'warning',
    text: '以下商品已停售，未加入購物車：季節限定南瓜濃湯',
  },
})

const meta = {
  title: 'Account/OrderScreen',
  component: OrderScreen,
  argTypes: { order: choose(singleOrders), notice: choose(notices) },
  args: {
    state: 'ready',
    order: fixture(singleOrders, 'unpaid'),
    isPaying: false,
    isReordering: false,
    onPay: fn(),
    onReorder: fn(),
    onRetry: fn(),
    notice: fixture(notices, 'none'),
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
  args: { order: fixture(singleOrders, 'paid'), notice: fixture(notices, 'paid') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: '付款' })).toBeNull()
    await expect(canvas.getByText(/^付款時間：/)).toBeVisible()
  },
}

/** ATM 轉帳 not done yet: the transfer details, and 付款 once the shopper has transferred. */
export const AwaitingTransfer: Story = {
  args: { order: fixture(singleOrders, 'ATM transfer, unpaid') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('轉帳帳號')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '付款' })).toBeVisible()
  },
}

/** 貨到付款: paid on delivery; the shop offers no 付款. */
export const CashOnDelivery: Story = {
  args: { order: fixture(singleOrders, 'cash on delivery') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('貨到付款', { selector: '.MuiAlertTitle-root' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '付款' })).toBeNull()
  },
}

/** Bought with MORNING: lines at full price, 商品小計, 「MORNING · 8 折」, 總計. */
export const WithCoupon: Story = { args: { order: fixture(singleOrders, 'MORNING coupon, paid') } }

export const ReorderSkippedSome: Story = {
  args: { notice: fixture(notices, 'some items no longer sold') },
}

export const Loading: Story = { args: { state: 'loading', order: undefined } }

export const NotFound: Story = { args: { state: 'notFound', order: null } }

export const Error: Story = { args: { state: 'error', order: undefined } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }

/** On its way: the timeline says 已出貨 and when each step happened; the morning it is for. */
export const Shipped: Story = {
  args: { order: { ...shippedOrder, user: { ...shippedOrder.user, member: 'demoMemberKey000000000' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const steps = within(canvas.getByRole('list', { name: '訂單進度' })).getAllByRole('listitem')
    await expect(steps[3]).toHaveTextContent('已出貨（目前狀態）')
  },
}
