import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { page } from '../storyPlay'
import { GoogleAccountChooser } from '@/features/account/components/GoogleAccountChooser'
import { choose, fixture } from '../fixtureSets'

const accounts = [
  { sub: 'google-demo-xiaomei', email: 'xiaomei.lin@example.com', name: '林小美' },
  { sub: 'google-demo-dawei', email: 'dawei.chen@example.com', name: '陳大為' },
]

/** The fake's Google accounts: two, none yet (loading), or none at all. */
const accountLists = { 'two accounts': accounts, 'loading (null)': null, none: [] }

/** Mock mode only: the stand-in for Google's account picker. */
const meta = {
  title: 'Account/GoogleAccountChooser',
  component: GoogleAccountChooser,
  argTypes: { accounts: choose(accountLists) },
  args: {
    open: true,
    accounts: fixture(accountLists, 'two accounts'),
    isSigningIn: false,
    onChoose: fn(),
    onUseAnother: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof GoogleAccountChooser>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = { args: { accounts: fixture(accountLists, 'loading (null)') } }

export const Empty: Story = { name: 'No Google accounts yet', args: { accounts: [] } }

export const SigningIn: Story = { args: { isSigningIn: true } }

/** 使用其他帳號: the form for a Google identity the developer types. */
export const UseAnotherAccount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: /使用其他帳號/ }))
    const dialog = await page(canvasElement).findByRole('dialog', { name: '使用其他 Google 帳號' })
    // The dialog is in the page at once but fades in: visible once the transition has begun.
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const Wide: Story = { globals: { viewport: { value: 'desktop' } } }
