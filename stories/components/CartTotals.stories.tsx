import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CartTotals } from '@/components/checkout/CartTotals'
import { couponCart, filledCart } from '../cart/cartFixtures'
import { noControl, range } from '../fixtureSets'

const meta = {
  title: 'Components/Cart and order/CartTotals',
  component: CartTotals,
  argTypes: { finalTotal: range(0, 20000), lines: noControl },
  args: { lines: filledCart.carts, finalTotal: filledCart.final_total },
  // As wide as the cart's summary card.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartTotals>

export default meta
type Story = StoryObj<typeof meta>

/** Three lines, no coupon: 折扣 NT$0. */
export const NoDiscount: Story = { args: { lines: filledCart.carts } }

/**
 * MORNING (pay 80 %) applied: the discount in green with a minus sign; the API's total with cents is
 * rounded, and 商品小計 − 折扣 = 總計 as shown.
 */
export const Discount: Story = {
  args: { lines: couponCart.carts, finalTotal: couponCart.final_total },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^−NT\$/)).toBeVisible()
  },
}

/** An empty cart: every amount NT$0. */
export const Zero: Story = { args: { lines: [], finalTotal: 0 } }

/** Five-digit amounts keep the thousands separator and stay on one line. */
export const LargeAmounts: Story = { args: { lines: [{ total: 12880 }], finalTotal: 10304 } }

/** A phone. */
export const Narrow: Story = {
  args: { lines: couponCart.carts, finalTotal: couponCart.final_total },
  globals: { viewport: { value: 'mobile1' } },
}
