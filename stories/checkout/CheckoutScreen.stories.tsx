import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckoutScreen } from '@/features/checkout/components/CheckoutScreen'
import type { CheckoutFormValues } from '@/features/checkout/schema'
import {
  couponCart,
  emptyCart,
  filledCart,
  priceChangedFreshness,
  staleFreshness,
} from '../cart/cartFixtures'
import { carts, choose, fixture, radio } from '../fixtureSets'

/** What the form starts with. */
const startValues: Record<string, Partial<CheckoutFormValues>> = {
  empty: {},
  'broken e-mail and phone, card': {
    contactName: '王',
    contactEmail: 'ming@',
    contactPhone: '1234',
    paymentWay: 'creditCard',
  },
  'filled, store pickup, card': {
    contactName: '王小明',
    contactEmail: 'ming@example.com',
    contactPhone: '0912345678',
    shippingWay: 'instorePickup1',
    paymentWay: 'creditCard',
  },
  'a member, first checkout': { contactName: '早餐愛好者', contactEmail: 'demo@breakfast.test' },
  'a member, choices from last time': {
    contactName: '早餐愛好者',
    contactEmail: 'demo@breakfast.test',
    contactPhone: '0912345678',
    shippingWay: 'homeDelivery',
    paymentWay: 'LinePay',
  },
  'card: wrong number, expired': {
    contactName: '王小明',
    contactEmail: 'ming@example.com',
    contactPhone: '0912345678',
    shippingWay: 'homeDelivery',
    paymentWay: 'creditCard',
    cardNumber: '4111 1111 1111 1112',
    cardDueDate: '01/24',
    cardSafeCode: '12',
  },
}

const meta = {
  title: 'Storefront/Checkout/CheckoutScreen',
  component: CheckoutScreen,
  argTypes: { cart: choose(carts), initialValues: choose(startValues), layout: radio('narrow', 'wide') },
  args: {
    cart: fixture(carts, 'three lines'),
    initialValues: fixture(startValues, 'empty'),
    isLoading: false,
    layout: 'wide',
    onSubmit: fn(),
  },
  parameters: { route: { path: '/checkout' } },
} satisfies Meta<typeof CheckoutScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Loading: Story = { args: { cart: undefined, isLoading: true } }

export const EmptyCart: Story = { args: { cart: emptyCart } }

/** 結帳 with a short name, a broken e-mail and phone, and a card chosen but not filled in. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '結帳' }))
    await expect(await canvas.findByText('Email 欄位格式錯誤')).toBeVisible()
    await expect(canvas.getByText('電話欄位格式錯誤')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
  args: { initialValues: fixture(startValues, 'broken e-mail and phone, card') },
}

export const CreditCard: Story = {
  args: {
    cart: fixture(carts, 'coupon applied'),
    initialValues: fixture(startValues, 'filled, store pickup, card'),
  },
}

export const SubmitEmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '結帳' }))
    await expect(await canvas.findAllByText('必填')).toHaveLength(3)
    await expect(canvas.getAllByText('必選')).toHaveLength(2)
  },
}

export const Narrow: Story = {
  args: { layout: 'narrow', cart: couponCart },
  globals: { viewport: { value: 'mobile1' } },
}

export const Wide: Story = {
  args: { layout: 'wide', cart: couponCart },
  globals: { viewport: { value: 'desktop' } },
}

/** A signed-in member's first checkout: name and e-mail from the account. */
export const PrefilledFromAccount: Story = {
  args: { initialValues: fixture(startValues, 'a member, first checkout') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('早餐愛好者')
    await expect(canvas.getByRole('textbox', { name: '電子郵件' })).toHaveValue('demo@breakfast.test')
  },
}

/** The phone, shipping and payment used last time, offered again; 清除 forgets them. */
export const PrefilledWithLastChoices: Story = {
  args: {
    initialValues: fixture(startValues, 'a member, choices from last time'),
    rememberedChoices: true,
    onForgetChoices: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'LINE Pay' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: '清除' }))
    await expect(args.onForgetChoices).toHaveBeenCalled()
    await expect(canvas.getByRole('textbox', { name: /^電話/ })).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: 'LINE Pay' })).not.toBeChecked()
  },
}

/** The card form reads like a real one: the number grouped as typed, `1230` read as 12/30. */
export const CardTyping: Story = {
  args: { initialValues: fixture(startValues, 'filled, store pickup, card') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const number = canvas.getByRole('textbox', { name: /卡號/ })
    await expect(number).toHaveAttribute('inputmode', 'numeric')
    await expect(number).toHaveAttribute('autocomplete', 'cc-number')
    await userEvent.type(number, '4111111111111111')
    await expect(number).toHaveValue('4111 1111 1111 1111')
    const expiry = canvas.getByRole('textbox', { name: /有效期限/ })
    await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp')
    await userEvent.type(expiry, '1230')
    await expect(expiry).toHaveValue('12/30')
    await expect(canvas.getByRole('textbox', { name: /安全碼/ })).toHaveAttribute('autocomplete', 'cc-csc')
  },
}

