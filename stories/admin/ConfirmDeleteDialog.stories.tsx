import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ConfirmDeleteDialog } from '@/features/admin/components/ConfirmDeleteDialog'

const meta = {
  title: 'Back office/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  args: {
    open: true,
    title: '刪除產品',
    question: '確定要刪除「起司蛋餅」嗎？刪除後無法復原。',
    isDeleting: false,
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDeleteDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Product: Story = {}

export const Order: Story = {
  args: { title: '刪除訂單', question: '確定要刪除訂單「-OBordr0000000000002」嗎？刪除後無法復原。' },
}

export const Coupon: Story = {
  args: { title: '刪除優惠券', question: '確定要刪除優惠券「早安八折券」嗎？刪除後無法復原。' },
}

export const Deleting: Story = { args: { isDeleting: true } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }
