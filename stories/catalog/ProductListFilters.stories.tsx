import Stack from '@mui/material/Stack'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EMPTY_QUERY, type BrowseQuery } from '@/features/catalog/browse'
import { distinctCategories } from '@/features/catalog/catalog'
import { ProductListFilters } from '@/features/catalog/components/ProductListFilters'
import { products } from './fixtures'
import { choose, fixture, radio } from '../fixtureSets'

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
    layout: radio('narrow', 'wide'),
  },
  args: {
    categories,
    query: fixture(queries, 'none'),
    onQueryChange: fn(),
    layout: 'wide',
  },
  // The list's side column (a quarter of a 1280 px window), its panels spaced as on the screen.
  decorators: [
    (Story) => (
      <Stack sx={{ gap: 2, maxWidth: 300 }}>
        <Story />
      </Stack>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductListFilters>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen (wide): both panels open, 全部 pressed, no count after 篩選條件. */
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

/** Phones, nothing chosen: both panels folded; a tap opens one. */
export const Narrow: Story = {
  args: { layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '篩選條件', expanded: false })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '產品分類', expanded: false }))
    await expect(canvas.getByRole('button', { name: '產品分類', expanded: true })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: '全部', pressed: true })).toBeVisible()
  },
}

/**
 * Phones with a category and filters chosen: 產品分類 stays folded, naming the category; 篩選條件
 * opens on its own so the chosen filters are in view, its count kept.
 */
export const NarrowSomeChosen: Story = {
  args: { layout: 'narrow', query: fixture(queries, 'category 蛋餅, 不含奶 and 不含花生') },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /產品分類\s*· 蛋餅/, expanded: false })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /篩選條件\s*· 2/, expanded: true })).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: '不含花生' })).toBeChecked()
    const max = canvas.getByRole('spinbutton', { name: '最高價' })
    await userEvent.type(max, '60{Enter}')
    await expect(args.onQueryChange).toHaveBeenCalledWith({ minPrice: null, maxPrice: 60 })
  },
}
