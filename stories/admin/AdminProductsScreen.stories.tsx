import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminProductsScreen } from '@/features/admin/products/components/AdminProductsScreen'
import { adminProducts, disabledProduct } from './adminFixtures'
import { adminProductLists, choose, fixture, noneOr, pagers, noControl } from '../fixtureSets'

const errorTexts = noneOr({ 'list could not be read': '取得產品失敗' })

/** The filter in the URL: none, or a search within one category, enabled only. */
const filters = {
  'no filter': { q: '', category: '', status: '' },
  '蛋, one category, enabled': { q: '蛋', category: adminProducts[0].category, status: 'enabled' },
  'not on sale': { q: '', category: '', status: 'disabled' },
}

/** The categories in use (the category filter's choices). */
const categoryLists = {
  'seed categories': [...new Set(adminProducts.map((product) => product.category))],
  none: [],
}

/** Bulk selection: none, or the first two rows ticked. */
const selections = {
  'two selected': {
    selected: new Set(adminProducts.slice(0, 2).map((product) => product.id)),
    onToggle: fn(),
    onToggleAll: fn(),
    onDeleteSelected: fn(),
  },
  'none selected': { selected: new Set<string>(), onToggle: fn(), onToggleAll: fn(), onDeleteSelected: fn() },
}

const meta = {
  title: 'Back office/AdminProductsScreen',
  component: AdminProductsScreen,
  argTypes: {
    products: choose(adminProductLists),
    pagination: choose(pagers),
    errorText: choose(errorTexts),
    filter: choose(filters),
    categories: choose(categoryLists),
    selection: choose(selections),
    extraActions: noControl,
  },
  args: {
    products: fixture(adminProductLists, 'first page (10)'),
    pagination: fixture(pagers, 'page 1 of 3'),
    isLoading: false,
    isFetching: false,
    errorText: fixture(errorTexts, 'none'),
    onRetry: fn(),
    onPageChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminProductsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = { args: { products: [], pagination: null, isLoading: true } }

/** A page change: the table stays, dimmed, and the pager waits. */
export const ChangingPage: Story = { args: { isFetching: true } }

export const LastPageWithDisabledProduct: Story = {
  args: {
    products: [disabledProduct],
    pagination: { current_page: 3, total_pages: 3, has_pre: true, has_next: false },
  },
}

export const Empty: Story = {
  args: { products: [], pagination: { current_page: 1, total_pages: 1, has_pre: false, has_next: false } },
}

export const Error: Story = { args: { products: [], pagination: null, errorText: '取得產品失敗' } }

/** Phones: one card per record. */
export const Narrow: Story = { args: { layout: 'cards' }, globals: { viewport: { value: 'mobile1' } } }

export const NarrowError: Story = {
  args: { layout: 'cards', products: [], pagination: null, errorText: '讀取失敗' },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = { args: { layout: 'table' }, globals: { viewport: { value: 'desktop' } } }

/** Find and filter: a title search within one category, enabled only; two rows selected. */
export const FilteredAndSelected: Story = {
  args: {
    products: adminProducts.slice(0, 3),
    pagination: fixture(pagers, 'one page'),
    total: 3,
    filter: fixture(filters, '蛋, one category, enabled'),
    onFilterChange: fn(),
    categories: fixture(categoryLists, 'seed categories'),
    selection: fixture(selections, 'two selected'),
  },
}

export const FilteredNarrow: Story = {
  args: { ...FilteredAndSelected.args, layout: 'cards' },
  globals: { viewport: { value: 'mobile1' } },
}

/** Prices and 啟用 edited in the rows (saved with 復原); the row just created is marked. */
export const QuickEditAndHighlight: Story = {
  args: { layout: 'table', onQuickEdit: fn(), highlightedId: adminProducts[1].id },
  globals: { viewport: { value: 'desktop' } },
}

/** A price being typed above the original price: refused where it is. */
export const QuickEditRefused: Story = {
  args: { layout: 'table', onQuickEdit: fn() },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const product = adminProducts[0]
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^修改「${product.title}」的售價`) }))
    const field = canvas.getByRole('textbox', { name: `修改「${product.title}」的售價` })
    await userEvent.clear(field)
    await userEvent.type(field, `${product.origin_price + 10}{Enter}`)
    await expect(await canvas.findByText('售價不可高於原價')).toBeInTheDocument()
    await expect(args.onQuickEdit).not.toHaveBeenCalled()
  },
}
