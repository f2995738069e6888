import type { CouponRecord, OrderRecord, ProductRecord } from '../records'
import { orderTime, sortKeysDeep } from '../records'
import { buildBusyOrders } from './busyOrders'

/**
 * The `large-shop` data set: the default shop grown to the size the back office is measured at
 * (`npm run bench:admin`): 10,000 products, 200 coupons and 5,000 orders over the last year. The
 * default shop's own records come first, unchanged (起司蛋餅 is still there, the demo accounts
 * still work); the rest repeat the seed catalogue as numbered variants. Ids are fixed, so a page
 * reloaded on the same data shows the same records; times follow `nowSeconds`.
 */

export const LARGE_SHOP = { products: 10_000, coupons: 200, orders: 5_000 } as const

const DAY_SECONDS = 24 * 60 * 60

const id = (kind: string, position: number) => `-OBvol${kind}${String(position).padStart(13, '0')}`

/** Grows `base` (the default shop, orders oldest first) to LARGE_SHOP's size. */
export function growToLargeShop(
  base: { products: ProductRecord[]; coupons: CouponRecord[]; orders: OrderRecord[] },
  nowSeconds: number,
): { products: ProductRecord[]; coupons: CouponRecord[]; orders: OrderRecord[] } {
  const templates = base.products
  if (templates.length === 0) return base
  const products = [...base.products]
  for (let position = products.length + 1; position <= LARGE_SHOP.products; position++) {
    const template = templates[position % templates.length]
    // The template's keys are in the API's alphabetical order already: replacing values keeps it.
    products.push({
      ...template,
      id: id('P', position),
      title: `${template.title} #${position}`,
      // One in twenty is switched off, as a real catalogue keeps some for later.
      is_enabled: position % 20 === 0 ? 0 : 1,
    })
  }

  const coupons = [...base.coupons]
  const aYearAhead = nowSeconds + 365 * DAY_SECONDS
  for (let position = coupons.length + 1; position <= LARGE_SHOP.coupons; position++) {
    coupons.push(
      sortKeysDeep({
        id: id('C', position),
        title: `會員專屬券 #${position}`,
        code: `MEMBER${String(position).padStart(4, '0')}`,
        percent: [80, 85, 90, 95][position % 4],
        // Some have passed their due date, as old campaigns do.
        due_date: position % 10 === 0 ? nowSeconds - 30 * DAY_SECONDS : aYearAhead,
        is_enabled: position % 7 === 0 ? 0 : 1,
      }),
    )
  }

  // Over the last year, the newest a few minutes ago (about 14 a day), as checkout places them
  // (a morning slot or 盡快出貨) and where their age puts them (delivered, due, new).
  const orders = buildBusyOrders(products, {
    count: LARGE_SHOP.orders - base.orders.length,
    nowSeconds: nowSeconds - 300,
    orderId: (index) => id('O', index + 1),
    lineId: (index, line) => id('L', (index + 1) * 10 + line),
  })
  return {
    products,
    coupons,
    orders: [...base.orders, ...orders].sort((a, b) => orderTime(a) - orderTime(b)),
  }
}
