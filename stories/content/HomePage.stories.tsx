import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { useState } from 'react'
import { useDispatch } from 'react-redux'
import { expect, within } from 'storybook/test'
import type { ApiDispatch } from '@/api/apiReady'
import { HomePage } from '@/features/content/pages/HomePage'
import { readHomeProducts } from '@/features/content/reads'
import { page } from '../storyPlay'

/** The page as its route renders it (src/app/routes/home.tsx): the products read through the store. */
function HomePageRoute() {
  const dispatch = useDispatch<ApiDispatch>()
  const [products] = useState(() => readHomeProducts(dispatch, async () => null))
  return <HomePage products={products} />
}

/** Home against the fake backend: the recommended row is the seed's first four products. */
const meta = {
  title: 'Storefront/Home/HomePage',
  component: HomePageRoute,
} satisfies Meta<typeof HomePageRoute>

export default meta
type Story = StoryObj<typeof meta>

/** The recommended row (the sections under the hero are a lazy chunk: wait for it). */
const recommended = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('region', { name: '推薦商品' })

export const FromTheFake: Story = {
  play: async ({ canvasElement }) => {
    const cards = await within(await recommended(canvasElement)).findAllByRole('article')
    await expect(cards).toHaveLength(4)
    await expect(within(cards[0]).getByRole('heading', { name: '起司蛋餅' })).toBeVisible()
  },
}

export const EmptyShop: Story = {
  parameters: { mockScenario: 'empty-shop' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(await recommended(canvasElement)).findByText('推薦商品準備中，先到全部商品逛逛吧！'),
    ).toBeVisible()
  },
}

/** The products never arrive: the recommended row keeps its placeholders, no message, no cards. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/products/all', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const section = await recommended(canvasElement)
    await expect(within(section).queryByRole('article')).toBeNull()
    await expect(within(section).queryByRole('status')).toBeNull()
  },
}
