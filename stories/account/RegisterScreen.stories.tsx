import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RegisterScreen } from '@/features/account/components/RegisterScreen'
import { authNotices, choose, fixture } from '../fixtureSets'

const filled = { email: 'mei@example.com', nickname: '小美', password: 'secret1', confirmPassword: 'secret1' }

/** What the form starts with. */
const startValues = {
  empty: {},
  filled,
  'taken e-mail': { ...filled, email: 'demo@breakfast.test' },
  'weak password': { ...filled, password: '12345', confirmPassword: '12345' },
}

const meta = {
  title: 'Account/RegisterScreen',
  component: RegisterScreen,
  argTypes: { notice: choose(authNotices), initialValues: choose(startValues) },
  args: {
    onSubmit: fn(),
    isSubmitting: false,
    notice: fixture(authNotices, 'none'),
    initialValues: fixture(startValues, 'empty'),
  },
  parameters: { route: { path: '/register' } },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = { args: { initialValues: filled } }

/** 註冊 with nothing typed: every field says it is required, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '註冊' }))
    await expect(await canvas.findAllByText('此欄位必填！')).toHaveLength(4)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const BadNicknameAndMismatch: Story = {
  args: {
    initialValues: { ...filled, nickname: '小 美!', confirmPassword: 'secret2' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '註冊' }))
    await expect(await canvas.findByText('密碼不一致，請重新設定')).toBeVisible()
    await expect(canvas.getByText(/^暱稱限 1–20 個字/)).toBeVisible()
  },
}

export const Submitting: Story = { args: { initialValues: filled, isSubmitting: true } }

export const EmailTaken: Story = {
  name: 'Error: e-mail already registered',
  args: { initialValues: { ...filled, email: 'demo@breakfast.test' }, notice: { title: '帳號已存在！' } },
}

export const WeakPassword: Story = {
  name: 'Error: weak password',
  args: {
    initialValues: { ...filled, password: '12345', confirmPassword: '12345' },
    notice: { title: '密碼強度不足！請設定至少 6 位數！' },
  },
}

/** A phone after 註冊 with nothing typed: every field's message fits the narrow card. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '註冊' }))
    await expect(await canvas.findAllByText('此欄位必填！')).toHaveLength(4)
  },
}

export const Wide: Story = { args: { initialValues: filled }, globals: { viewport: { value: 'desktop' } } }
