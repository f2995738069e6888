import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from '@/components/layout/Footer'

const meta = {
  title: 'Components/Shell/Footer',
  component: Footer,
  // A strip of the page, not a window: its Docs page lists the states one under the other.
  parameters: { gallery: { kind: 'component' } },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {}

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}
