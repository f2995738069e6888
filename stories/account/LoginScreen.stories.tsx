import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LoginScreen } from '@/features/account/components/LoginScreen'

const meta = {
  title: 'Account/LoginScreen',
  component: LoginScreen,
  args: {
    onSubmit: fn(),
    onGoogle: fn(),
    isSubmitting: false,
    isGoogleBusy: false,
    notice: null,
    signedInName: null,
  },
  parameters: { route: { path: '/login' } },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = {
  args: { initialValues: { email: 'demo@breakfast.test', password: 'breakfast123' } },
}

export const ValidationErrors: Story = { args: { showErrors: true } }

export const InvalidEmail: Story = {
  args: { initialValues: { email: 'demo@breakfast', password: 'breakfast123' }, showErrors: true },
}

export const Submitting: Story = {
  args: { initialValues: { email: 'demo@breakfast.test', password: 'breakfast123' }, isSubmitting: true },
}

export const GoogleSigningIn: Story = { args: { isGoogleBusy: true } }

export const WrongPassword: Story = {
  name: 'Error: wrong e-mail or password',
  args: {
    initialValues: { email: 'demo@breakfast.test', password: 'wrong-password' },
    notice: { title: '帳號或密碼錯誤，請再試一次！' },
  },
}

export const GoogleFailed: Story = {
  name: 'Error: Google sign-in failed',
  args: { notice: { title: '登入失敗，請重新嘗試!', detail: '錯誤代碼：auth/internal-error' } },
}

export const AlreadySignedIn: Story = { args: { signedInName: '早餐愛好者' } }

export const Narrow: Story = {
  args: { notice: { title: '帳號或密碼錯誤，請再試一次！' } },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
