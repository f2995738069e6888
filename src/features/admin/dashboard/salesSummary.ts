import type { Order } from '@/api/types'
import { textOf } from '@/lib/format'
import { addDays, dayKeyOf, dayKeyOfSeconds, type DayKey } from '../dates'

/**
 * The dashboard's figures, computed from every order (the course API has no aggregates).
 * Pure: the same orders, day and range give the same summary; one pass over the orders.
 */

export interface PeriodFigures {
  revenue: number
  orders: number
}

export interface ProductFigures {
  productId: string
  title: string
  quantity: number
  revenue: number
}

export interface SalesSummary {
  today: PeriodFigures
  last7Days: PeriodFigures
  last30Days: PeriodFigures
  /** Every unpaid order, whenever placed. */
  unpaid: PeriodFigures
  /** Within the selected range. */
  range: PeriodFigures & { averageOrderValue: number }
  topByQuantity: ProductFigures[]
  topByRevenue: ProductFigures[]
  /** One entry per day of the range, oldest first (days without orders included). */
  daily: { day: DayKey; revenue: number; orders: number }[]
  /** Coupon codes used on orders in the range, most used first. */
  coupons: { code: string; title: string; orders: number }[]
}

export const TOP_PRODUCTS = 5
/** The dashboard's default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30
/** The most days the daily chart shows. */
export const MAX_CHART_DAYS = 366

export interface DayRange {
  from: DayKey
  to: DayKey
}

export function defaultRange(today: DayKey): DayRange {
  return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today }
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

function add(figures: PeriodFigures, total: number) {
  figures.revenue += total
  figures.orders += 1
}

function top(products: Map<string, ProductFigures>, by: 'quantity' | 'revenue'): ProductFigures[] {
  return [...products.values()]
    .filter((product) => product[by] > 0)
    .sort((a, b) => b[by] - a[by] || a.title.localeCompare(b.title, 'zh-TW'))
    .slice(0, TOP_PRODUCTS)
}

/** Sums `orders` for `today` (YYYY-MM-DD) and the chosen range. Orders of any stored shape are tolerated. */
export function summariseSales(orders: readonly Order[], today: DayKey, range: DayRange): SalesSummary {
  const from7 = addDays(today, -6)
  const from30 = addDays(today, -(DEFAULT_RANGE_DAYS - 1))
  const [from, to] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from]
  const period = (): PeriodFigures => ({ revenue: 0, orders: 0 })
  const summary = { today: period(), last7Days: period(), last30Days: period(), unpaid: period() }
  const inRange = period()
  const daily = new Map<DayKey, { revenue: number; orders: number }>()
  // A chart of at most MAX_CHART_DAYS (the last days of a longer range); the sums cover all of it.
  for (let day = to, count = 0; day >= from && count < MAX_CHART_DAYS; day = addDays(day, -1), count++)
    daily.set(day, { revenue: 0, orders: 0 })
  const products = new Map<string, ProductFigures>()
  const coupons = new Map<string, { code: string; title: string; orders: number }>()

  for (const order of orders) {
    const seconds = Number(order.create_at)
    if (!Number.isFinite(seconds)) continue
    const day = dayKeyOfSeconds(seconds)
    const total = amount(order.total)
    if (!order.is_paid) add(summary.unpaid, total)
    if (day <= today) {
      if (day === today) add(summary.today, total)
      if (day >= from7) add(summary.last7Days, total)
      if (day >= from30) add(summary.last30Days, total)
    }
    if (day < from || day > to) continue
    add(inRange, total)
    const bucket = daily.get(day)
    if (bucket) add(bucket, total)
    const lines = order.products && typeof order.products === 'object' ? Object.values(order.products) : []
    const codes = new Set<string>()
    for (const line of lines) {
      if (!line || typeof line !== 'object') continue
      const id = textOf(line.product_id) || textOf(line.product?.id)
      if (!id) continue
      const entry = products.get(id) ?? {
        productId: id,
        title: textOf(line.product?.title) || id,
        quantity: 0,
        revenue: 0,
      }
      entry.quantity += amount(line.qty)
      entry.revenue += amount(line.final_total ?? line.total)
      products.set(id, entry)
      const code = textOf(line.coupon?.code)
      if (code && !codes.has(code)) {
        codes.add(code)
        const used = coupons.get(code) ?? { code, title: textOf(line.coupon?.title) || code, orders: 0 }
        used.orders += 1
        coupons.set(code, used)
      }
    }
  }

  return {
    ...summary,
    range: {
      ...inRange,
      averageOrderValue: inRange.orders ? Math.round(inRange.revenue / inRange.orders) : 0,
    },
    topByQuantity: top(products, 'quantity'),
    topByRevenue: top(products, 'revenue'),
    daily: [...daily.entries()].reverse().map(([day, figures]) => ({ day, ...figures })),
    coupons: [...coupons.values()].sort((a, b) => b.orders - a.orders || a.code.localeCompare(b.code)),
  }
}

export const todayKey = (now: Date = new Date()) => dayKeyOf(now)

/** Which figures already count every order they cover, while the orders are still arriving. */
export interface SettledFigures {
  today: boolean
  last7Days: boolean
  last30Days: boolean
  /** Every unpaid order, whenever placed: only once every order is in. */
  unpaid: boolean
  /** The chosen range's figures, chart, top products and coupons. */
  range: boolean
}

/**
 * The course API lists orders newest first, so the orders read so far are every order placed after
 * the oldest of them: a figure whose days all come after that order's day is final. `complete`:
 * every page is in, every figure is final.
 */
export function settledFigures(
  orders: readonly Order[],
  complete: boolean,
  today: DayKey,
  range: DayRange,
): SettledFigures {
  if (complete) return { today: true, last7Days: true, last30Days: true, unpaid: true, range: true }
  let oldest = Number.POSITIVE_INFINITY
  for (const order of orders) {
    const seconds = Number(order.create_at)
    if (Number.isFinite(seconds) && seconds < oldest) oldest = seconds
  }
  const oldestDay = Number.isFinite(oldest) ? dayKeyOfSeconds(oldest) : null
  const whole = (from: DayKey) => oldestDay !== null && oldestDay < from
  return {
    today: whole(today),
    last7Days: whole(addDays(today, -6)),
    last30Days: whole(addDays(today, -(DEFAULT_RANGE_DAYS - 1))),
    unpaid: false,
    range: whole(range.from <= range.to ? range.from : range.to),
  }
}
