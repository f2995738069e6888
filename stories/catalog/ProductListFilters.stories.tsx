import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EMPTY_QUERY, type BrowseQuery } from '@/features/catalog/browse'
import { distinctCategories } from '@/features/catalog/catalog'
import { ProductListFilters } from '@/features/catalog/components/ProductListFilters'
import { products } from './fixtures'
import { choose, fixture } from '../fixtureSets'

/** The seed's categories, as the screen lists them. */
const categories = distinctCategories(products)

/** Queries the Controls panel offers (the page reads them from the URL). */
const queries: Record<string, BrowseQuery> = {
  none: EMPTY_QUERY,
  'category 蛋餅, five filters': {
    ...EMPTY_QUERY,
    category: '蛋餅',
    maxKcal: 450,
    minProtein: 15,
    minPrice: 40,
    freeOf: ['milk'],
    vegetarian: true,
  },
  'category 飲品': { ...EMPTY_QUERY, category: '飲品' },
  'category 蛋餅, 不含奶 and 不含花生': { ...EMPTY_QUERY, category: '蛋餅', freeOf: ['milk', 'peanut'] },
}

const meta = {
  title: 'Storefront/Products/ProductListFilters',
  component: ProductListFilters,
  argTypes: {
    query: choose(queries),
  },
  args: {
    categories,
    query: fixture(queries, 'none'),
    onQueryChange: fn(),
  },
  // The list's side column on a wide screen (240 px).
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductListFilters>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: both panels open, 全部 pressed, no count after 篩選條件. */
export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '全部', pressed: true })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '篩選條件', expanded: true })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '不限' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: '飲品', pressed: false }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ category: '飲品' })
    await userEvent.click(canvas.getByRole('checkbox', { name: '素食' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ vegetarian: true })
  },
}

/** A category and five filters: each shows as chosen, and 篩選條件 counts them. */
export const SomeChosen: Story = {
  args: { query: fixture(queries, 'category 蛋餅, five filters') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '蛋餅', pressed: true })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /篩選條件\s*· 5/, expanded: true })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '450 大卡以下' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: '高蛋白（15 公克以上）' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: '素食' })).toBeChecked()
    await expect(canvas.getByRole('spinbutton', { name: '最低價' })).toHaveValue(40)
    await userEvent.click(canvas.getByRole('checkbox', { name: '不含奶', checked: true }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ freeOf: [] })
    await userEvent.click(canvas.getByRole('checkbox', { name: '不含蛋', checked: false }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ freeOf: ['milk', 'egg'] })
  },
}

/** A panel folds: 產品分類 folded names the chosen category. */
export const Folded: Story = {
  args: { query: fixture(queries, 'category 飲品') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '產品分類', expanded: true }))
    await expect(canvas.getByRole('button', { name: /產品分類\s*· 飲品/, expanded: false })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '飲品' })).toBeNull()
  },
}

/** The price range: Enter in a field applies both amounts. */
export const PriceRangeTyped: Story = {
  args: { query: fixture(queries, 'category 蛋餅, 不含奶 and 不含花生') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: '不含花生' })).toBeChecked()
    const max = canvas.getByRole('spinbutton', { name: '最高價' })
    await userEvent.type(max, '60{Enter}')
    await expect(args.onQueryChange).toHaveBeenCalledWith({ minPrice: null, maxPrice: 60 })
  },
}
