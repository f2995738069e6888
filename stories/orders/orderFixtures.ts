import { priceLine, sumTotals } from '@/api/cart'
import type { CartLine, Coupon, Order } from '@/api/types'
import { products } from '../catalog/fixtures'

const morning: Coupon = {
  id: '-OBcoup0000000000001',
  title: '早安八折券',
  code: 'MORNING',
  percent: 80,
  due_date: 1893427200,
  is_enabled: 1,
}

/** Priced as the API prices it (the helper the fake uses). */
function line(id: string, productIndex: number, qty: number, coupon?: Coupon): CartLine {
  const product = products[productIndex]
  return priceLine({ id, product_id: product.id, qty, product, ...(coupon ? { coupon } : {}) })
}

const lines = [line('-OBline00000000000001', 0, 2), line('-OBline00000000000002', 5, 1)]

/** An unpaid order of two lines, as GET order/{id} answers it. */
export const unpaidOrder: Order = {
  id: '-OBorder000000000042',
  create_at: 1767225600,
  is_paid: false,
  message: '週六早上可收貨',
  products: Object.fromEntries(lines.map((l) => [l.id, l])),
  total: lines.reduce((sum, l) => sum + l.final_total, 0),
  user: {
    name: '王小明',
    email: 'ming@example.com',
    tel: '0912345678',
    address: '台北市中正區重慶南路一段 122 號',
    member: 'demoMemberKey000000000',
  },
  shippingWay: 'instorePickup1',
  paymentWay: 'LinePay',
}

export const paidOrder: Order = {
  ...unpaidOrder,
  id: '-OBorder000000000041',
  create_at: 1767139200,
  is_paid: true,
  paid_date: 1767142800,
  shippingWay: 'homeDelivery',
  paymentWay: 'creditCard',
}

/** 銀行轉帳 (ATM), not paid yet: the transfer details apply. */
export const transferOrder: Order = {
  ...unpaidOrder,
  id: '-OBorder000000000043',
  paymentWay: 'bankTransfer',
}

/** 貨到付款: paid to the courier or the store; the shop offers no 付款. */
export const cashOnDeliveryOrder: Order = {
  ...unpaidOrder,
  id: '-OBorder000000000044',
  shippingWay: 'homeDelivery',
  paymentWay: 'cashOnDelivery',
}

const couponLines = [
  line('-OBline00000000000011', 0, 1, morning),
  line('-OBline00000000000012', 5, 2, morning),
]

/** Bought with MORNING (pay 80 %) and paid by card: the lines at full price, 折扣 on its own line. */
export const couponOrder: Order = {
  ...paidOrder,
  id: '-OBorder000000000045',
  products: Object.fromEntries(couponLines.map((l) => [l.id, l])),
  total: sumTotals(couponLines).final_total,
}
