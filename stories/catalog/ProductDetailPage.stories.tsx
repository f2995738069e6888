import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect } from 'storybook/test'
import { ProductDetailPage } from '@/features/catalog/pages/ProductDetailPage'
import { page, spinnerGone } from '../storyPlay'

/** The product detail against the fake backend. */
const meta = {
  title: 'Catalog/ProductDetailPage',
  component: ProductDetailPage,
  parameters: { route: { path: '/products/:id', initialEntry: '/products/-OBfast0000000000001' } },
} satisfies Meta<typeof ProductDetailPage>

export default meta
type Story = StoryObj<typeof meta>

const showsProduct = (title: string): Story['play'] =>
  async function ({ canvasElement }) {
    await expect(await page(canvasElement).findByRole('heading', { level: 1, name: title })).toBeVisible()
    await spinnerGone(canvasElement)
  }

export const CheeseEggCrepeFromTheFake: Story = { play: showsProduct('起司蛋餅') }

export const Drink: Story = {
  parameters: { route: { path: '/products/:id', initialEntry: '/products/-OBfast0000000000017' } },
  play: showsProduct('古早味紅茶'),
}

export const SignedIn: Story = {
  parameters: { member: true },
  play: showsProduct('起司蛋餅'),
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/product/:id', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('progressbar', { name: '載入中' })).toBeVisible()
  },
}
