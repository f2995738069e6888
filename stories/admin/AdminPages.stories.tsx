import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { config } from '@/app/config'
import { AdminCouponsPage } from '@/features/admin/coupons/pages/AdminCouponsPage'
import { AdminOrdersPage } from '@/features/admin/orders/pages/AdminOrdersPage'
import { AdminProductsPage } from '@/features/admin/products/pages/AdminProductsPage'
import { ADMIN_TOKEN_COOKIE, writeCookie } from '@/lib/cookies'

/** Signs in to the fake (its demo admin) and keeps the token where the admin pages read it. */
async function signInToTheFake() {
  const response = await fetch(`${config.apiBaseUrl}/v2/admin/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@breakfast.test', password: 'breakfast123' }),
  })
  const { token, expired } = (await response.json()) as { token: string; expired: number }
  writeCookie(ADMIN_TOKEN_COOKIE, token, new Date(expired))
  return {}
}

/** The admin list pages against the fake backend (signed in by a loader). */
const meta = {
  title: 'Admin/Pages',
  component: AdminProductsPage,
  loaders: [signInToTheFake],
  parameters: { route: { path: '/admin/products' } },
} satisfies Meta<typeof AdminProductsPage>

export default meta
type Story = StoryObj<typeof meta>

export const ProductsFromTheFake: Story = {}

export const ProductsLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/v2/api/:apiPath/admin/products', () => delay('infinite'))] },
  },
}

export const ProductsLoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/api/:apiPath/admin/products', () =>
          HttpResponse.json({ success: false, message: '伺服器忙碌中' }, { status: 500 }),
        ),
      ],
    },
  },
}

export const OrdersFromTheFake: Story = {
  render: () => <AdminOrdersPage />,
  parameters: { route: { path: '/admin/orders' } },
}

export const CouponsFromTheFake: Story = {
  render: () => <AdminCouponsPage />,
  parameters: { route: { path: '/admin/coupons' } },
}

export const EmptyShop: Story = {
  parameters: { mockScenario: 'empty-shop' },
}
