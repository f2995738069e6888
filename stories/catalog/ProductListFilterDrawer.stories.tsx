import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EMPTY_QUERY, browseProducts, type BrowseQuery } from '@/features/catalog/browse'
import { distinctCategories } from '@/features/catalog/catalog'
import { ProductListFilterDrawer } from '@/features/catalog/components/ProductListFilters'
import { products } from './fixtures'
import { page } from '../storyPlay'
import { choose, fixture } from '../fixtureSets'

const queries: Record<string, BrowseQuery> = {
  none: EMPTY_QUERY,
  'category 蛋餅, 不含奶': { ...EMPTY_QUERY, category: '蛋餅', freeOf: ['milk'] },
}

const countFor = (query: BrowseQuery) => browseProducts(products, query).length

const meta = {
  title: 'Storefront/Products/ProductListFilterDrawer',
  component: ProductListFilterDrawer,
  argTypes: { query: choose(queries) },
  args: {
    open: true,
    onClose: fn(),
    categories: distinctCategories(products),
    query: fixture(queries, 'none'),
    onQueryChange: fn(),
    resultCount: products.length,
  },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof ProductListFilterDrawer>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: 全部 pressed, no 全部清除, 「顯示 20 項結果」 closes the drawer. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '篩選條件' }))
    await expect(drawer.getByRole('button', { name: '全部', pressed: true })).toBeVisible()
    await expect(drawer.queryByRole('button', { name: '全部清除' })).toBeNull()
    await userEvent.click(drawer.getByRole('button', { name: '飲品', pressed: false }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ category: '飲品' })
    await userEvent.click(drawer.getByRole('button', { name: `顯示 ${products.length} 項結果` }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** A category and an allergen chosen: the count is theirs; 全部清除 resets both. */
export const SomeChosen: Story = {
  args: {
    query: fixture(queries, 'category 蛋餅, 不含奶'),
    resultCount: countFor(queries['category 蛋餅, 不含奶']),
  },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '篩選條件' }))
    const count = countFor(queries['category 蛋餅, 不含奶'])
    await expect(drawer.getByRole('button', { name: `顯示 ${count} 項結果` })).toBeVisible()
    await expect(drawer.getByRole('checkbox', { name: '不含奶' })).toBeChecked()
    await userEvent.click(drawer.getByRole('button', { name: '全部清除' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: null, freeOf: [], vegetarian: false }),
    )
  },
}

/** Nothing matches: 「顯示 0 項結果」 still closes it (the list then says why and offers a way out). */
export const NoneMatch: Story = {
  args: {
    query: { ...EMPTY_QUERY, category: '飲品', maxKcal: 300, minProtein: 15 },
    resultCount: 0,
  },
  play: async ({ canvasElement }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '篩選條件' }))
    await expect(drawer.getByRole('button', { name: '顯示 0 項結果' })).toBeVisible()
  },
}
