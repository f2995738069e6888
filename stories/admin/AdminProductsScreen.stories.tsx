import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminProductsScreen } from '@/features/admin/products/components/AdminProductsScreen'
import { adminProducts, disabledProduct, productPages } from './adminFixtures'
import { adminProductLists, choose, fixture } from '../fixtureSets'

const meta = {
  title: 'Admin/AdminProductsScreen',
  component: AdminProductsScreen,
  argTypes: { products: choose(adminProductLists) },
  args: {
    products: fixture(adminProductLists, 'first page (10)'),
    pagination: productPages,
    isLoading: false,
    isFetching: false,
    errorText: null,
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
    pagination: { current_page: 1, total_pages: 1, has_pre: false, has_next: false },
    total: 3,
    filter: { q: '蛋', category: adminProducts[0].category, status: 'enabled' },
    onFilterChange: fn(),
    categories: [...new Set(adminProducts.map((product) => product.category))],
    selection: {
      selected: new Set(adminProducts.slice(0, 2).map((product) => product.id)),
      onToggle: fn(),
      onToggleAll: fn(),
      onDeleteSelected: fn(),
    },
  },
}

export const FilteredNarrow: Story = {
  args: { ...FilteredAndSelected.args, layout: 'cards' },
  globals: { viewport: { value: 'mobile1' } },
}
