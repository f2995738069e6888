import type { Meta, StoryObj } from '@storybook/react-vite'
import { AboutScreen } from '@/features/content/components/AboutScreen'

/** A static page: no loading, empty or error states to show. */
const meta = {
  title: 'Storefront/AboutScreen',
  component: AboutScreen,
} satisfies Meta<typeof AboutScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
}
