import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Product } from '@/api/types'
import { EMPTY_QUERY, browseProducts, searchTerms, type BrowseQuery } from '@/features/catalog/browse'
import { ProductListScreen } from '@/features/catalog/components/ProductListScreen'
import { markupProduct, products } from './fixtures'
import { page } from '../storyPlay'
import { addingIds, choose, favouriteMaps, fixture, productLists } from '../fixtureSets'

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

/** Low calorie, high protein, cheapest first (phones: in the drawer). */
export const FiltersAndSort: Story = {
  args: { ...asked({ maxKcal: 450, minProtein: 15, sort: 'price-asc' }), defaultFiltersOpen: true },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '篩選條件' }))
    await expect(drawer.getByRole('radio', { name: '450 大卡以下' })).toBeChecked()
    await expect(drawer.getByRole('checkbox', { name: /高蛋白/ })).toBeChecked()
    await userEvent.click(drawer.getByRole('radio', { name: '300 大卡以下' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ maxKcal: 300 })
  },
}

/** A price range (phones: in the drawer): Enter in a field applies both. */
export const PriceRange: Story = {
  args: { ...asked({ minPrice: 40, maxPrice: 60 }), defaultFiltersOpen: true },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '篩選條件' }))
    const max = drawer.getByRole('spinbutton', { name: '最高價' })
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

/**
 * A laptop's screen (1440 px and up): three columns of compact cards beside the side column, two
 * rows under the banner; four columns from 1536 px. The side column's panels are open.
 */
export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
}

/**
 * Phones: the search, then 篩選條件 (counting the category and the filter: `· 2`) beside the sort,
 * then the results; the categories and filters wait in the drawer (closed). The layout is CSS
 * alone: the phone viewport shows it (a wider window shows the side column instead).
 */
export const Narrow: Story = {
  args: asked({ category: '飲品', minProtein: 15 }),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '飲品' })).toBeVisible()
  },
}

/**
 * Phones, the drawer open: the categories as chips, every filter, and 「顯示 N 項結果」 with the
 * number of products the choices select now; it closes the drawer.
 */
export const NarrowFiltersOpen: Story = {
  args: { ...asked({ category: '蛋餅', freeOf: ['milk'] }), defaultFiltersOpen: true },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await page(canvasElement).findByRole('dialog', { name: '篩選條件' }))
    const count = browseProducts(products, { ...EMPTY_QUERY, category: '蛋餅', freeOf: ['milk'] }).length
    await expect(drawer.getByRole('button', { name: `顯示 ${count} 項結果` })).toBeVisible()
    await expect(drawer.getByRole('button', { name: '蛋餅', pressed: true })).toBeVisible()
    await expect(drawer.getByRole('checkbox', { name: '不含奶' })).toBeChecked()
    await userEvent.click(drawer.getByRole('checkbox', { name: '素食' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ vegetarian: true })
  },
}

/** Phones, searching: the heading names the search; 清除全部條件 beside the count. */
export const NarrowSearchAndFilters: Story = {
  args: asked({ q: '豆漿', minProtein: 15 }),
  globals: { viewport: { value: 'mobile1' } },
}

/** The heading names the search (「起司」的搜尋結果). */
export const HeadingWithSearch: Story = {
  args: asked({ q: '起司' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: '「起司」的搜尋結果' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: '「起司」的搜尋結果' })).toBeVisible()
  },
}

/** The heading names the category, and the search in it when there is one. */
export const HeadingWithCategory: Story = {
  args: asked({ category: '飲品' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: '飲品' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: '飲品' })).toBeVisible()
  },
}

/** A search within a category: the heading names both. */
export const HeadingWithSearchInCategory: Story = {
  args: asked({ category: '飲品', q: '茶' }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '飲品：「茶」的搜尋結果' }),
    ).toBeVisible()
  },
}
