import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ProductListScreen } from '@/features/catalog/components/ProductListScreen'
import { markupProduct, products } from './fixtures'

const meta = {
  title: 'Catalog/ProductListScreen',
  component: ProductListScreen,
  args: {
    products,
    isLoading: false,
    isError: false,
    category: null,
    onCategoryChange: fn(),
    favourites: { [products[1].id]: true, [products[4].id]: false },
    addingProductIds: [],
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    onRetry: fn(),
    layout: 'wide',
  },
} satisfies Meta<typeof ProductListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = {
  args: { products: undefined, isLoading: true },
}

export const FilteredByCategory: Story = {
  args: { category: '蛋餅' },
}

export const Adding: Story = {
  args: { addingProductIds: [products[0].id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: `加入購物車：${products[0].title}` })).toBeDisabled()
  },
}

export const Empty: Story = {
  args: { products: [] },
}

export const EmptyCategory: Story = {
  args: { category: '季節限定' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '查看全部商品' }))
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null)
  },
}

export const Error: Story = {
  args: { products: undefined, isError: true },
}

export const MarkupInProductText: Story = {
  args: { products: [markupProduct, ...products.slice(0, 1)] },
}

export const Narrow: Story = {
  args: { layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}

export const NarrowCategoriesOpen: Story = {
  args: { layout: 'narrow', category: '飲品' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /產品分類/ }))
    await expect(await canvas.findByRole('button', { name: '飲品', pressed: true })).toBeVisible()
  },
}

export const Wide: Story = {
  args: { layout: 'wide' },
  globals: { viewport: { value: 'desktop' } },
}
