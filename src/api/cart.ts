/**
 * Cart arithmetic and limits, shared by the client and the fake backend (mocks/), so a line's
 * amounts and the cart's totals are computed one way everywhere.
 *
 * The course API documents no upper bound for a line's `qty` (course-api.md §5.5–§5.6 [unknown]);
 * this is the shop's own bound: the cart's quantity stepper stops here and the fake refuses more
 * (mocks/rules.ts), so the two can never disagree.
 */
/** A line never goes below one (spec §4: the minus stops at 1). */
export const MIN_QTY = 1
export const MAX_QTY = 999

export interface LineTotals {
  total: number
  final_total: number
}

/**
 * `total` = price × qty; `final_total` = total × percent / 100 when the line carries a coupon,
 * unrounded as the API answers it (course-api.md §2.2, quirk §8.15).
 */
export function lineTotals(price: number, qty: number, couponPercent?: number): LineTotals {
  const total = price * qty
  return { total, final_total: couponPercent === undefined ? total : (total * couponPercent) / 100 }
}

/** The cart's (or an order's) totals: the sums of its lines' `total` and `final_total`. */
export function sumTotals(lines: readonly LineTotals[]): LineTotals {
  let total = 0
  let finalTotal = 0
  for (const line of lines) {
    total += line.total
    finalTotal += line.final_total
  }
  return { total, final_total: finalTotal }
}

/** What pricing a line needs: its quantity, its product's price and the coupon it carries. */
export interface PricedLineInput {
  qty: number
  product: { price: number }
  coupon?: { percent: number } | null
}

/** A line with its `total` and `final_total` as the API computes them. */
export function priceLine<L extends PricedLineInput>(line: L): L & LineTotals {
  return { ...line, ...lineTotals(line.product.price, line.qty, line.coupon?.percent) }
}

/**
 * A cart as the API answers it: every line priced, and the cart's totals their sums. The fake
 * answers GET /cart with it, and the cart's optimistic update applies it, so the screen and the
 * server never disagree, coupon included.
 */
export function priceCart<L extends PricedLineInput>(
  lines: readonly L[],
): { carts: (L & LineTotals)[] } & LineTotals {
  const carts = lines.map(priceLine)
  return { carts, ...sumTotals(carts) }
}

// ---- What a shopper reads: the same summary on every screen -----------------------------------

/** A line as every screen has it: from the cart, an order (another client may have stored junk). */
export interface SummaryLineInput {
  total?: unknown
  final_total?: unknown
  coupon?: unknown
}

/** The coupon a line carries, as far as a summary needs it. */
export interface CouponTerms {
  code: string
  title: string
  /** Percentage paid: 80 means pay 80 %, i.e. 20 % off. */
  percent: number
}

/**
 * 商品小計 · 折扣 · 總計 in whole NT dollars, as every screen shows them (cart, checkout, the
 * confirmation, 我的訂單, the admin's order view).
 *
 * The course API does not round: a line's `final_total` is `total × percent / 100` as it comes
 * (course-api.md §2.2, quirk §8.15), so a cart of NT$335 with an 80 % coupon answers 268 and one
 * of NT$55 answers 44 — but one of NT$57 answers 45.6. What the shopper pays is that amount
 * rounded half up to the dollar (`Math.round`, what clients of the API do); the discount shown is
 * the difference, so 商品小計 − 折扣 = 總計 always adds up on screen.
 */
export interface PriceSummary {
  /** The sum of the lines' undiscounted amounts (their `total`), as the lines show them. */
  subtotal: number
  /** 商品小計 − 總計: what the coupon took off (0 without one). */
  discount: number
  /** The API's `final_total` (a cart's, or an order's `total`), rounded to the dollar. */
  total: number
  /** The distinct coupons the lines carry (one, normally), in line order. */
  coupons: CouponTerms[]
  /** Some lines carry a coupon and some do not (lines added after the code was applied). */
  partlyDiscounted: boolean
}

/** An amount the shopper reads: whole NT dollars, half up (what clients of the API do). */
export function roundAmount(amount: number): number {
  return Math.round(amount)
}

const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

function couponOf(value: unknown): CouponTerms | null {
  if (!value || typeof value !== 'object') return null
  const { code, title, percent } = value as Record<string, unknown>
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null
  return {
    code: typeof code === 'string' ? code : '',
    title: typeof title === 'string' ? title : '',
    percent,
  }
}

/**
 * The one pricing summary: `lines` at their undiscounted amounts, and what is paid. `finalTotal`
 * is the API's own figure (the cart's `final_total`, the order's `total`); without a number there
 * the lines' `final_total`s are summed, as the API sums them.
 */
export function priceSummary(lines: readonly SummaryLineInput[], finalTotal?: unknown): PriceSummary {
  let subtotal = 0
  let discounted = 0
  let lineFinal = 0
  const coupons: CouponTerms[] = []
  for (const line of lines) {
    const total = amountOf(line.total)
    subtotal += total
    lineFinal += typeof line.final_total === 'number' ? amountOf(line.final_total) : total
    const coupon = couponOf(line.coupon)
    if (!coupon) continue
    discounted += 1
    if (!coupons.some((known) => known.code === coupon.code && known.percent === coupon.percent))
      coupons.push(coupon)
  }
  const paid = typeof finalTotal === 'number' && Number.isFinite(finalTotal) ? finalTotal : lineFinal
  const shownSubtotal = roundAmount(subtotal)
  const total = roundAmount(paid)
  return {
    subtotal: shownSubtotal,
    discount: shownSubtotal - total,
    total,
    coupons,
    partlyDiscounted: discounted > 0 && discounted < lines.length,
  }
}
