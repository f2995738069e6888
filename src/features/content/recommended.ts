import type { Product } from '@/api/types'
import { RECOMMENDED_COUNT } from './recommendedCount'

/** Only products on sale are recommended (the API may echo is_enabled as 0/1 or a boolean). */
export function onSale(products: Product[]): Product[] {
  return products.filter((p) => (p.is_enabled as unknown) !== 0 && (p.is_enabled as unknown) !== false)
}

/** What home's recommended section shows of the shop's products (its prerendered page carries just these). */
export function recommendedProducts(products: Product[]): Product[] {
  return onSale(products).slice(0, RECOMMENDED_COUNT)
}

/**
 * What home shows of the shop's products, as its route's loader hands it over: the products on
 * sale, and whether the latest read failed (then `products` is what the page was prerendered with,
 * if any).
 */
export interface HomeProducts {
  products: Product[] | null
  failed: boolean
}