/** A number that fails the Luhn check, a card past its month, a short security code. */
export const CardErrors: Story = {
  args: { initialValues: fixture(startValues, 'card: wrong number, expired') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '結帳' }))
    await expect(await canvas.findByText('卡號有誤，請再確認一次')).toBeVisible()
    await expect(canvas.getByText('這張卡已過期')).toBeVisible()
    await expect(canvas.getByText('安全碼格式錯誤')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** 結帳 under way: the order is being created (step 3 in progress). */
export const PlacingTheOrder: Story = {
  args: { progress: { stage: 'placing', paymentWay: 'creditCard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: '購物流程' })).toHaveTextContent('結帳（目前步驟）')
  },
}

/** The order exists; paying it (credit card) is running. */
export const Paying: Story = {
  args: { progress: { stage: 'paying', paymentWay: 'creditCard' } },
}

/** 貨到付款: only the order to create. */
export const PlacingCashOnDelivery: Story = {
  args: { progress: { stage: 'placing', paymentWay: 'cashOnDelivery' }, layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}

/** Back on /checkout after the order: it says which order, and offers no form to send twice. */
export const AlreadyPlaced: Story = {
  args: { cart: emptyCart, placedOrderId: '-OBorder000000000042' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('這次結帳的訂單已成立')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: '結帳' })).toBeNull()
  },
}

/** A reload cut 結帳 short and the cart is now empty: the order probably went in. */
export const OrderMaybePlaced: Story = { args: { cart: emptyCart, orderMaybePlaced: true } }

/** 配送時間: a day (Monday to Saturday, from the earliest the payment allows) and a morning slot. */
export const MorningSlot: Story = {
  // Thursday 2026-11-26, 09:00 in Taiwan: the days start on the Friday.
  args: { initialValues: startValues['a member, choices from last time'], now: Date.UTC(2026, 10, 26, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: '指定日期與早晨時段' }))
    const day = await canvas.findByRole('combobox', { name: /配送日期/ })
    await userEvent.selectOptions(day, '2026-11-28')
    await userEvent.click(canvas.getByRole('radio', { name: '07:00–09:00' }))
    await expect(canvas.getByText(/最早可選 11\/27（五）/)).toBeVisible()
  },
}

/** ATM 轉帳 waits for the money: a day one day later at the earliest, and the form says why. */
export const MorningSlotTooEarlyForTransfer: Story = {
  args: {
    initialValues: {
      ...startValues['a member, choices from last time'],
      paymentWay: 'bankTransfer',
      deliveryWhen: 'slot',
      deliveryDate: '2026-11-27',
    },
    now: Date.UTC(2026, 10, 26, 1),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '結帳' }))
    await expect(await canvas.findByText('依您的付款方式，最早可選 11/28（六）')).toBeVisible()
    await expect(canvas.getByText('請選擇時段')).toBeVisible()
  },
}

/** The shop changed since the products were added: marked in the summary; 結帳 waits until settled. */
export const StaleCart: Story = {
  args: { cart: filledCart, freshness: staleFreshness, onAcceptPrices: fn(), onRemoveOffSale: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('有 1 項商品已下架')).toBeVisible()
    await expect(canvas.getByRole('button', { name: '結帳' })).toBeDisabled()
  },
}

/** The price changed while the form was filled: 結帳 sent nothing and stops to ask. */
export const PriceChangedAtCheckout: Story = {
  args: {
    cart: filledCart,
    freshness: priceChangedFreshness,
    onAcceptPrices: fn(),
    initialValues: fixture(startValues, 'filled, store pickup, card'),
    notice: '購物車的內容或價格剛剛有變動，訂單還沒有送出。請確認更新後的內容，再按一次結帳。',
  },
}

/** Offline at 結帳: nothing was sent, the form stays as filled. */
export const NotSentOffline: Story = {
  args: {
    initialValues: fixture(startValues, 'filled, store pickup, card'),
    notice: '目前沒有網路連線，訂單沒有送出。連線恢復後請再按一次結帳。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('訂單沒有送出')
  },
}

/** The connection dropped while the order was on its way: checked once online, never sent again. */
export const OrderUnsure: Story = {
  args: { cart: filledCart, verification: 'unsure', onVerify: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('還無法確認訂單是否成立')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '再確認一次' }))
    await expect(args.onVerify).toHaveBeenCalled()
  },
}

/** Reading the member's newest orders to find the one whose answer was lost. */
export const VerifyingOrder: Story = {
  args: { cart: filledCart, verification: 'verifying', layout: 'narrow' },
  globals: { viewport: { value: 'mobile1' } },
}

/** Checked: the last order was not placed; the form again. */
export const OrderNotPlaced: Story = {
  args: {
    cart: filledCart,
    initialValues: fixture(startValues, 'filled, store pickup, card'),
    notice: '已確認：上一次送出的訂單沒有成立，購物車的商品都還在。可以再按一次結帳。',
  },
}
