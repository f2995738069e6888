import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { CartPage } from '@/features/cart/pages/CartPage'
import { seedCartLine } from '@mocks/db'

/** The cart page against the fake backend: add products from the catalogue, then open it. */
const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  parameters: { member: true, route: { path: '/cart' } },
} satisfies Meta<typeof CartPage>

export default meta
type Story = StoryObj<typeof meta>

export const EmptyCartFromTheFake: Story = {}

/** Two lines put in the fake's cart before the page opens. */
export const FilledFromTheFake: Story = {
  loaders: [
    async () => {
      await seedCartLine('-OBfast0000000000001', 2)
      await seedCartLine('-OBfast0000000000004', 1)
      return {}
    },
  ],
}

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/v2/api/:apiPath/cart', () => delay('infinite'))] } },
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
}
