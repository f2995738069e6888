import type { Meta, StoryObj } from '@storybook/react-vite'
import { ResetPasswordSuccessScreen } from '@/features/account/components/ResetPasswordSuccessScreen'

const meta = {
  title: 'Account/ResetPasswordSuccessScreen',
  component: ResetPasswordSuccessScreen,
  args: { email: 'demo@breakfast.test', showDevHint: false },
  parameters: { route: { path: '/reset-password-success' } },
} satisfies Meta<typeof ResetPasswordSuccessScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutAddress: Story = { name: 'Opened directly (no address)', args: { email: null } }

export const MockModeHint: Story = { args: { showDevHint: true } }

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
