import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CouponFormDialog } from '@/features/admin/coupons/components/CouponFormDialog'
import { adminCoupons, STORY_TODAY } from './adminFixtures'
import { choose, couponLists } from '../fixtureSets'

const meta = {
  title: 'Back office/CouponFormDialog',
  component: CouponFormDialog,
  argTypes: {
    coupon: choose({
      '(new coupon)': null,
      ...Object.fromEntries(couponLists['seed coupons'].map((c) => [c.title, c])),
    }),
  },
  args: {
    open: true,
    coupon: null,
    today: STORY_TODAY,
    isSaving: false,
    onCancel: fn(),
    onSubmit: fn(),
    fullScreen: false,
  },
} satisfies Meta<typeof CouponFormDialog>

export default meta
type Story = StoryObj<typeof meta>

/** 新增優惠券: the due date defaults to today. */
export const Create: Story = {}

export const Edit: Story = { args: { coupon: adminCoupons[0] } }

export const Saving: Story = { args: { coupon: adminCoupons[0], isSaving: true } }

export const PercentOutOfRange: Story = {
  args: { coupon: { ...adminCoupons[1], percent: 120 } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '編輯優惠券' })
    await userEvent.click(within(dialog).getByRole('button', { name: '確認' }))
    await expect(await within(dialog).findByText('請輸入 1 到 100 之間的數字')).toBeInTheDocument()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Narrow: Story = {
  args: { fullScreen: true },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = { args: { coupon: adminCoupons[2] }, globals: { viewport: { value: 'desktop' } } }
