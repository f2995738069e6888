import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { CheckoutPage } from '@/features/checkout/pages/CheckoutPage'
import { seedCartLine } from '@mocks/db'
import { page, spinnerGone, shows } from '../storyPlay'
import { SAVED_CHOICES_KEY } from '@/features/checkout/savedChoices'

/** The checkout page against the fake backend, with a cart put there beforehand. */
const meta = {
  title: 'Storefront/Checkout/CheckoutPage',
  component: CheckoutPage,
  args: { member: { uid: 'demo-member-uid', displayName: '早餐愛好者', email: 'demo@breakfast.test' } },
  parameters: { member: true, route: { path: '/checkout' } },
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

const fillCart = async () => {
  await seedCartLine('-OBfast0000000000002', 2)
  await seedCartLine('-OBfast0000000000003', 1)
  return {}
}

const summary = (canvasElement: HTMLElement) => page(canvasElement).getByRole('region', { name: '訂單摘要' })

export const WithACart: Story = {
  loaders: [fillCart],
  play: async ({ canvasElement }) => {
    for (const title of ['總匯三明治', '豬肉滿福堡']) {
      await expect(await within(summary(canvasElement)).findByText(title)).toBeVisible()
    }
    await spinnerGone(canvasElement)
  },
}

export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(summary(canvasElement)).findByText('購物車是空的，請先選購商品。'),
    ).toBeVisible()
    await spinnerGone(canvasElement)
  },
}

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
  play: async ({ canvasElement }) => {
    await shows(() => page(canvasElement).getByRole('dialog', { name: '取得購物車列表失敗' }))
  },
}

/** The member's name and e-mail from the account; the choices of their last checkout offered again. */
export const PrefilledForAMember: Story = {
  // The choices this browser kept for the member, for this story only: taken away when it ends,
  // so no other story starts with them.
  beforeEach: () => {
    localStorage.setItem(
      SAVED_CHOICES_KEY,
      JSON.stringify({
        'demo-member-uid': {
          contactPhone: '0912345678',
          shippingWay: 'instorePickup2',
          paymentWay: 'ApplePay',
        },
      }),
    )
    return () => localStorage.removeItem(SAVED_CHOICES_KEY)
  },
  loaders: [
    async () => {
      await fillCart()
      return {}
    },
  ],
  play: async ({ canvasElement }) => {
    const view = page(canvasElement)
    await expect(await view.findByRole('textbox', { name: '姓名' })).toHaveValue('早餐愛好者')
    await expect(view.getByRole('textbox', { name: '電子郵件' })).toHaveValue('demo@breakfast.test')
    await expect(view.getByRole('textbox', { name: /^電話/ })).toHaveValue('0912345678')
    await expect(view.getByRole('radio', { name: 'Apple Pay' })).toBeChecked()
    await expect(view.getByText(/已帶入您上次使用的電話、運送及付款方式/)).toBeVisible()
    await spinnerGone(canvasElement)
  },
}
