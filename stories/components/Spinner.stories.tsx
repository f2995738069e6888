import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from '@/components/feedback/Spinner'
import { sharedMessages } from '@/lib/messages'
import { range } from '../fixtureSets'

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  argTypes: { size: range(12, 96) },
  args: { size: 40, label: sharedMessages.loading },
  // The spinner takes the colour of its text (currentColor): the shop's is primary.main.
  decorators: [
    (Story) => (
      <div style={{ color: 'var(--shop-primary)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** A page's or a section's data on its way (40 px, MUI's CircularProgress size). */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: sharedMessages.loading }),
    ).toBeVisible()
  },
}

/** In a button (16 px), where the button's icon was. */
export const InAButton: Story = { args: { size: 16 } }

/** Named by the text beside it (`labelledBy`), as a button's spinner is named by its label. */
export const NamedByItsLabel: Story = {
  args: { size: 24, label: undefined, labelledBy: 'spinner-story-label' },
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Spinner {...args} />
      <span id="spinner-story-label" style={{ color: 'var(--shop-text-primary)' }}>
        正在加入購物車
      </span>
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: '正在加入購物車' })).toBeVisible()
  },
}

/** On a dark surface it takes the surface's text colour. */
export const OnDark: Story = {
  render: (args) => (
    <div
      style={{ background: 'var(--shop-footer-background)', color: 'var(--shop-footer-text)', padding: 24 }}
    >
      <Spinner {...args} />
    </div>
  ),
}
