import type { ApiDispatch } from '@/api/apiReady'
import { readAllProducts } from '@/api/storefront'
import type { Product } from '@/api/types'
import { onSale, type HomeProducts } from './recommended'

/**
 * Home's read for its route's loader (src/app/routes/home.tsx), through RTK Query's cache in the
 * page's store. Its own chunk: the route loads it as it runs, so RTK Query is never part of the
 * first load of `/`. On a failure, `fallback` (what the page was prerendered with) if any.
 */
export async function readHomeProducts(
  dispatch: ApiDispatch,
  fallback: () => Promise<Product[] | null>,
): Promise<HomeProducts> {
  try {
    return { products: onSale(await readAllProducts(dispatch)), failed: false }
  } catch (error) {
    // Spec §8: a failed product load is only logged; the section shows a short note instead.
    console.error('取得推薦商品失敗', error)
    return { products: await fallback(), failed: true }
  }
}
