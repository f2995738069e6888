import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DashboardScreen } from '@/features/admin/dashboard/components/DashboardScreen'
import { defaultRange, summariseSales, todayKey } from '@/features/admin/dashboard/salesSummary'
import { allAdminOrders, STORY_TODAY } from './adminFixtures'

const today = todayKey(STORY_TODAY)
const range = defaultRange(today)

const meta = {
  title: 'Admin/DashboardScreen',
  component: DashboardScreen,
  args: {
    summary: summariseSales(allAdminOrders, today, range),
    isLoading: false,
    errorText: null,
    onRetry: fn(),
    range,
    onRangeChange: fn(),
    unpaidHref: '/admin/orders?paid=unpaid',
  },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The seed's orders: figures, chart, top products and the coupon used. */
export const Filled: Story = {}

/** Skeleton while every order page is read. */
export const Loading: Story = { args: { summary: null, isLoading: true } }

export const Error: Story = { args: { summary: null, errorText: '取得訂單失敗，營運數據無法計算' } }

/** A shop with no orders yet. */
export const NoOrders: Story = { args: { summary: summariseSales([], today, range) } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
