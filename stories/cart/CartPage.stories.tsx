import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { CartPage } from '@/features/cart/pages/CartPage'
import { seedCartLine } from '@mocks/db'
import { page, spinnerGone, shows } from '../storyPlay'

/** The cart page against the fake backend: add products from the catalogue, then open it. */
const meta = {
  title: 'Storefront/Cart/CartPage',
  component: CartPage,
  parameters: { member: true, route: { path: '/cart' } },
} satisfies Meta<typeof CartPage>

export default meta
type Story = StoryObj<typeof meta>

export const EmptyCartFromTheFake: Story = {
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByText('購物車是空的'))
    await spinnerGone(canvasElement)
  },
}

/** Two lines put in the fake's cart before the page opens. */
export const FilledFromTheFake: Story = {
  loaders: [
    async () => {
      await seedCartLine('-OBfast0000000000001', 2)
      await seedCartLine('-OBfast0000000000004', 1)
      return {}
    },
  ],
  play: async ({ canvasElement }) => {
    for (const title of ['起司蛋餅', '紫米飯糰']) {
      await shows(() => page(canvasElement).getByRole('button', { name: `刪除 ${title}` }))
    }
    await spinnerGone(canvasElement)
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/cart', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('progressbar', { name: '購物車載入中' }))
  },
}

export const FetchFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/api/:apiPath/cart', () =>
          HttpResponse.json({ success: false, message: '伺服器忙碌中' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('dialog', { name: '取得購物車列表失敗' }))
  },
}
