import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LoginScreen } from '@/features/account/components/LoginScreen'
import { authNotices, choose, fixture, noneOr } from '../fixtureSets'

/** What the form starts with. */
const startValues = {
  empty: {},
  'demo account': { email: 'demo@breakfast.test', password: 'breakfast123' },
  'malformed e-mail': { email: 'demo@breakfast', password: 'breakfast123' },
}
const signedInNames = noneOr({ 小美: '小美' })

const meta = {
  title: 'Account/LoginScreen',
  component: LoginScreen,
  argTypes: {
    notice: choose(authNotices),
    signedInName: choose(signedInNames),
    initialValues: choose(startValues),
  },
  args: {
    onSubmit: fn(),
    onGoogle: fn(),
    isSubmitting: false,
    isGoogleBusy: false,
    notice: fixture(authNotices, 'none'),
    signedInName: fixture(signedInNames, 'none'),
    initialValues: fixture(startValues, 'empty'),
  },
  parameters: { route: { path: '/login' } },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = {
  args: { initialValues: { email: 'demo@breakfast.test', password: 'breakfast123' } },
}

/** 登入 with nothing typed: each field says it is required, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '登入' }))
    await expect(await canvas.findAllByText('此欄位必填！')).toHaveLength(2)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  args: { initialValues: { email: 'demo@breakfast', password: 'breakfast123' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '登入' }))
    await expect(await canvas.findByText('信箱格式不正確！')).toBeVisible()
  },
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

/** A guest pressed 加入購物車: signing in (or registering) brings them back and adds it. */
export const ReturningToAddToCart: Story = {
  args: { returning: 'addToCart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('登入或註冊後，會帶您回到剛才的頁面，並把商品加入購物車。')).toBeVisible()
  },
}

/** A guest pressed a heart. */
export const ReturningToFavourite: Story = { args: { returning: 'favourite' } }

/** A guest opened the cart or checkout. */
export const ReturningToPage: Story = {
  args: { returning: 'page' },
  globals: { viewport: { value: 'mobile1' } },
}
