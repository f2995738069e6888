import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, within } from 'storybook/test'
import { HomePage } from '@/features/content/pages/HomePage'
import { choose, productLists } from '../fixtureSets'
import { page } from '../storyPlay'

/** Home against the fake backend: the recommended row is the seed's first four products. */
const meta = {
  title: 'Storefront/Home/HomePage',
  component: HomePage,
  // The prerendered list the page starts with (none here: the fake's answer fills the page).
  argTypes: { initialProducts: choose(productLists) },
} satisfies Meta<typeof HomePage>

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
