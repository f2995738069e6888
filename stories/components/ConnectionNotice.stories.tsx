import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConnectionBanner } from '@/components/feedback/OfflineNotice'
import { sharedMessages } from '@/lib/messages'
import { page, shows } from '../storyPlay'

/**
 * The shell's one notice for the network (components/feedback/OfflineNotice, in AppProviders):
 * while the browser is offline, which actions must wait; for a moment when it is back. Each failed
 * call still says what became of it in its own dialog.
 */
const meta = {
  title: 'Components/Feedback/ConnectionNotice',
  component: ConnectionBanner,
  args: { state: 'offline' },
} satisfies Meta<typeof ConnectionBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('status'))
    await expect(page(canvasElement).getByText(sharedMessages.connection.offlineTitle)).toBeVisible()
  },
}

export const OfflineOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
}

export const BackOnline: Story = {
  args: { state: 'back' },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText(sharedMessages.connection.backOnline))
  },
}
