import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { MessageDialog } from '@/components/dialogs/MessageDialog'
import { radio } from '../fixtureSets'

const meta = {
  title: 'Components/Feedback/MessageDialog',
  component: MessageDialog,
  argTypes: { tone: radio('error', 'warning', 'success', 'confirm') },
  args: {
    open: true,
    tone: 'error',
    title: '加入購物車失敗',
    text: '請再試一次',
    confirmText: '確定',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MessageDialog>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorMessage: Story = {}

export const Warning: Story = {
  args: { tone: 'warning', title: '請先登入', text: '登入會員後才能使用購物車、收藏商品與結帳喔！' },
}

export const Success: Story = {
  args: { tone: 'success', title: '訂單建立成功', text: undefined },
}

export const ConfirmDestructive: Story = {
  args: {
    tone: 'confirm',
    title: '確定要刪除全部品項嗎？',
    text: undefined,
    confirmText: '刪除',
    cancelText: '取消',
    destructive: true,
  },
}

export const ServerMessages: Story = {
  args: { title: '新增產品失敗', text: 'title 屬性不得為空、price 型別錯誤' },
}
