import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingStartIcon, type LoadingStartIconProps } from '@/components/inputs/LoadingStartIcon'
import controls from '@/components/layout/controls.module.css'
import { Icon } from '@/components/layout/icons'
import addToCart from '@/features/catalog/components/AddToCartButton.module.css'
import { cx } from '@/lib/classNames'
import { noControl } from '../fixtureSets'

/**
 * The product card's button (AddToCartButton, full width: the icon fades and makes room), at its
 * label's width unless `fullWidth`.
 */
function AddToCartButton({ args, fullWidth = false }: { args: LoadingStartIconProps; fullWidth?: boolean }) {
  return (
    <button
      type="button"
      aria-label={args.spinnerLabel}
      disabled={args.loading}
      className={cx(
        controls.button,
        controls.contained,
        controls.large,
        addToCart.fullWidth,
        args.loading && addToCart.adding,
      )}
      style={fullWidth ? undefined : { width: 'auto' }}
    >
      <LoadingStartIcon {...args} />
      加入購物車
    </button>
  )
}

const meta = {
  title: 'Components/Inputs/LoadingStartIcon',
  component: LoadingStartIcon,
  argTypes: { icon: noControl },
  args: {
    icon: <Icon name="addShoppingCart" className={controls.icon} />,
    loading: false,
    spinnerLabel: '加入購物車：起司蛋餅',
    iconClassName: addToCart.icon,
    indicatorClassName: addToCart.indicator,
  },
  // Inside the plain button it belongs to (the product card's 加入購物車), disabled while loading.
  render: (args) => <AddToCartButton args={args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadingStartIcon>

export default meta
type Story = StoryObj<typeof meta>

/** Idle: the icon, then the label. */
export const Idle: Story = {}

/** The request is running: a 16 px spinner where the icon was, the button disabled, the label kept. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '加入購物車：起司蛋餅' })).toBeDisabled()
    await expect(canvas.getByRole('progressbar', { name: '加入購物車：起司蛋餅' })).toBeInTheDocument()
  },
}

/** Full width on a phone, as on the product card. */
export const Narrow: Story = {
  args: { loading: true },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => <AddToCartButton args={args} fullWidth />,
}
