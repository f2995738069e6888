import Typography from '@mui/material/Typography'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EMPTY_QUERY, browseProducts, searchTerms, type BrowseQuery } from '@/features/catalog/browse'
import { ProductListGrid } from '@/features/catalog/components/ProductListGrid'
import { products } from './fixtures'
import { addingIds, choose, favouriteMaps, fixture, productLists } from '../fixtureSets'

/** The id of the heading that names the list (on the screen, the category's h2 above the cards). */
const HEADING_ID = 'product-grid-heading'

/** The grid's props for a query, as the screen hands them down. */
function asked(changes: Partial<BrowseQuery>, list = products) {
  const query = { ...EMPTY_QUERY, ...changes }
  return { products: browseProducts(list, query), query, highlightTerms: searchTerms(query.q) }
}

const queries: Record<string, BrowseQuery> = { none: EMPTY_QUERY }

const meta = {
  title: 'Storefront/Products/ProductListGrid',
  component: ProductListGrid,
  argTypes: {
    products: choose(productLists),
    query: choose(queries),
    favourites: choose(favouriteMaps),
    addingProductIds: choose(addingIds),
  },
  args: {
    products: fixture(productLists, '20 seed products'),
    isLoading: false,
    isError: false,
    query: fixture(queries, 'none'),
    onQueryChange: fn(),
    onClearAll: fn(),
    onRetry: fn(),
    highlightTerms: [],
    isUpdating: false,
    labelledBy: HEADING_ID,
    favourites: fixture(favouriteMaps, 'two hearted'),
    addingProductIds: fixture(addingIds, 'none'),
    onAddToCart: fn(),
    onToggleFavourite: fn(),
  },
  // The list's column beside the filters (a 1280 px window), under the heading that names it.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Typography id={HEADING_ID} variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
          全部
        </Typography>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductListGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Every product, a list named by the heading above it; the hearted ones pressed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: '全部' })
    await expect(within(list).getAllByRole('article')).toHaveLength(products.length)
    await expect(canvas.getByRole('button', { name: `收藏「${products[1].title}」` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: `加入購物車：${products[0].title}` }))
    await expect(args.onAddToCart).toHaveBeenCalledWith(products[0])
  },
}

/** The first load: card skeletons, hidden from assistive technology, and no list yet. */
export const Loading: Story = {
  args: { products: fixture(productLists, 'empty'), isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull()
  },
}

/** The list could not be loaded: say so, and offer 重新載入. */
export const Failed: Story = {
  args: { products: fixture(productLists, 'empty'), isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('商品暫時無法載入')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '重新載入' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** No product on sale at all. */
export const Empty: Story = {
  args: { products: fixture(productLists, 'empty') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('目前沒有商品')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A category with nothing in it: 查看全部商品 leaves the category. */
export const EmptyCategory: Story = {
  args: asked({ category: '季節限定' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('這個分類目前沒有商品')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '查看全部商品' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ category: null })
  },
}

/** A search and a filter that find nothing: clear the filters alone, or everything. */
export const NoResults: Story = {
  args: asked({ q: '牛排', maxKcal: 300 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('找不到符合條件的商品')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '清除篩選條件' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({
      maxKcal: null,
      minProtein: null,
      minPrice: null,
      maxPrice: null,
      freeOf: [],
      vegetarian: false,
    })
    await userEvent.click(canvas.getByRole('button', { name: '查看全部商品' }))
    await expect(args.onClearAll).toHaveBeenCalled()
  },
}

/** A search alone that finds nothing: no filters to clear, only 查看全部商品. */
export const NoResultsSearchOnly: Story = {
  args: asked({ q: '牛排' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('找不到符合條件的商品')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '清除篩選條件' })).toBeNull()
    await expect(canvas.getByRole('button', { name: '查看全部商品' })).toBeVisible()
  },
}

/** Search results, the words highlighted on the cards. */
export const SearchHighlighted: Story = {
  args: asked({ q: '起司' }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('起司')
  },
}

/** Results for newer input are on their way: a bar shows and the list is busy. */
export const Updating: Story = {
  args: { ...asked({ q: '蛋' }), isUpdating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar')).toBeVisible()
    await expect(canvas.getByRole('list', { name: '全部' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** An add-to-cart request running: that card's button is disabled. */
export const Adding: Story = {
  args: { addingProductIds: fixture(addingIds, 'the first product') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: `加入購物車：${products[0].title}` })).toBeDisabled()
  },
}

/** Phones: one column of cards. */
export const Narrow: Story = {
  args: asked({ category: '飲品' }),
  globals: { viewport: { value: 'mobile1' } },
}
