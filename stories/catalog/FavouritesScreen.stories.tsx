import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FavouritesScreen } from '@/features/catalog/components/FavouritesScreen'
import { products } from './fixtures'
import { addingIds, choose, fixture, productLists, range } from '../fixtureSets'

const hearted = [products[0], products[3], products[7], products[12]]

/** The member's hearted products: four by default, or any storefront list. */
const heartedLists: Record<string, typeof products> = { 'four hearted': hearted, ...productLists }

const meta = {
  title: 'Storefront/Favourites/FavouritesScreen',
  component: FavouritesScreen,
  argTypes: {
    products: choose(heartedLists),
    unavailableCount: range(0, 10),
    addingProductIds: choose(addingIds),
  },
  args: {
    products: fixture(heartedLists, 'four hearted'),
    isError: false,
    unavailableCount: 0,
    addingProductIds: fixture(addingIds, 'none'),
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    onRemoveUnavailable: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FavouritesScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
    await expect(canvas.getByText('共 4 項收藏')).toBeVisible()
    const heart = canvas.getByRole('button', { name: `收藏「${hearted[0].title}」` })
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(heart)
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(hearted[0])
    await userEvent.click(canvas.getByRole('button', { name: `加入購物車：${hearted[1].title}` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(hearted[1])
  },
}

export const Loading: Story = { args: { products: undefined } }

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('還沒有收藏的商品')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '去逛逛全部商品' })).toHaveAttribute('href', '/products')
  },
}

export const Error: Story = {
  args: { products: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新載入' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Two hearted products the shop has stopped selling: not shown, and the shopper may clear them. */
export const SomeNoLongerSold: Story = {
  args: { unavailableCount: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('有 2 項收藏的商品目前未販售，已不顯示。')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '從收藏中移除' }))
    await expect(args.onRemoveUnavailable).toHaveBeenCalled()
  },
}

/** A product being added: its button spins. */
export const Adding: Story = { args: { addingProductIds: [hearted[1].id] } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
