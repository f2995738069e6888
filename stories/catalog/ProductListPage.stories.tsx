import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { ProductListPage } from '@/features/catalog/pages/ProductListPage'

/** The product list against the fake backend (the seed catalogue). */
const meta = {
  title: 'Catalog/ProductListPage',
  component: ProductListPage,
  parameters: { route: { path: '/products' } },
} satisfies Meta<typeof ProductListPage>

export default meta
type Story = StoryObj<typeof meta>

export const VisitorFromTheFake: Story = {}

export const MemberAddsToCart: Story = {
  parameters: { member: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: '加入購物車：起司蛋餅' }, { timeout: 5000 }),
    )
    await expect(
      await within(document.body).findByText('商品已加入購物車!', {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const CategoryFromTheUrl: Story = {
  parameters: {
    route: { path: '/products', initialEntry: `/products?category=${encodeURIComponent('飲品')}` },
  },
}

export const EmptyShop: Story = {
  parameters: { mockScenario: 'empty-shop' },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/products/all', () => delay('infinite'))] } },
}
