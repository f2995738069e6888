import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminOrdersScreen } from '@/features/admin/orders/components/AdminOrdersScreen'
import { adminOrders, orderPages } from './adminFixtures'

const meta = {
  title: 'Admin/AdminOrdersScreen',
  component: AdminOrdersScreen,
  args: {
    orders: adminOrders,
    pagination: orderPages,
    isLoading: false,
    isFetching: false,
    errorText: null,
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
