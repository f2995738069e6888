import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
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
  'no filter': { q: '', paid: '', status: '', from: '', to: '' },
  "unpaid, '09', 1–21 Nov": { q: '09', paid: 'unpaid', status: '', from: '2026-11-01', to: '2026-11-21' },
  'nothing matches': { q: '找不到', paid: '', status: '', from: '', to: '' },
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
    onAdvance: fn(),
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

/** Orders ticked: 變更狀態 moves them all (those that cannot move there stay); 刪除所選 is quieter. */
export const BulkStatusChange: Story = {
  args: { selection: fixture(selections, 'two selected'), onBulkStatus: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: '變更狀態' }))
    await userEvent.click(await body.findByRole('menuitem', { name: '改為「已確認」' }))
    await expect(args.onBulkStatus).toHaveBeenCalledWith('confirmed')
  },
}

/** A row's 更多: the order's next step first, then its page, then 刪除 (no longer beside 編輯). */
export const RowMenu: Story = {
  args: { layout: 'table' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getAllByRole('button', { name: /的更多操作$/ })[0])
    const items = await body.findAllByRole('menuitem')
    await expect(items.at(-1)).toHaveAccessibleName(/^刪除訂單/)
    await userEvent.click(items[0])
    await expect(args.onAdvance).toHaveBeenCalledTimes(1)
  },
}

/** A filter over a shop too big to read at once: how far the search has looked, and 搜尋更早的. */
export const SearchingTheNewest: Story = {
  args: {
    filter: { q: '陳', paid: '', status: '', from: '', to: '' },
    orders: adminOrders.slice(0, 1),
    pagination: fixture(pagers, 'one page'),
    onFilterChange: fn(),
    searchScope: { searched: 100, complete: false, onLoadMore: fn() },
  },
}

/** Orders that came in while the list was open. */
export const NewOrdersArrived: Story = {
  args: { newOrders: { count: 2, onAcknowledge: fn(), onShowNewest: fn() } },
}
