import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PagerControl, type PagerInfo } from '@/components/navigation/PagerControl'
import { choose, fixture, pagers } from '../fixtureSets'

/** The pager's own sets: the shared ones and a long list. */
const pages: Record<string, PagerInfo> = {
  ...Object.fromEntries(Object.entries(pagers).filter((entry): entry is [string, PagerInfo] => !!entry[1])),
  'page 7 of 15': { current_page: 7, total_pages: 15, has_pre: true, has_next: true },
}

/** The shared pager (lives with the admin stories, its first user). */
const meta = {
  title: 'Components/Navigation/PagerControl',
  component: PagerControl,
  argTypes: { pagination: choose(pages) },
  args: {
    pagination: fixture(pages, 'page 1 of 3'),
    onPageChange: fn(),
    disabled: false,
  },
  // A strip of the page, not a window: its Docs page lists the states one under the other.
  parameters: { gallery: { kind: 'component' } },
} satisfies Meta<typeof PagerControl>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}

export const MiddlePage: Story = {
  args: { pagination: fixture(pages, 'page 2 of 3') },
}

export const LastPage: Story = {
  args: { pagination: fixture(pages, 'page 3 of 3') },
}

export const SinglePage: Story = {
  args: { pagination: fixture(pages, 'one page') },
}

export const ManyPages: Story = {
  args: { pagination: fixture(pages, 'page 7 of 15') },
}

export const Loading: Story = { args: { disabled: true } }

export const Narrow: Story = {
  args: { pagination: fixture(pages, 'page 7 of 15') },
  globals: { viewport: { value: 'mobile1' } },
}
