import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from '@/components/layout/Footer'

const meta = {
  title: 'Components/Shell/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {}

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}
