import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AdminLoginScreen } from '@/features/admin/auth/components/AdminLoginScreen'
import { choose, fixture } from '../fixtureSets'

/** What the form starts with: the fake's demo account (mock builds), nothing, or a bad e-mail. */
const startValues = {
  'demo admin': { username: 'admin@breakfast.test', password: 'breakfast123' },
  empty: { username: '', password: '' },
  'malformed e-mail': { username: 'not-an-email', password: '' },
}

const meta = {
  title: 'Back office/AdminLoginScreen',
  component: AdminLoginScreen,
  argTypes: { initialValues: choose(startValues) },
  args: {
    initialValues: fixture(startValues, 'demo admin'),
    prefilled: true,
    isCheckingSession: false,
    isSubmitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AdminLoginScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Mock builds prefill the fake's demo account. */
export const PrefilledDemo: Story = {}

/** A production build: nothing prefilled, no admin secret in the bundle. */
export const Production: Story = {
  args: { initialValues: fixture(startValues, 'empty'), prefilled: false },
}

/** A saved myToken cookie is being checked. */
export const CheckingSavedToken: Story = { args: { isCheckingSession: true } }

export const Submitting: Story = { args: { isSubmitting: true } }

export const ValidationErrors: Story = {
  args: { initialValues: fixture(startValues, 'malformed e-mail'), prefilled: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '登入' }))
    await expect(await canvas.findByText('電子郵件格式不正確')).toBeInTheDocument()
    await expect(canvas.getByText('此欄位必填')).toBeInTheDocument()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
