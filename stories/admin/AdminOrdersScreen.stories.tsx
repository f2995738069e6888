import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminOrdersScreen } from '@/features/admin/orders/components/AdminOrdersScreen'
import { adminOrders } from './adminFixtures'
import { adminOrderLists, choose, fixture, noneOr, pagers, noControl } from '../fixtureSets'

const errorTexts = noneOr({ 'list could not be read': '取得訂單失敗' })

const selection = (keys: string[]) => ({
  selected: new Set(keys),
  onToggle: fn(),
  onToggleAll: fn(),
  onDeleteSelected: fn(),
})

/** Bulk selection: none, or the first two orders ticked. */
const selections = {
  'none selected': selection([]),
  'two selected': selection(adminOrders.slice(0, 2).map((order) => order.id)),
}

/** The filter in the URL. */
const filters = {
  'no filter': { q: '', paid: '', from: '', to: '' },
  "unpaid, '09', 1–21 Nov": { q: '09', paid: 'unpaid', from: '2026-11-01', to: '2026-11-21' },
  'nothing matches': { q: '找不到', paid: '', from: '', to: '' },
}

const meta = {
  title: 'Back office/AdminOrdersScreen',
  component: AdminOrdersScreen,
  argTypes: {
    orders: choose(adminOrderLists),
    pagination: choose(pagers),
    errorText: choose(errorTexts),
    filter: choose(filters),
    selection: choose(selections),
    headerAction: noControl,
  },
  args: {
    orders: fixture(adminOrderLists, 'first page (10)'),
    pagination: fixture(pagers, 'page 1 of 2'),
    isLoading: false,
    isFetching: false,
    errorText: fixture(errorTexts, 'none'),
    onRetry: fn(),
    onPageChange: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminOrdersScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = { args: { orders: [], pagination: null, isLoading: true } }

export const Empty: Story = {
  args: { orders: [], pagination: { current_page: 1, total_pages: 1, has_pre: false, has_next: false } },
}

export const Error: Story = { args: { orders: [], pagination: null, errorText: '取得訂單失敗' } }

/** Phones: one card per record. */
export const Narrow: Story = { args: { layout: 'cards' }, globals: { viewport: { value: 'mobile1' } } }

export const NarrowError: Story = {
  args: { layout: 'cards', orders: [], pagination: null, errorText: '讀取失敗' },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = { args: { layout: 'table' }, globals: { viewport: { value: 'desktop' } } }

/** Find and filter: unpaid orders of one customer in a day range, one page (no pager). */
export const Filtered: Story = {
  args: {
    orders: adminOrders.filter((order) => !order.is_paid).slice(0, 3),
    pagination: fixture(pagers, 'one page'),
    total: 3,
    filter: fixture(filters, "unpaid, '09', 1–21 Nov"),
    onFilterChange: fn(),
    selection: fixture(selections, 'none selected'),
  },
}

/** Nothing matches the filter. */
export const FilteredEmpty: Story = {
  args: { ...Filtered.args, orders: [], total: 0, filter: fixture(filters, 'nothing matches') },
}

/** Two orders selected: 刪除所選. */
export const Selected: Story = {
  args: {
    total: 14,
    filter: fixture(filters, 'no filter'),
    onFilterChange: fn(),
    selection: fixture(selections, 'two selected'),
  },
}

export const SelectedNarrow: Story = {
  args: { ...Selected.args, layout: 'cards' },
  globals: { viewport: { value: 'mobile1' } },
}
