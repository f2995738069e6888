import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { addDays } from '@/features/admin/dates'
import { DashboardScreen } from '@/features/admin/dashboard/components/DashboardScreen'
import {
  defaultRange,
  settledFigures,
  summariseSales,
  todayKey,
  type DayRange,
  type SalesSummary,
} from '@/features/admin/dashboard/salesSummary'
import { adminMessages } from '@/features/admin/messages'
import { allAdminOrders, STORY_TODAY } from './adminFixtures'
import { choose, fixture } from '../fixtureSets'

const today = todayKey(STORY_TODAY)

/** The ranges the Controls panel offers (the screen's own quick picks and a longer one). */
const ranges: Record<string, DayRange> = {
  'last 30 days': defaultRange(today),
  'last 7 days': { from: addDays(today, -6), to: today },
  today: { from: today, to: today },
  'last 90 days': { from: addDays(today, -89), to: today },
}

/** The figures the page computes: the seed's orders, a shop without orders, or none yet. */
const summaries: Record<string, SalesSummary | null> = {
  'seed orders, last 30 days': summariseSales(allAdminOrders, today, ranges['last 30 days']),
  'seed orders, last 7 days': summariseSales(allAdminOrders, today, ranges['last 7 days']),
  'no orders': summariseSales([], today, ranges['last 30 days']),
  'none (loading or failed)': null,
}

/** The page's failure message, or none. */
const errorTexts: Record<string, string | null> = {
  none: null,
  'orders could not be read': adminMessages.dashboard.loadFailed,
}

const meta = {
  title: 'Back office/DashboardScreen',
  component: DashboardScreen,
  argTypes: {
    summary: choose(summaries),
    errorText: choose(errorTexts),
    range: choose(ranges),
  },
  args: {
    summary: fixture(summaries, 'seed orders, last 30 days'),
    isLoading: false,
    errorText: fixture(errorTexts, 'none'),
    onRetry: fn(),
    range: fixture(ranges, 'last 30 days'),
    onRangeChange: fn(),
    unpaidHref: '/admin/orders?paid=unpaid',
  },
  // The screen has no margin of its own (the admin shell's main area gives it one): padded, as there.
  parameters: { layout: 'padded', gallery: { kind: 'screen' } },
} satisfies Meta<typeof DashboardScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The seed's orders: figures, chart, top products and the coupon used. */
export const Filled: Story = {}

/** Skeleton while every order page is read. */
export const Loading: Story = {
  args: { summary: fixture(summaries, 'none (loading or failed)'), isLoading: true },
}

/** The orders could not be read: the message and a reload button in place of the figures. */
export const Error: Story = {
  args: {
    summary: fixture(summaries, 'none (loading or failed)'),
    errorText: fixture(errorTexts, 'orders could not be read'),
  },
}

/** A shop with no orders yet. */
export const NoOrders: Story = { args: { summary: fixture(summaries, 'no orders') } }

/** A phone: the figure cards two abreast, the chart and tables below. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

/**
 * The orders still arriving, newest first (page 1 of 2 read): what the first page covers is
 * final, the rest is marked 計算中… and a bar shows how far the reading has got.
 */
export const Counting: Story = {
  args: {
    summary: summariseSales(allAdminOrders.slice(0, 10), today, ranges['last 30 days']),
    settled: settledFigures(allAdminOrders.slice(0, 10), false, today, ranges['last 30 days']),
    progress: { pagesRead: 1, totalPages: 2, failed: false },
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement)
    await expect(view.getByRole('progressbar', { name: '讀取訂單進度' })).toBeInTheDocument()
    await expect(view.getByRole('heading', { name: /^未付款訂單/ })).toHaveTextContent('計算中…')
  },
}

/** A page of orders could not be read: the figures it leaves out say so, with a reload. */
export const PartlyFailed: Story = {
  args: {
    ...Counting.args,
    progress: { pagesRead: 1, totalPages: 2, failed: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^只讀到第 1 \/ 2 頁訂單/)).toBeInTheDocument()
  },
}
