import { getIn } from 'formik'
import Papa from 'papaparse'
import type { Order, Product } from '@/api/types'
import { formatDateTime, textOf } from '@/lib/format'
import { adminMessages } from '../messages'
import { itemCount } from '../orders/orderFilter'
import { PRODUCT_COLUMNS, type ProductColumn } from '../products/productFields'
import { productToFormValues, type ProductFormValues } from '../products/productForm'

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

/** The header of a product CSV: `id`, then a column per field the product form edits (PRODUCT_FIELDS). */
export const PRODUCT_CSV_HEADER: readonly string[] = ['id', ...PRODUCT_COLUMNS.map((column) => column.name)]

/** A column's cell for a product, from the values the product form would open with. */
export function productCell(values: ProductFormValues, column: ProductColumn): string | number {
  const value: unknown = getIn(values, column.field.key)
  switch (column.field.kind) {
    case 'enabled':
      return value ? 1 : 0
    case 'images':
      return Array.isArray(value) ? textOf(value[column.image ?? 0]) : ''
    case 'number':
      return typeof value === 'number' ? value : ''
    case 'text':
      return textOf(value)
    case 'list':
      return Array.isArray(value) ? value.map(textOf).join('、') : ''
    case 'heating':
      return Array.isArray(value) ? value.map(heatingCell).join('；') : ''
  }
}

/** A heating step as a cell part: `method／setting／seconds` (full-width marks: a CSV reader never takes them for its delimiter). */
function heatingCell(step: unknown): string {
  const { method, setting, seconds } = (step ?? {}) as Record<string, unknown>
  return [
    textOf(method),
    textOf(setting),
    typeof seconds === 'number' ? String(seconds) : textOf(seconds),
  ].join('／')
}

/**
 * Products with every field the product form edits (PRODUCT_FIELDS), read as the form reads them,
 * so a file exported and imported again changes nothing (csv/productImport.ts reads the same columns).
 */
export function productsCsv(products: readonly Product[]): string {
  return toCsv(
    [...PRODUCT_CSV_HEADER],
    products.map((product) => {
      const values = productToFormValues(product)
      return [textOf(product.id), ...PRODUCT_COLUMNS.map((column) => productCell(values, column))]
    }),
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
