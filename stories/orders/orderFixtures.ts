import type { CartLine, Order } from '@/api/types'
import { products } from '../catalog/fixtures'

function line(id: string, productIndex: number, qty: number): CartLine {
  const product = products[productIndex]
  return {
    id,
    product_id: product.id,
    qty,
    total: product.price * qty,
    final_total: product.price * qty,
    product,
  }
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
