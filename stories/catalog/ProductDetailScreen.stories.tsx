import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ProductDetailScreen } from '@/features/catalog/components/ProductDetailScreen'
import { cheeseEggCrepe, markupProduct, singleImageProduct } from './fixtures'
import { choose, productLists } from '../fixtureSets'

const meta = {
  title: 'Storefront/Product detail/ProductDetailScreen',
  component: ProductDetailScreen,
  argTypes: {
    product: choose(
      Object.fromEntries(productLists['20 seed products'].slice(0, 8).map((p) => [p.title, p])),
    ),
    error: choose(
      { none: null, notFound: 'notFound', disabled: 'disabled', failed: 'failed' },
      'inline-radio',
    ),
  },
  args: {
    product: cheeseEggCrepe,
    isLoading: false,
    error: null,
    isFavourite: false,
    isAdding: false,
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = {
  args: { product: undefined, isLoading: true },
}

export const Adding: Story = {
  args: { isAdding: true },
}

/** A prerendered page before its scripts have hydrated it: the cart controls wait, in place. */
export const BeforeHydration: Story = {
  args: { interactive: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: '加入購物車' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: '加入收藏' })).toBeDisabled()
    await expect(canvas.getByRole('combobox', { name: '數量' })).toBeDisabled()
  },
}

export const Favourite: Story = {
  args: { isFavourite: true },
}

export const SingleImage: Story = {
  args: { product: singleImageProduct },
}

/** "Empty": the id names no product (404 找不到產品). */
export const NotFound: Story = {
  args: { product: undefined, error: 'notFound' },
}

export const Disabled: Story = {
  args: { product: undefined, error: 'disabled' },
}

export const Error: Story = {
  args: { product: undefined, error: 'failed' },
}

export const MarkupInProductText: Story = {
  args: { product: markupProduct },
}

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
}
