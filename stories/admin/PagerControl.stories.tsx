import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PagerControl } from '@/components/navigation/PagerControl'

/** The shared pager (lives with the admin stories, its first user). */
const meta = {
  title: 'Components/PagerControl',
  component: PagerControl,
  args: {
    pagination: { current_page: 1, total_pages: 3, has_pre: false, has_next: true },
    onPageChange: fn(),
    disabled: false,
  },
} satisfies Meta<typeof PagerControl>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}

export const MiddlePage: Story = {
  args: { pagination: { current_page: 2, total_pages: 3, has_pre: true, has_next: true } },
}

export const LastPage: Story = {
  args: { pagination: { current_page: 3, total_pages: 3, has_pre: true, has_next: false } },
}

export const SinglePage: Story = {
  args: { pagination: { current_page: 1, total_pages: 1, has_pre: false, has_next: false } },
}

export const ManyPages: Story = {
  args: { pagination: { current_page: 7, total_pages: 15, has_pre: true, has_next: true } },
}

export const Loading: Story = { args: { disabled: true } }

export const Narrow: Story = {
  args: { pagination: { current_page: 7, total_pages: 15, has_pre: true, has_next: true } },
  globals: { viewport: { value: 'mobile1' } },
}
