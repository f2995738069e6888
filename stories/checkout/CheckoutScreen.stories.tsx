import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckoutScreen } from '@/features/checkout/components/CheckoutScreen'
import type { CheckoutFormValues } from '@/features/checkout/schema'
import { couponCart, emptyCart } from '../cart/cartFixtures'
import { carts, choose, fixture, radio } from '../fixtureSets'

/** What the form starts with. */
const startValues: Record<string, Partial<CheckoutFormValues>> = {
  empty: {},
  'broken e-mail and phone, card': {
    contactName: '王',
    contactEmail: 'ming@',
    contactPhone: '1234',
    paymentWay: 'creditCard',
  },
  'filled, store pickup, card': {
    contactName: '王小明',
    contactEmail: 'ming@example.com',
    contactPhone: '0912345678',
    shippingWay: 'instorePickup1',
    paymentWay: 'creditCard',
  },
}

const meta = {
  title: 'Storefront/Checkout/CheckoutScreen',
  component: CheckoutScreen,
  argTypes: { cart: choose(carts), initialValues: choose(startValues), layout: radio('narrow', 'wide') },
  args: {
    cart: fixture(carts, 'three lines'),
    initialValues: fixture(startValues, 'empty'),
    isLoading: false,
    layout: 'wide',
    onSubmit: fn(),
  },
  parameters: { route: { path: '/checkout' } },
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = { args: { cart: undefined, isLoading: true } }

export const EmptyCart: Story = { args: { cart: emptyCart } }

/** 結帳 with a short name, a broken e-mail and phone, and a card chosen but not filled in. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '結帳' }))
    await expect(await canvas.findByText('Email 欄位格式錯誤')).toBeVisible()
    await expect(canvas.getByText('電話欄位格式錯誤')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
  args: { initialValues: fixture(startValues, 'broken e-mail and phone, card') },
}

export const CreditCard: Story = {
  args: {
    cart: fixture(carts, 'coupon applied'),
    initialValues: fixture(startValues, 'filled, store pickup, card'),
  },
}

export const SubmitEmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '結帳' }))
    await expect(await canvas.findAllByText('必填')).toHaveLength(3)
    await expect(canvas.getAllByText('必選')).toHaveLength(2)
  },
}

export const Narrow: Story = {
  args: { layout: 'narrow', cart: couponCart },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  args: { layout: 'wide', cart: couponCart },
  globals: { viewport: { value: 'desktop' } },
}
