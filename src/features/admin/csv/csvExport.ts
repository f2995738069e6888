import Papa from 'papaparse'
import type { Order, Product } from '@/api/types'
import { formatDateTime, textOf } from '@/lib/format'
import { adminMessages } from '../messages'
import { itemCount } from '../orders/orderFilter'

/**
 * CSV out of the back office. papaparse writes the file (quoting fields that hold commas, quotes
 * or line breaks, doubling inner quotes); a UTF-8 byte-order mark in front makes Excel read the
 * zh-TW text as UTF-8 (Google Sheets ignores it). Rows end with CRLF, as RFC 4180 says.
 */
export const CSV_BOM = '\uFEFF'

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return CSV_BOM + Papa.unparse({ fields: header, data: rows }, { newline: '\r\n', quotes: false })
}

const c = adminMessages.csv
const o = adminMessages.orders

export function ordersCsv(orders: readonly Order[]): string {
  return toCsv(
    [
      o.columns.id,
      o.columns.createdAt,
      o.columns.total,
      o.columns.items,
      c.name,
      c.tel,
      c.email,
      c.address,
      o.columns.shipping,
      o.columns.payment,
      o.columns.paid,
      c.lines,
      c.message,
    ],
    orders.map((order) => {
      const user = order.user && typeof order.user === 'object' ? order.user : null
      const lines = order.products && typeof order.products === 'object' ? Object.values(order.products) : []
      const way = (labels: Record<string, string>, value: unknown) => labels[textOf(value)] ?? textOf(value)
      return [
        textOf(order.id),
        formatDateTime(order.create_at),
        Number(order.total) || 0,
        itemCount(order),
        textOf(user?.name),
        textOf(user?.tel),
        textOf(user?.email),
        textOf(user?.address),
        way(o.shippingWays, order.shippingWay),
        way(o.paymentWays, order.paymentWay),
        order.is_paid ? o.paid : o.unpaid,
        lines.map((line) => `${textOf(line?.product?.title)} × ${Number(line?.qty) || 0}`).join('、'),
        textOf(order.message),
      ]
    }),
  )
}

/** Products with the columns the product form has (an import reads the same columns back). */
export const PRODUCT_CSV_FIELDS = [
  'id',
  'title',
  'category',
  'unit',
  'origin_price',
  'price',
  'is_enabled',
  'description',
  'content',
  'imageUrl',
] as const

export function productsCsv(products: readonly Product[]): string {
  return toCsv(
    [...PRODUCT_CSV_FIELDS],
    products.map((product) =>
      PRODUCT_CSV_FIELDS.map((field) => {
        const value: unknown = product[field as keyof Product]
        if (field === 'is_enabled') return value ? 1 : 0
        return typeof value === 'number' ? value : textOf(value)
      }),
    ),
  )
}

/** Hands a CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
