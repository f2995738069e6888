import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotFoundScreen } from '@/features/content/components/NotFoundScreen'
import { range } from '../fixtureSets'

const meta = {
  title: 'Storefront/NotFoundScreen',
  component: NotFoundScreen,
  argTypes: { secondsLeft: range(0, 4) },
  args: { secondsLeft: 4 },
} satisfies Meta<typeof NotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {}

export const AboutToRedirect: Story = { args: { secondsLeft: 1 } }

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}
