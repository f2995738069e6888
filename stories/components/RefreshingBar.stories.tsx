import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RefreshingBar } from '@/components/feedback/RefreshingBar'
import { sharedMessages } from '@/lib/messages'
import { products } from '../catalog/fixtures'

const meta = {
  title: 'Components/Feedback/RefreshingBar',
  component: RefreshingBar,
  args: { active: true },
  // Above a list that stays on screen while it is read again, as on the product list.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
        <ul style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
          {products.slice(0, 4).map((product) => (
            <li key={product.id}>{product.title}</li>
          ))}
        </ul>
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RefreshingBar>

export default meta
type Story = StoryObj<typeof meta>

/** The list is being read again: a thin bar, the list's text untouched (no dimming). */
export const Refreshing: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: sharedMessages.loading }),
    ).toBeVisible()
  },
}

/** Idle: its 4 px slot stays, so the list does not move when the bar comes and goes. */
export const Idle: Story = { args: { active: false } }
