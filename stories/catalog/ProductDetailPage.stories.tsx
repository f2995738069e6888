import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { ProductDetailPage } from '@/features/catalog/pages/ProductDetailPage'

/** The product detail against the fake backend. */
const meta = {
  title: 'Catalog/ProductDetailPage',
  component: ProductDetailPage,
  parameters: { route: { path: '/products/:id', initialEntry: '/products/-OBfast0000000000001' } },
} satisfies Meta<typeof ProductDetailPage>

export default meta
type Story = StoryObj<typeof meta>

export const CheeseEggCrepeFromTheFake: Story = {}

export const Drink: Story = {
  parameters: { route: { path: '/products/:id', initialEntry: '/products/-OBfast0000000000017' } },
}

export const SignedIn: Story = {
  parameters: { member: true },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/product/:id', () => delay('infinite'))] } },
}
