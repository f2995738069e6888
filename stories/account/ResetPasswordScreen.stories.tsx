import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ResetPasswordScreen } from '@/features/account/components/ResetPasswordScreen'
import { authNotices, choose, fixture } from '../fixtureSets'

/** What the form starts with. */
const startValues = {
  empty: {},
  'demo e-mail': { email: 'demo@breakfast.test' },
  'malformed e-mail': { email: 'demo@' },
}

const meta = {
  title: 'Account/ResetPasswordScreen',
  component: ResetPasswordScreen,
  argTypes: { notice: choose(authNotices), initialValues: choose(startValues) },
  args: {
    onSubmit: fn(),
    isSending: false,
    notice: fixture(authNotices, 'none'),
    initialValues: fixture(startValues, 'empty'),
  },
  parameters: { route: { path: '/reset-password' } },
} satisfies Meta<typeof ResetPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const ValidationError: Story = {
  args: { initialValues: { email: 'demo@' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '寄送重設密碼信' }))
    await expect(await canvas.findByText('信箱格式不正確！')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Sending: Story = { args: { initialValues: { email: 'demo@breakfast.test' }, isSending: true } }

export const Failed: Story = {
  name: 'Error: sending failed',
  args: {
    initialValues: { email: 'demo@breakfast.test' },
    notice: {
      title: '寄送失敗，請稍候再試!',
      detail: '網路連線異常，請確認連線後再試。（錯誤代碼：auth/network-request-failed）',
    },
  },
}

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
