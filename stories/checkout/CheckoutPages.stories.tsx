import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { CheckoutPage } from '@/features/checkout/pages/CheckoutPage'
import { seedCartLine } from '@mocks/db'

/** The checkout page against the fake backend, with a cart put there beforehand. */
const meta = {
  title: 'Checkout/CheckoutPage',
  component: CheckoutPage,
  parameters: { member: true, route: { path: '/checkout' } },
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

const fillCart = async () => {
  await seedCartLine('-OBfast0000000000002', 2)
  await seedCartLine('-OBfast0000000000003', 1)
  return {}
}

export const WithACart: Story = { loaders: [fillCart] }

export const EmptyCart: Story = {}

export const CartFailsToLoad: Story = {
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
