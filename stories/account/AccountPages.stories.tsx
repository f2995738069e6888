import type { Meta, StoryObj } from '@storybook/react-vite'
import { LoginPage } from '@/features/account/pages/LoginPage'
import { RegisterPage } from '@/features/account/pages/RegisterPage'
import { ResetPasswordPage } from '@/features/account/pages/ResetPasswordPage'

/**
 * The member pages wired to the real auth module, answered by the fake Identity Toolkit: sign in
 * with demo@breakfast.test / breakfast123, or Google through the mock chooser.
 */
const meta = {
  title: 'Account/Sign-in pages',
  component: LoginPage,
  parameters: { route: { path: '/login' } },
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

export const Login: Story = {}

export const LoginWhileSignedIn: Story = { parameters: { member: true } }

export const Register: Story = {
  render: () => <RegisterPage />,
  parameters: { route: { path: '/register' } },
}

export const ResetPassword: Story = {
  render: () => <ResetPasswordPage />,
  parameters: { route: { path: '/reset-password' } },
}
