import type { Meta, StoryObj } from '@storybook/react-vite'
import { FulfilmentTimeline } from '@/components/orders/FulfilmentTimeline'
import { choose, fixture } from '../fixtureSets'
import {
  cancelledOrder,
  confirmedOrder,
  deliveredOrder,
  pendingOrder,
  preparingOrder,
  shippedOrder,
} from '../admin/fulfilmentFixtures'

const orders = {
  待確認: pendingOrder,
  已確認: confirmedOrder,
  備餐中: preparingOrder,
  已出貨: shippedOrder,
  已送達: deliveredOrder,
  已取消: cancelledOrder,
}

/** Where an order stands, as the shopper's order page (detail) and 我的訂單 (steps) show it. */
const meta = {
  title: 'Components/Cart and order/FulfilmentTimeline',
  component: FulfilmentTimeline,
  argTypes: { order: choose(orders) },
  args: { order: fixture(orders, '備餐中'), variant: 'detail' },
} satisfies Meta<typeof FulfilmentTimeline>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = { args: { order: fixture(orders, '待確認') } }
export const Preparing: Story = {}
export const Shipped: Story = { args: { order: fixture(orders, '已出貨') } }
export const Delivered: Story = { args: { order: fixture(orders, '已送達') } }
export const Cancelled: Story = { args: { order: fixture(orders, '已取消') } }
export const StepsPreparing: Story = { args: { variant: 'steps' } }
export const StepsCancelled: Story = { args: { variant: 'steps', order: fixture(orders, '已取消') } }
