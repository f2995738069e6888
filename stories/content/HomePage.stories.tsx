import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { HomePage } from '@/features/content/pages/HomePage'

/** Home against the fake backend: the recommended row is the seed's first four products. */
const meta = {
  title: 'Content/HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

export const FromTheFake: Story = {}

export const EmptyShop: Story = {
  parameters: { mockScenario: 'empty-shop' },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/products/all', () => delay('infinite'))] } },
}
