import type { Meta, StoryObj } from '@storybook/react-vite'
import { CheckoutResultScreen } from '@/features/checkout/components/CheckoutResultScreen'
import { unpaidOrder } from '../orders/orderFixtures'
import { choose, radio, singleOrders } from '../fixtureSets'

const meta = {
  title: 'Checkout/CheckoutResultScreen',
  component: CheckoutResultScreen,
  argTypes: { outcome: radio('success', 'fail'), details: choose(singleOrders) },
  args: {
    outcome: 'success',
    order: { orderId: '-OBorder000000000042', total: 348, createAt: 1767225600 },
  },
} satisfies Meta<typeof CheckoutResultScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}

export const SuccessWithoutOrderDetails: Story = { args: { order: null } }

export const Fail: Story = { args: { outcome: 'fail', order: null } }

export const SuccessNarrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const FailNarrow: Story = {
  args: { outcome: 'fail', order: null },
  globals: { viewport: { value: 'mobile1' } },
}

export const SuccessWide: Story = { globals: { viewport: { value: 'desktop' } } }

/** The placed order read back from the API: lines, totals, shipping, payment. */
export const SuccessWithStoredOrder: Story = { args: { details: unpaidOrder } }

export const SuccessWithStoredOrderNarrow: Story = {
  args: { details: unpaidOrder },
  globals: { viewport: { value: 'mobile1' } },
}
