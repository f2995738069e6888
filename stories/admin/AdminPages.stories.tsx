import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { config } from '@/config/env'
import { AdminCouponsPage } from '@/features/admin/coupons/pages/AdminCouponsPage'
import { AdminOrdersPage } from '@/features/admin/orders/pages/AdminOrdersPage'
import { AdminOrderPage } from '@/features/admin/orders/pages/AdminOrderPage'
import { KitchenBoardPage } from '@/features/admin/kitchen/pages/KitchenBoardPage'
import { AdminProductsPage } from '@/features/admin/products/pages/AdminProductsPage'
import { ADMIN_TOKEN_COOKIE, writeCookie } from '@/lib/cookies'
import { page, spinnerGone, shows } from '../storyPlay'
import { heldUntilTheNextStory } from '../heldRequests'

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
  title: 'Back office/List pages',
  component: AdminProductsPage,
  loaders: [signInToTheFake],
  parameters: { route: { path: '/admin/products' } },
} satisfies Meta<typeof AdminProductsPage>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The list has arrived: `control` (a row's edit button, or the empty message) shows, the spinner
 * has gone, and so has the count (共 N 筆). The count comes last: the products' whole list (or the
 * coupons' and orders' last page) is read after the first page has answered, and the count's line
 * then moves the table down, so the picture waits for it.
 */
const listShows = (control: { button: string } | { text: string }): Story['play'] =>
  async function ({ canvasElement }) {
    const shown =
      'button' in control
        ? await page(canvasElement).findByRole('button', { name: control.button })
        : await page(canvasElement).findByText(control.text)
    await expect(shown).toBeVisible()
    await expect(await page(canvasElement).findByText(/^共 \d+ 筆$/)).toBeVisible()
    await spinnerGone(canvasElement)
  }

export const ProductsFromTheFake: Story = { play: listShows({ button: '編輯「起司蛋餅」' }) }

export const ProductsLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/api/:apiPath/admin/products', heldUntilTheNextStory),
        http.get('*/v2/api/:apiPath/admin/products/all', heldUntilTheNextStory),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('progressbar', { name: '載入中' }))
  },
}

export const ProductsLoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/v2/api/:apiPath/admin/products', () =>
          HttpResponse.json({ success: false, message: '伺服器忙碌中' }, { status: 500 }),
        ),
        http.get('*/v2/api/:apiPath/admin/products/all', () =>
          HttpResponse.json({ success: false, message: '伺服器忙碌中' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('dialog', { name: '取得產品失敗' }))
  },
}

export const OrdersFromTheFake: Story = {
  render: () => <AdminOrdersPage />,
  parameters: { route: { path: '/admin/orders' } },
  play: listShows({ button: '編輯訂單 0000-0001' }),
}

export const CouponsFromTheFake: Story = {
  render: () => <AdminCouponsPage />,
  parameters: { route: { path: '/admin/coupons' } },
  play: listShows({ button: '編輯優惠券「早安八折券」' }),
}

export const EmptyShop: Story = {
  parameters: { mockScenario: 'empty-shop' },
  play: listShows({ text: '目前沒有任何產品，按「建立新的產品」新增第一項商品。' }),
}

/** One order from the fake (the seed's newest, a new order): 確認訂單 is its next step. */
export const OrderPageFromTheFake: Story = {
  render: () => <AdminOrderPage orderId="-OBordr0000000000001" />,
  parameters: { route: { path: '/admin/orders/-OBordr0000000000001' } },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('button', { name: '確認訂單' }))
    await spinnerGone(canvasElement)
  },
}

/** 今日備餐 from the fake: the seed's next delivery day. */
export const KitchenBoardFromTheFake: Story = {
  render: () => <KitchenBoardPage />,
  parameters: { route: { path: '/admin/kitchen' } },
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('region', { name: /待確認的新訂單/ }))
    await spinnerGone(canvasElement)
  },
}
