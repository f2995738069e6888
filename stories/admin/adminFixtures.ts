import type { Coupon, Order, Product } from '@/api/types'
import type { CouponRecord, ProductRecord } from '@mocks/records'
import { buildSeedCoupons } from '@mocks/seed/coupons'
import { buildSeedOrders } from '@mocks/seed/orders'
import { seedProducts } from '@mocks/seed/products'

/** A fixed "now" (2026-11-21 10:00 Taipei) so dates in the stories never drift. */
export const STORY_NOW_SECONDS = Date.UTC(2026, 10, 21, 2) / 1000
export const STORY_TODAY = new Date(STORY_NOW_SECONDS * 1000)

const withNum = <T extends object>(items: T[]) => items.map((item, index) => ({ ...item, num: index + 1 }))

/** Page 1 of the admin product list (the seed has 21 products: 3 pages). */
export const adminProducts: Product[] = withNum(seedProducts.slice(0, 10))
export const disabledProduct: Product = { ...seedProducts[20], num: 1 }

const seedCoupons: CouponRecord[] = buildSeedCoupons(STORY_NOW_SECONDS)
// The fake's records are the API's shapes (loosely typed: the API stores extra keys as sent).
export const adminCoupons = withNum(seedCoupons) as unknown as Coupon[]

const orders = buildSeedOrders(
  seedProducts as unknown as ProductRecord[],
  seedCoupons[0],
  STORY_NOW_SECONDS,
).reverse() as unknown as Order[]
/** Newest first, as the API lists them (14 orders: 2 pages). */
export const adminOrders: Order[] = withNum(orders.slice(0, 10))
/** Every seed order (the dashboard sums all of them). */
export const allAdminOrders: Order[] = withNum(orders)
export const unpaidOrder = adminOrders.find((order) => !order.is_paid)!
export const couponOrder = adminOrders.find((order) =>
  Object.values(order.products).some((line) => line.coupon),
)!
