import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CartScreen } from '@/features/cart/components/CartScreen'
import { couponCart, emptyCart, filledCart } from './cartFixtures'
import { carts, choose, fixture, noneOr, productLists, radio } from '../fixtureSets'

/** The line whose delete request is running (its row waits). */
const deletingLines = noneOr({ 'the second line': filledCart.carts[1].id })

const meta = {
  title: 'Storefront/Cart/CartScreen',
  component: CartScreen,
  argTypes: {
    cart: choose(carts),
    recommended: choose(productLists),
    deletingLineId: choose(deletingLines),
    layout: radio('narrow', 'wide'),
  },
  args: {
    cart: fixture(carts, 'three lines'),
    isLoading: false,
    recommended: fixture(productLists, '20 seed products'),
    deletingLineId: fixture(deletingLines, 'none'),
    autoplay: false,
    layout: 'wide',
    onQtyChange: fn(),
    onDeleteLine: fn(),
    onClearCart: fn(),
    onApplyCoupon: fn(async () => true),
    onRetry: fn(),
  },
  parameters: { route: { path: '/cart' } },
} satisfies Meta<typeof CartScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const WithCoupon: Story = { args: { cart: couponCart } }

export const Loading: Story = { args: { cart: undefined, isLoading: true, recommended: [] } }

export const Empty: Story = { args: { cart: emptyCart } }

export const ErrorState: Story = { name: 'Error', args: { cart: undefined, isError: true, recommended: [] } }

export const Busy: Story = {
  name: 'Deleting a line, applying a coupon',
  args: { deletingLineId: fixture(deletingLines, 'the second line'), isApplyingCoupon: true },
}

export const Narrow: Story = {
  args: { layout: 'narrow', cart: couponCart },
  globals: { viewport: { value: 'mobile1' } },
}

export const NarrowEmpty: Story = {
  args: { layout: 'narrow', cart: emptyCart },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  args: { layout: 'wide', autoplay: true },
  globals: { viewport: { value: 'desktop' } },
}
