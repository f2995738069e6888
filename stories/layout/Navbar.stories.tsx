import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Navbar } from '@/components/layout/Navbar'
import { range, radio } from '../fixtureSets'

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  argTypes: { cartCount: range(0, 99), layout: radio('narrow', 'wide') },
  args: {
    member: null,
    cartCount: 0,
    onCartClick: fn(),
    onLogout: fn(),
    layout: 'wide',
  },
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

export const SignedOutWide: Story = {}

export const SignedInWide: Story = {
  args: { member: { displayName: '早餐愛好者', email: 'demo@breakfast.test' }, cartCount: 2 },
}

export const SignedInWithBadge: Story = {
  args: { member: { displayName: '早餐愛好者', email: 'demo@breakfast.test' }, cartCount: 12 },
}

export const SignedOutNarrow: Story = {
  args: { layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}

export const SignedInNarrowMenuOpen: Story = {
  args: {
    layout: 'narrow',
    member: { displayName: '早餐愛好者', email: 'demo@breakfast.test' },
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
