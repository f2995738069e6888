import * as yup from 'yup'
import { deliveryOf, noteWithDelivery, splitNote } from '@/api/delivery'
import type { CartLine, Order } from '@/api/types'
import { textOf } from '@/lib/format'
import { adminMessages } from '../messages'

const t = adminMessages.common

export interface OrderFormValues {
  name: string
  tel: string
  email: string
  address: string
  message: string
  is_paid: boolean
}

export function orderToFormValues(order: Order): OrderFormValues {
  return {
    name: order.user?.name ?? '',
    tel: order.user?.tel ?? '',
    email: order.user?.email ?? '',
    address: order.user?.address ?? '',
    // The note as the shopper typed it; the delivery line under it is kept on save (applyOrderForm).
    message: splitNote(order.message ?? '').note,
    is_paid: Boolean(order.is_paid),
  }
}

export const orderSchema = yup.object({
  name: yup.string().trim().required(t.required),
  tel: yup.string().trim().required(t.required),
  email: yup.string().trim().required(t.required).email(t.emailFormat),
  address: yup.string().trim().required(t.required),
  message: yup.string(),
  is_paid: yup.boolean(),
})

/**
 * The whole order as `PUT admin/order/{id}` should receive it (spec §7): the stored order with the
 * edited contact fields, note and paid flag. A newly paid order gets `paid_date` (seconds); an
 * order marked unpaid loses it. The note's delivery line (src/api/delivery.ts) stays under the
 * edited note. The list's `num` is not part of the record and is left out.
 */
export function applyOrderForm(order: Order, values: OrderFormValues, nowSeconds: number): Order {
  const { num: _num, paid_date: paidDate, ...stored } = order
  const delivery = splitNote(order.message).line ? deliveryOf(order) : null
  const updated: Order = {
    ...stored,
    user: {
      ...order.user,
      name: values.name.trim(),
      tel: values.tel.trim(),
      email: values.email.trim(),
      address: values.address.trim(),
    },
    message: delivery ? noteWithDelivery(values.message, delivery) : values.message,
    is_paid: values.is_paid,
  }
  if (values.is_paid) updated.paid_date = order.is_paid && paidDate ? paidDate : nowSeconds
  return updated
}

export interface OrderLineRow {
  id: string
  title: string
  qty: number
  total: number
  /** The coupon's percentage paid (90 = 10 % off), or null without a coupon. */
  percent: number | null
  finalTotal: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The order's lines (a map keyed by cart-line id on the API) as table rows. Another client may
 * have stored anything as `products` (course-api.md §4.8): what is not a line is left out.
 */
export function orderLines(order: Order): OrderLineRow[] {
  const products: unknown = order.products
  if (!isRecord(products)) return []
  const lines = Object.entries(products).filter((entry): entry is [string, Partial<CartLine>] =>
    isRecord(entry[1]),
  )
  return lines.map(([key, line]) => ({
    id: typeof line.id === 'string' ? line.id : key,
    title: textOf(line.product?.title),
    qty: Number(line.qty) || 0,
    total: Number(line.total) || 0,
    percent: typeof line.coupon?.percent === 'number' ? line.coupon.percent : null,
    finalTotal: Number(line.final_total ?? line.total) || 0,
  }))
}
