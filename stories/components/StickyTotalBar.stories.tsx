import Button from '@mui/material/Button'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StickyTotalBar } from '@/components/checkout/StickyTotalBar'
import { ProceedButton } from '@/features/cart/components/CartSummary'
import { checkoutMessages } from '@/features/checkout/messages'
import { couponCart, filledCart } from '../cart/cartFixtures'
import { noControl, range } from '../fixtureSets'

const meta = {
  title: 'Components/Cart and order/StickyTotalBar',
  component: StickyTotalBar,
  argTypes: { finalTotal: range(0, 20000), lines: noControl, action: noControl },
  args: {
    lines: filledCart.carts,
    finalTotal: filledCart.final_total,
    action: <ProceedButton size="medium" />,
  },
  // Phones only: under the cart's lines, inside the page's 16 px gutters (the bar reaches past them).
  globals: { viewport: { value: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ padding: '0 16px', minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <div style={{ flexGrow: 1, paddingTop: 16 }}>
          {filledCart.carts.map((line) => (
            <p key={line.id} style={{ margin: '0 0 12px' }}>
              {line.product.title} × {line.qty}
            </p>
          ))}
        </div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StickyTotalBar>

export default meta
type Story = StoryObj<typeof meta>

/** The cart: the total and 前往結帳. */
export const InTheCart: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '前往結帳' })).toBeVisible()
  },
}

/** Checkout: the total and the order's submit button. */
export const AtCheckout: Story = {
  args: {
    lines: couponCart.carts,
    finalTotal: couponCart.final_total,
    action: (
      <Button type="submit" variant="contained" size="medium" sx={{ minWidth: 120, flexShrink: 0 }}>
        {checkoutMessages.submit}
      </Button>
    ),
  },
}

/** Checkout while the order is being sent: the button is disabled with its spinner. */
export const Sending: Story = {
  args: {
    lines: couponCart.carts,
    finalTotal: couponCart.final_total,
    action: (
      <Button
        type="submit"
        variant="contained"
        size="medium"
        loading
        disabled
        sx={{ minWidth: 120, flexShrink: 0 }}
      >
        {checkoutMessages.submit}
      </Button>
    ),
  },
}

/** A five-digit total still leaves room for the button. */
export const LargeTotal: Story = { args: { lines: [{ total: 12880 }], finalTotal: 12880 } }
