import type { Product } from '@/api/types'
import { textOf } from '@/lib/format'
import type { ListFilter } from '../resource/useListController'

/**
 * The product list's filter in the URL: ?q= (title), ?category= (sent to the API's own
 * `?category=`), ?status=enabled|disabled.
 */
export const PRODUCT_FILTER_KEYS = ['q', 'category', 'status'] as const
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number]
export type ProductFilter = ListFilter<ProductFilterKey>

export const PRODUCT_STATUSES = ['enabled', 'disabled'] as const

/** Whether a product matches the parts of the filter the client applies (the API did the category). */
export function productMatches(product: Product, filter: ProductFilter): boolean {
  if (filter.status === 'enabled' && !product.is_enabled) return false
  if (filter.status === 'disabled' && product.is_enabled) return false
  if (filter.category && textOf(product.category) !== filter.category) return false
  const query = filter.q.toLowerCase()
  return !query || textOf(product.title).toLowerCase().includes(query)
}
