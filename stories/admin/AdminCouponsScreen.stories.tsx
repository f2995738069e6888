import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AdminCouponsScreen } from '@/features/admin/coupons/components/AdminCouponsScreen'
import { couponStatus } from '@/features/admin/coupons/couponForm'
import { adminCoupons, couponPages, STORY_NOW_SECONDS } from './adminFixtures'
import { choose, couponLists, fixture } from '../fixtureSets'

const meta = {
  title: 'Admin/AdminCouponsScreen',
  component: AdminCouponsScreen,
  argTypes: { coupons: choose(couponLists) },
  args: {
    coupons: fixture(couponLists, 'seed coupons'),
    pagination: couponPages,
    isLoading: false,
    isFetching: false,
    errorText: null,
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

export const Empty: Story = { args: { coupons: [], pagination: couponPages } }

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
    filter: { q: '', status: 'expired' },
    onFilterChange: fn(),
  },
}
