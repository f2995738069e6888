import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Product } from '@/api/types'
import { EMPTY_QUERY, browseProducts, searchTerms, type BrowseQuery } from '@/features/catalog/browse'
import { ProductListScreen } from '@/features/catalog/components/ProductListScreen'
import { markupProduct, products } from './fixtures'
import { addingIds, choose, favouriteMaps, fixture, productLists, radio } from '../fixtureSets'

/** The screen's props for a query, as the page computes them. */
function asked(changes: Partial<BrowseQuery>, list: Product[] | undefined = products) {
  const query = { ...EMPTY_QUERY, ...changes }
  return {
    products: list,
    results: list ? browseProducts(list, query) : undefined,
    query,
    searchText: query.q,
    highlightTerms: searchTerms(query.q),
  }
}

/** Queries the Controls panel offers (the page reads them from the URL). */
const queries: Record<string, BrowseQuery> = {
  none: EMPTY_QUERY,
  'category 蛋餅': { ...EMPTY_QUERY, category: '蛋餅' },
  'search 起司': { ...EMPTY_QUERY, q: '起司' },
  'low calorie, high protein, cheapest first': {
    ...EMPTY_QUERY,
    maxKcal: 450,
    minProtein: 15,
    sort: 'price-asc',
  },
}

/** The words the cards highlight (the search box's terms). */
const highlights: Record<string, string[]> = { none: [], 'search 起司': searchTerms('起司') }

const meta = {
  title: 'Storefront/Products/ProductListScreen',
  component: ProductListScreen,
  argTypes: {
    products: choose(productLists),
    results: choose(productLists),
    favourites: choose(favouriteMaps),
    addingProductIds: choose(addingIds),
    query: choose(queries),
    highlightTerms: choose(highlights),
    layout: radio('narrow', 'wide'),
  },
  // Named fixtures, so each select starts on what the story renders (every product, in the
  // recommended order, which is the seed's).
  args: {
    products: fixture(productLists, '20 seed products'),
    results: fixture(productLists, '20 seed products'),
    query: fixture(queries, 'none'),
    searchText: '',
    highlightTerms: fixture(highlights, 'none'),
    isLoading: false,
    isError: false,
    onSearchTextChange: fn(),
    onSearchBlur: fn(),
    onQueryChange: fn(),
    onClearAll: fn(),
    favourites: fixture(favouriteMaps, 'two hearted'),
    addingProductIds: fixture(addingIds, 'none'),
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
  args: { ...asked({}, undefined), isLoading: true },
}

export const FilteredByCategory: Story = {
  args: asked({ category: '蛋餅' }),
}

/** 起司 finds every cheese item (title or description), the words highlighted. */
export const SearchHighlighted: Story = {
  args: asked({ q: '起司' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('起司')
    await expect(canvasElement.querySelector('mark')?.textContent).toBe('起司')
    await expect(canvas.getByRole('button', { name: '清除全部條件' })).toBeVisible()
  },
}

/** Low calorie, high protein, cheapest first. */
export const FiltersAndSort: Story = {
  args: asked({ maxKcal: 450, minProtein: 15, sort: 'price-asc' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: '450 大卡以下' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: /高蛋白/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: '300 大卡以下' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ maxKcal: 300 })
  },
}

export const PriceRange: Story = {
  args: asked({ minPrice: 40, maxPrice: 60 }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const max = canvas.getByRole('spinbutton', { name: '最高價' })
    await userEvent.clear(max)
    await userEvent.type(max, '80{Enter}')
    await expect(args.onQueryChange).toHaveBeenCalledWith({ minPrice: 40, maxPrice: 80 })
  },
}

/** A search that finds nothing: say so, and offer a way out. */
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

/** Results for newer input are on their way (typing ahead of a big list). */
export const Updating: Story = {
  args: { ...asked({ q: '蛋' }), searchText: '蛋餅', isUpdating: true },
}

export const Adding: Story = {
  args: { addingProductIds: fixture(addingIds, 'the first product') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: `加入購物車：${products[0].title}` })).toBeDisabled()
  },
}

export const Empty: Story = {
  args: asked({}, []),
}

export const EmptyCategory: Story = {
  args: asked({ category: '季節限定' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '查看全部商品' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ category: null })
  },
}

export const Error: Story = {
  args: { ...asked({}, undefined), isError: true },
}

export const MarkupInProductText: Story = {
  args: asked({ q: '三明治' }, [markupProduct, ...products.slice(0, 1)]),
}

/** Phones: the categories fold into a section above the cards (opened here by the play function). */
export const Narrow: Story = {
  args: { ...asked({ category: '飲品' }), layout: 'narrow' },
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

export const NarrowSearchAndFilters: Story = {
  args: { ...asked({ q: '豆漿', minProtein: 15 }), layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}
