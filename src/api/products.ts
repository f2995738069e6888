import type { Product } from './types'

/**
 * The API may echo `is_enabled` as 1/0 or true/false; only an explicit "off" hides a product.
 * (Shared by the catalogue and 再買一次, which skips products no longer sold.)
 */
export function isOnSale(product: Pick<Product, 'is_enabled'>): boolean {
  const flag: unknown = product.is_enabled
  return flag !== 0 && flag !== false && flag !== '0'
}
