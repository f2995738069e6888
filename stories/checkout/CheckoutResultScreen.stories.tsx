import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckoutResultScreen } from '@/features/checkout/components/CheckoutResultScreen'
import {
  cashOnDeliveryOrder,
  couponOrder,
  paidOrder,
  transferOrder,
  unpaidOrder,
} from '../orders/orderFixtures'
import { choose, fixture, noneOr, radio, singleOrders } from '../fixtureSets'

/** The order the checkout just placed (its id, from the navigation), or none (the page opened directly). */
const placedIds = noneOr({ 'order 0042': '-OBorder000000000042' })

const meta = {
  title: 'Storefront/Checkout/CheckoutResultScreen',
  component: CheckoutResultScreen,
  argTypes: {
    outcome: radio('success', 'fail'),
    orderId: choose(placedIds),
    details: choose(noneOr(singleOrders)),
    paymentHint: radio('paid', 'failed'),
  },
  args: {
    outcome: 'success',
    orderId: fixture(placedIds, 'order 0042'),
    details: paidOrder,
    isPaying: false,
    onPay: fn(),
  },
} satisfies Meta<typeof CheckoutResultScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Paid by card as part of 結帳: 已付款 with the time, 完成訂單 done. */
export const Paid: Story = {
  args: { details: { ...paidOrder, id: '-OBorder000000000042' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(/已付款付款時間：/)
    await expect(canvas.getByRole('navigation', { name: '購物流程' })).toHaveTextContent('完成訂單（已完成）')
  },
}

/** Bought with a coupon: lines at full price, then 商品小計, 「MORNING · 8 折」 and 總計. */
export const PaidWithCoupon: Story = { args: { details: couponOrder } }

/** The order exists but paying did not complete: said plainly, with 重新付款; 結帳 is not done. */
export const PaymentFailed: Story = {
  args: { details: { ...unpaidOrder, paymentWay: 'creditCard' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: '訂單建立成功' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('付款未完成')
    await expect(canvas.getByRole('navigation', { name: '購物流程' })).toHaveTextContent('結帳（未完成）')
    await userEvent.click(canvas.getByRole('button', { name: '重新付款' }))
    await expect(args.onPay).toHaveBeenCalled()
  },
}

/** 重新付款 running. */
export const PayingAgain: Story = {
  args: { details: { ...unpaidOrder, paymentWay: 'creditCard' }, isPaying: true },
}

/** ATM 轉帳: bank code, account, amount, pay-by date; 未付款, 付款 later from the order. */
export const AtmTransfer: Story = {
  args: { details: transferOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const label of ['銀行代碼', '轉帳帳號', '轉帳金額', '繳費期限'])
      await expect(canvas.getByText(label)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /付款/ })).toBeNull()
  },
}

/** 貨到付款: paid on delivery, no 付款 anywhere. */
export const CashOnDelivery: Story = {
  args: { details: cashOnDeliveryOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('商品送達或到門市取貨時付款即可，現在不需要付款。')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /付款/ })).toBeNull()
  },
}

/** The order's number at once; its details once the API answers. */
export const LoadingTheOrder: Story = { args: { details: null } }

/** Paying failed at checkout, before the order is read back. */
export const LoadingAfterAFailedPayment: Story = { args: { details: null, paymentHint: 'failed' } }

/** Paying lost its answer (the connection dropped): nothing is claimed until the order is read. */
export const PaymentAnswerLost: Story = {
  args: { details: null, paymentHint: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/正在確認付款結果/)).toBeVisible()
  },
}

export const SuccessWithoutOrderDetails: Story = {
  args: { orderId: fixture(placedIds, 'none'), details: null },
}

export const Fail: Story = { args: { outcome: 'fail', orderId: fixture(placedIds, 'none'), details: null } }

export const PaidNarrow: Story = { globals: { viewport: { value: 'mobile1' } } }

export const AtmTransferNarrow: Story = {
  args: { details: transferOrder },
  globals: { viewport: { value: 'mobile1' } },
}

export const PaymentFailedNarrow: Story = {
  args: { details: { ...unpaidOrder, paymentWay: 'ApplePay' } },
  globals: { viewport: { value: 'mobile1' } },
}

export const FailNarrow: Story = {
  args: { outcome: 'fail', orderId: null, details: null },
  globals: { viewport: { value: 'mobile1' } },
}

export const PaidWide: Story = { globals: { viewport: { value: 'desktop' } } }
