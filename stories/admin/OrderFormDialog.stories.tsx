import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { OrderFormDialog } from '@/features/admin/orders/components/OrderFormDialog'
import { adminOrders, couponOrder, unpaidOrder } from './adminFixtures'
import { adminOrderLists, choose } from '../fixtureSets'

const meta = {
  title: 'Back office/OrderFormDialog',
  component: OrderFormDialog,
  argTypes: {
    order: choose(Object.fromEntries(adminOrderLists['first page (10)'].slice(0, 5).map((o) => [o.id, o]))),
  },
  args: {
    open: true,
    order: unpaidOrder,
    isSaving: false,
    onCancel: fn(),
    onSubmit: fn(),
    fullScreen: false,
  },
} satisfies Meta<typeof OrderFormDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Unpaid: Story = {}

/** A paid order shows when it was paid. */
export const Paid: Story = { args: { order: adminOrders[0] } }

/** Lines bought with a coupon show the percent and the discounted amount. */
export const WithCoupon: Story = { args: { order: couponOrder } }

export const Saving: Story = { args: { isSaving: true } }

export const Narrow: Story = {
  args: { fullScreen: true },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
