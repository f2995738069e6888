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

const couponDialog = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name })

/** What a percent means, as it is typed (the spec's hint stays above it). */
export const PercentMeaning: Story = {
  play: async ({ canvasElement }) => {
    const dialog = couponDialog(canvasElement, '新增優惠券')
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /折扣百分比/ }), '80')
    await expect(within(dialog).getByText('80 → 打 8 折，顧客付 80%')).toBeInTheDocument()
    await expect(within(dialog).getByText('顧客實付的百分比：90 代表打九折（折 10%）')).toBeInTheDocument()
  },
}

/** The spec's default due date, today: the coupon works until today ends, which the form says. */
export const DueDateToday: Story = {
  play: async ({ canvasElement }) => {
    const dialog = couponDialog(canvasElement, '新增優惠券')
    await expect(within(dialog).getByText(/^到期日是今天：這張優惠券只能用到今天 23:59/)).toBeInTheDocument()
  },
}

/** A coupon whose due date has gone by: saving it as it is leaves it unusable. */
export const DueDatePassed: Story = {
  args: { coupon: adminCoupons.find((coupon) => coupon.code === 'EXPIRED2024') ?? adminCoupons[0] },
  play: async ({ canvasElement }) => {
    const dialog = couponDialog(canvasElement, '編輯優惠券')
    await expect(
      within(dialog).getByText('到期日已經過了：儲存後顧客無法使用這張優惠券。'),
    ).toBeInTheDocument()
  },
}
