import type { Meta, StoryObj } from '@storybook/react-vite'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'

const meta = {
  title: 'Components/Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
  args: { open: true },
} satisfies Meta<typeof FullScreenSpinner>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}
