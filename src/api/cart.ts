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
