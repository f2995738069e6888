import type { ArticleRecord, CouponRecord, OrderRecord, ProductRecord } from '../records'
import { sortKeysDeep } from '../records'
import { buildSeedArticles } from './articles'
import { SEED_COUPON_IDS, buildExpiredCoupons, buildSeedCoupons } from './coupons'
import { growToLargeShop } from './large'
import { buildSeedOrders } from './orders'
import { seedProductsAt } from './products'

/** The data sets the fake can start from (scenarios.ts maps every scenario to one of these). */
export const SEED_NAMES = ['default', 'empty-shop', 'expired-coupons-only', 'large-shop'] as const
export type SeedName = (typeof SEED_NAMES)[number]

export interface SeedData {
  products: ProductRecord[]
  coupons: CouponRecord[]
  /** Oldest first. */
  orders: OrderRecord[]
  articles: ArticleRecord[]
}

export function isSeedName(value: unknown): value is SeedName {
  return typeof value === 'string' && (SEED_NAMES as readonly string[]).includes(value)
}

/** The shop's catalogue as stored records (keys in the API's alphabetical order). */
export function buildSeedProducts(): ProductRecord[] {
  return seedProductsAt().map((product) => sortKeysDeep({ ...product }))
}

/** A fresh copy of a data set; time-relative values (coupon due dates, order times) use `nowMs`. */
export function buildSeed(name: SeedName, nowMs: number = Date.now()): SeedData {
  const nowSeconds = Math.floor(nowMs / 1000)
  if (name === 'empty-shop') return { products: [], coupons: [], orders: [], articles: [] }

  const products = buildSeedProducts()
  const defaultCoupons = buildSeedCoupons(nowSeconds)
  const morning = defaultCoupons.find((coupon) => coupon.id === SEED_COUPON_IDS.morning)
  const orders = buildSeedOrders(products, morning, nowSeconds)
  const coupons = name === 'expired-coupons-only' ? buildExpiredCoupons() : defaultCoupons
  const articles = buildSeedArticles(nowSeconds).map((article) => sortKeysDeep(article))
  const shop = { products, coupons: coupons.map((coupon) => sortKeysDeep(coupon)), orders }
  if (name === 'large-shop') return { ...growToLargeShop(shop, nowSeconds), articles }
  return { ...shop, articles }
}

export { seedProducts } from './products'
export { SEED_COUPON_IDS } from './coupons'
export { SEED_ORDER_COUNT, seedOrderId } from './orders'
export { LARGE_SHOP } from './large'
export { seedArticleId } from './articles'
