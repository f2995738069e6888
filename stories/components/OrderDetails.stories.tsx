import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { CartLine, Order } from '@/api/types'
import { OrderDetails } from '@/components/checkout/OrderDetails'
import { couponCart } from '../cart/cartFixtures'
import { choose, fixture, productLists } from '../fixtureSets'
import { paidOrder, unpaidOrder } from '../orders/orderFixtures'

/** An order placed with MORNING (pay 80 %): its lines carry the coupon and a lower `final_total`. */
const couponOrder: Order = {
  ...paidOrder,
  id: '-OBorder000000000043',
  products: Object.fromEntries(couponCart.carts.map((line) => [line.id, line])),
  total: couponCart.final_total,
}

/** Lines whose titles are as long as the admin form allows, and a long address and message. */
const longTitlesOrder: Order = {
  ...unpaidOrder,
  id: '-OBorder000000000044',
  products: Object.fromEntries(
    productLists['long titles'].slice(0, 3).map((product, index): [string, CartLine] => {
      const id = `-OBlineLongTitle0000${index}`
      const qty = index + 1
      return [
        id,
        {
          id,
          product_id: product.id,
          qty,
          product,
          total: product.price * qty,
          final_total: product.price * qty,
        },
      ]
    }),
  ),
  total: productLists['long titles']
    .slice(0, 3)
    .reduce((sum, product, index) => sum + product.price * (index + 1), 0),
  message: '請放在一樓管理室，週六早上八點前送達；若管理室沒有人，請打電話給我，我會下樓拿，謝謝！',
  user: {
    ...unpaidOrder.user,
    name: '歐陽美玲',
    email: 'meiling.ouyang.breakfast.lover@example.com.tw',
    address: '新北市板橋區文化路一段 188 巷 56 弄 12 號 8 樓之 3（靠近捷運新埔站 5 號出口）',
  },
}

/** Another client stored `products` as something else: the order still shows, without lines. */
const junkOrder = {
  ...unpaidOrder,
  id: '-OBorder000000000045',
  products: 'not a map',
  total: 0,
} as unknown as Order

const orders: Record<string, Order> = {
  unpaid: unpaidOrder,
  paid: paidOrder,
  'with a coupon': couponOrder,
  'long titles and address': longTitlesOrder,
  'junk products': junkOrder,
}

const meta = {
  title: 'Components/Cart and order/OrderDetails',
  component: OrderDetails,
  argTypes: { order: choose(orders) },
  args: { order: fixture(orders, 'unpaid'), showContact: false },
  // As wide as the order page's card.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrderDetails>

export default meta
type Story = StoryObj<typeof meta>

/** The checkout's confirmation: an unpaid order, without the contact details. */
export const Unpaid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('未付款')).toBeVisible()
    await expect(canvas.queryByText('聯絡資訊')).toBeNull()
  },
}

/** The order page: paid, with the paid time and the contact details. */
export const PaidWithContact: Story = {
  args: { order: fixture(orders, 'paid'), showContact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('已付款')).toBeVisible()
    await expect(canvas.getByText('付款時間')).toBeVisible()
  },
}

/** Bought with a coupon: 折扣 under the lines. */
export const WithCoupon: Story = { args: { order: fixture(orders, 'with a coupon') } }

/** Long titles, e-mail, address and message wrap; the amounts stay on one line. */
export const LongText: Story = {
  args: { order: fixture(orders, 'long titles and address'), showContact: true },
}

/** `products` that are not a map (another client's data): no lines, no crash. */
export const JunkProducts: Story = { args: { order: fixture(orders, 'junk products') } }

/** A phone. */
export const Narrow: Story = {
  args: { order: fixture(orders, 'long titles and address'), showContact: true },
  globals: { viewport: { value: 'mobile1' } },
}
