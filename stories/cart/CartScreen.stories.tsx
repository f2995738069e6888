import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartScreen } from '@/features/cart/components/CartScreen'
import type { CouponOutcome } from '@/features/cart/components/CartSummary'
import {
  couponCart,
  emptyCart,
  filledCart,
  offSaleFreshness,
  partlyCouponCart,
  priceChangedFreshness,
  staleFreshness,
} from './cartFixtures'
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
    onApplyCoupon: fn(async (): Promise<CouponOutcome> => ({ applied: true })),
    onRetry: fn(),
  },
  parameters: { route: { path: '/cart' } },
} satisfies Meta<typeof CartScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const WithCoupon: Story = { args: { cart: couponCart } }

/** The applied coupon says what it saved; the 折扣 line names it: 「MORNING · 8 折」. */
export const CouponSaved: Story = {
  args: { cart: couponCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('MORNING · 8 折')).toBeVisible()
    await expect(canvas.getByText(/^為您省下 NT\$/)).toBeVisible()
  },
}

/** A line added after the coupon was applied pays full price until the code is applied again. */
export const CouponOnSomeLines: Story = { args: { cart: partlyCouponCart } }

/** An expired code: the reason under the field, in the shop's words (no dialog). */
export const CouponRefused: Story = {
  args: {
    cart: filledCart,
    onApplyCoupon: fn(async (): Promise<CouponOutcome> => ({
      applied: false,
      error: '這個優惠碼已過期或暫停使用，無法套用。',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: '優惠券代碼' }), 'EXPIRED2024')
    await userEvent.click(canvas.getByRole('button', { name: '套用' }))
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('EXPIRED2024')
    await expect(await canvas.findByRole('alert')).toHaveTextContent('這個優惠碼已過期或暫停使用，無法套用。')
    await expect(canvas.getByRole('textbox', { name: '優惠券代碼' })).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The same refusal, as a designer sees it without playing the story. */
export const CouponRefusedStill: Story = {
  args: { cart: filledCart, couponError: '找不到這個優惠碼，請確認拼字與大小寫。' },
}

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

/**
 * The owner lowered 起司蛋餅 from NT$55 to NT$40 after it was added: the old price struck, the new
 * one shown, and 前往結帳 waits until the shopper accepts it (the line is then re-added at NT$40).
 */
export const PriceChanged: Story = {
  args: { cart: filledCart, freshness: priceChangedFreshness, onAcceptPrices: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('有 1 項商品的價格已變動')).toBeVisible()
    const lines = within(canvas.getByRole('region', { name: '購物車內容' }))
    await expect(lines.getByText('NT$55', { selector: 'del' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '前往結帳' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: '確認新價格' }))
    await expect(args.onAcceptPrices).toHaveBeenCalled()
  },
}

/** 總匯三明治 was taken off sale: marked 已下架, its quantity locked, removed in one click. */
export const StaleLineOffSale: Story = {
  args: { cart: filledCart, freshness: offSaleFreshness, onRemoveOffSale: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('已下架')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '移除已下架商品' }))
    await expect(args.onRemoveOffSale).toHaveBeenCalled()
  },
}

/** Both at once, on a phone (the sticky bar's 前往結帳 waits too). */
export const StaleNarrow: Story = {
  args: {
    layout: 'narrow',
    cart: filledCart,
    freshness: staleFreshness,
    onAcceptPrices: fn(),
    onRemoveOffSale: fn(),
  },
  globals: { viewport: { value: 'mobile1' } },
}

/** Settling it: removing or re-adding is running. */
export const StaleSettling: Story = {
  args: {
    cart: filledCart,
    freshness: staleFreshness,
    isSettling: true,
    onAcceptPrices: fn(),
    onRemoveOffSale: fn(),
  },
}
