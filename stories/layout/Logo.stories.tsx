import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Logo } from '@/components/layout/Logo'
import { range } from '../fixtureSets'

const meta = {
  title: 'Components/Shell/Logo',
  component: Logo,
  argTypes: { height: range(24, 96) },
  args: { height: 40 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

/** The navbar's logo (40 px high), a link home named 早餐店 首頁. */
export const InTheNavbar: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '早餐店 首頁' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

/** The back office's sidebar (32 px). */
export const InTheAdminSidebar: Story = { args: { height: 32 } }

/** The footer (36 px), on the footer's dark brown. */
export const InTheFooter: Story = {
  args: { height: 36 },
  render: (args) => (
    <div style={{ background: 'var(--shop-footer-background)', padding: 24, display: 'inline-block' }}>
      <Logo {...args} />
    </div>
  ),
}

/** The admin's sign-in card (44 px). */
export const OnTheAdminSignIn: Story = { args: { height: 44 } }
