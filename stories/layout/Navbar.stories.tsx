import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Navbar } from '@/components/layout/Navbar'
import { choose, fixture, range, radio } from '../fixtureSets'

/** Who is signed in: nobody, the demo member, or a member without a display name. */
const members = {
  'signed out': null,
  'demo member': { displayName: '早餐愛好者', email: 'demo@breakfast.test' },
  'no display name': { displayName: null, email: 'mei@example.com' },
}

const meta = {
  title: 'Components/Shell/Navbar',
  component: Navbar,
  argTypes: { member: choose(members), cartCount: range(0, 99), layout: radio('narrow', 'wide') },
  args: {
    member: fixture(members, 'signed out'),
    cartCount: 0,
    onCartClick: fn(),
    onLogout: fn(),
    layout: 'wide',
  },
  // A strip of the page, not a window: its Docs page lists the states one under the other.
  parameters: { gallery: { kind: 'component' } },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOutWide: Story = {}

export const SignedInWide: Story = {
  args: { member: fixture(members, 'demo member'), cartCount: 2 },
}

export const SignedInWithBadge: Story = {
  args: { member: fixture(members, 'demo member'), cartCount: 12 },
}

export const SignedOutNarrow: Story = {
  args: { layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}

export const SignedInNarrowMenuOpen: Story = {
  args: {
    layout: 'narrow',
    member: fixture(members, 'demo member'),
    cartCount: 3,
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '開啟選單' }))
    await expect(await canvas.findByText('嗨，早餐愛好者')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '登出' })).toBeInTheDocument()
  },
}
