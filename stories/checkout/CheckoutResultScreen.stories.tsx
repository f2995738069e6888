import type { Meta, StoryObj } from '@storybook/react-vite'
import { CheckoutResultScreen } from '@/features/checkout/components/CheckoutResultScreen'
import { unpaidOrder } from '../orders/orderFixtures'
import { choose, fixture, noneOr, radio, singleOrders } from '../fixtureSets'

/** The order the checkout just placed (the POST order answer), or none (the page opened directly). */
const placedOrders = noneOr({
  'order 0042, NT$348': { orderId: '-OBorder000000000042', total: 348, createAt: 1767225600 },
})

const meta = {
  title: 'Storefront/Checkout/CheckoutResultScreen',
  component: CheckoutResultScreen,
  argTypes: { outcome: radio('success', 'fail'), order: choose(placedOrders), details: choose(singleOrders) },
  args: {
    outcome: 'success',
    order: fixture(placedOrders, 'order 0042, NT$348'),
  },
} satisfies Meta<typeof CheckoutResultScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}

export const SuccessWithoutOrderDetails: Story = { args: { order: fixture(placedOrders, 'none') } }

export const Fail: Story = { args: { outcome: 'fail', order: fixture(placedOrders, 'none') } }

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
