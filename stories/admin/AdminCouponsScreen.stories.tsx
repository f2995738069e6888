import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminCouponsScreen } from '@/features/admin/coupons/components/AdminCouponsScreen'
import { couponStatus } from '@/features/admin/coupons/couponForm'
import { adminCoupons, STORY_NOW_SECONDS } from './adminFixtures'
import { choose, couponLists, fixture, noneOr, pagers } from '../fixtureSets'

const errorTexts = noneOr({ 'list could not be read': '取得優惠券失敗' })

/** The filter in the URL. */
const filters = {
  'no filter': { q: '', status: '' },
  expired: { q: '', status: 'expired' },
}

/** Bulk selection: none, or the first two coupons ticked. */
const selections = {
  'none selected': { selected: new Set<string>(), onToggle: fn(), onToggleAll: fn(), onDeleteSelected: fn() },
  'two selected': {
    selected: new Set(adminCoupons.slice(0, 2).map((coupon) => coupon.id)),
    onToggle: fn(),
    onToggleAll: fn(),
    onDeleteSelected: fn(),
  },
}

const meta = {
  title: 'Back office/AdminCouponsScreen',
  component: AdminCouponsScreen,
  argTypes: {
    coupons: choose(couponLists),
    pagination: choose(pagers),
    errorText: choose(errorTexts),
    filter: choose(filters),
    selection: choose(selections),
  },
  args: {
    coupons: fixture(couponLists, 'seed coupons'),
    pagination: fixture(pagers, 'one page'),
    isLoading: false,
    isFetching: false,
    errorText: fixture(errorTexts, 'none'),
    nowSeconds: STORY_NOW_SECONDS,
    onRetry: fn(),
    onPageChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AdminCouponsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Usable, expired (已過期) and switched-off (未啟用) coupons. */
export const Filled: Story = {}

export const Loading: Story = { args: { coupons: [], pagination: null, isLoading: true } }

export const Empty: Story = { args: { coupons: [], pagination: fixture(pagers, 'one page') } }

export const Error: Story = { args: { coupons: [], pagination: null, errorText: '取得優惠券失敗' } }

/** Phones: one card per record. */
export const Narrow: Story = { args: { layout: 'cards' }, globals: { viewport: { value: 'mobile1' } } }

export const NarrowError: Story = {
  args: { layout: 'cards', coupons: [], pagination: null, errorText: '讀取失敗' },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = { args: { layout: 'table' }, globals: { viewport: { value: 'desktop' } } }

/** The 已過期 filter: expired coupons show 已過期 as their status, never a green 啟用. */
export const FilteredExpired: Story = {
  args: {
    coupons: adminCoupons.filter((coupon) => couponStatus(coupon, STORY_NOW_SECONDS) === 'expired'),
    filter: fixture(filters, 'expired'),
    onFilterChange: fn(),
  },
}
