import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ProductDetailScreen } from '@/features/catalog/components/ProductDetailScreen'
import {
  allergenFreeProduct,
  cheeseEggCrepe,
  manyAllergensProduct,
  markupProduct,
  relatedToCheese,
  singleImageProduct,
  unlabelledProduct,
} from './fixtures'
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
    related: relatedToCheese,
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

/**
 * A prerendered page before its scripts have hydrated it: the quantity waits (greyed, in place);
 * 加入購物車 and the heart look ready, and a press on them is held until the page can act on it.
 */
export const BeforeHydration: Story = {
  args: { interactive: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: '加入購物車' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: '加入收藏' })).toBeEnabled()
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

/** The full 營養標示: serving and servings, per serving and per 100 g, each unit named once. */
export const FullLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const label = await canvas.findByRole('region', { name: '營養標示' })
    await expect(within(label).getByText('每一份量 180 公克')).toBeVisible()
    await expect(within(label).getAllByRole('row')).toHaveLength(9)
    await expect(within(label).getByRole('rowheader', { name: '鈉（毫克）' })).toBeVisible()
  },
}

/** A product that states only part of its label: 未標示 where it says nothing, never 0. */
export const NotLabelled: Story = {
  args: { product: unlabelledProduct, related: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const label = await canvas.findByRole('region', { name: '營養標示' })
    await expect(within(label).getByText('每一份量 未標示')).toBeVisible()
    await expect(within(label).getAllByText('未標示').length).toBeGreaterThan(5)
    await expect(within(canvas.getByRole('region', { name: '過敏原資訊' })).getByText('未標示')).toBeVisible()
  },
}

/** Allergens beside the price: five of the common list, plain words. */
export const Allergens: Story = {
  args: { product: manyAllergensProduct },
  play: async ({ canvasElement }) => {
    const allergens = await within(canvasElement).findByRole('region', { name: '過敏原資訊' })
    await expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['蛋', '奶', '小麥/麩質', '大豆', '芝麻'])
  },
}

/** None of the common allergens, and 素食・全素. */
export const NoAllergensVegan: Story = {
  args: { product: allergenFreeProduct },
}

/** On a phone: the bar with the price and 加入購物車 stays at the bottom of the screen. */
export const PhoneStickyBar: Story = {
  args: { stickyBar: 'shown' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const buttons = await canvas.findAllByRole('button', { name: '加入購物車' })
    // The bar is for phones: from 600 px up it is not shown (a story drawn wider has one button).
    const phone = !window.matchMedia('(min-width: 600px)').matches
    await expect(buttons).toHaveLength(phone ? 2 : 1)
    buttons.at(-1)?.click()
    await expect(args.onAddToCart).toHaveBeenCalledWith(1)
  },
}
