import type { Meta, StoryObj } from '@storybook/react-vite'
import { HomeScreen } from '@/features/content/components/HomeScreen'
import { choose, fixture, productLists } from '../fixtureSets'

const meta = {
  title: 'Storefront/Home/HomeScreen',
  component: HomeScreen,
  argTypes: { products: choose(productLists) },
  args: { products: fixture(productLists, '20 seed products'), isLoading: false, isError: false },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = {
  args: { products: undefined, isLoading: true },
}

export const Empty: Story = {
  args: { products: [] },
}

export const Error: Story = {
  args: { products: undefined, isError: true },
}

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
}
