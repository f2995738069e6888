import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminOrderScreen } from '@/features/admin/orders/components/AdminOrderScreen'
import { choose, fixture } from '../fixtureSets'
import {
  cancelledOrder,
  confirmedOrder,
  deliveredOrder,
  pendingOrder,
  preparingOrder,
  shippedOrder,
} from './fulfilmentFixtures'

const orders = {
  '待確認 (new)': pendingOrder,
  已確認: confirmedOrder,
  '備餐中 (a line ticked)': preparingOrder,
  已出貨: shippedOrder,
  已送達: deliveredOrder,
  已取消: cancelledOrder,
}

const meta = {
  title: 'Back office/AdminOrderScreen',
  component: AdminOrderScreen,
  argTypes: { order: choose(orders) },
  args: {
    state: 'ready',
    order: fixture(orders, '已確認'),
    busy: null,
    onChangeStatus: fn(),
    onMarkPaid: fn(),
    onEdit: fn(),
    onPrint: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  parameters: { route: { path: '/admin/orders/:id' } },
} satisfies Meta<typeof AdminOrderScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Confirmed, unpaid (貨到付款): the next step is 開始備餐; 標記已付款 is offered. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '開始備餐' }))
    await expect(args.onChangeStatus).toHaveBeenCalledWith('preparing')
    await expect(canvas.getByRole('button', { name: '標記已付款' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: '訂單進度' })).toBeVisible()
  },
}

/** A new order: 確認訂單 first. */
export const Pending: Story = { args: { order: fixture(orders, '待確認 (new)') } }

/** Being prepared: one line ticked in the kitchen, with its time. */
export const Preparing: Story = { args: { order: fixture(orders, '備餐中 (a line ticked)') } }

export const Shipped: Story = { args: { order: fixture(orders, '已出貨') } }

/** Delivered: nothing left to move forward; its whole history. */
export const Delivered: Story = { args: { order: fixture(orders, '已送達') } }

/** Cancelled: 重新開啟 instead of a next step. */
export const Cancelled: Story = { args: { order: fixture(orders, '已取消') } }

/** 開始備餐 is being written: it waits, the other actions are disabled. */
export const Changing: Story = { args: { busy: 'status' } }

/** The 列印 menu: the A4 packing slip, or an 80 mm receipt. */
export const PrintMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '列印' }))
    await userEvent.click(await body.findByRole('menuitem', { name: '列印收據（80 mm）' }))
    await expect(args.onPrint).toHaveBeenCalledWith('receipt')
  },
}

/** Orders arrived while the owner was on this page. */
export const NewOrdersArrived: Story = {
  args: { newOrders: { count: 2, onAcknowledge: fn() } },
}

export const Loading: Story = { args: { state: 'loading', order: undefined } }
export const NotFound: Story = { args: { state: 'notFound', order: undefined } }
export const LoadFailed: Story = { args: { state: 'error', order: undefined } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
