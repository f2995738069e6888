import { courseApiReady, type ApiDispatch } from '@/api/apiReady'
import * as courseApiModule from '@/api/courseApi'
import { readAllProducts, storefrontApi } from '@/api/storefront'
import { statusOf } from '@/api/failures'
import type { Product } from '@/api/types'
import { catalogApi } from './api'
import {
  listedProducts,
  relatedProducts,
  type Prerendered,
  type ProductList,
  type ProductLoadErrorKind,
  type ProductView,
} from './catalog'

/**
 * The catalogue's reads for its routes' loaders (src/app/routes/products.tsx, product.tsx), through
 * RTK Query's cache in the page's store: a request already made (by the previous page, or preloaded
 * with the HTML) is answered from it. Its own chunk: the routes load it as they run, so RTK Query is
 * never part of a page's first load.
 */

/** Every product on sale; on a failure, `fallback` (what the page was prerendered with) if any. */
export async function readProductList(
  dispatch: ApiDispatch,
  fallback: () => Promise<Product[] | null>,
): Promise<ProductList> {
  try {
    return { products: listedProducts(await readAllProducts(dispatch)), failed: false }
  } catch (error) {
    // Spec §8: a failed product list is only logged; the screen shows a friendly retry state.
    console.error('取得產品列表失敗', error)
    return { products: await fallback(), failed: true }
  }
}

/** 404 找不到產品 → not found, 400 產品未啟用 → disabled; anything else is a failed load. */
export function productLoadErrorKind(error: unknown): ProductLoadErrorKind {
  const status = statusOf(error)
  if (status === 404) return 'notFound'
  if (status === 400) return 'disabled'
  return 'failed'
}

/**
 * One product; when no answer came (a network failure), `fallback` (what the page was prerendered
 * with) if any. The API's own refusals (404 no such product, 400 not on sale) are shown as such.
 */
export async function readProduct(
  dispatch: ApiDispatch,
  id: string,
  fallback: () => Promise<Prerendered | null>,
): Promise<ProductView> {
  await dispatch(courseApiReady(courseApiModule))
  const request = dispatch(catalogApi.endpoints.getProduct.initiate(id))
  // 「你可能也會喜歡」 comes from the whole list (cached by the list page if it was seen first).
  const all = readAllProducts(dispatch).then(
    (products): Product[] | null => products,
    () => null,
  )
  try {
    const product = await request.unwrap()
    const products = await all
    const related = products ? relatedProducts(product, products) : (await fallback())?.related
    return { product, error: null, related: related ?? [] }
  } catch (error) {
    // Spec §8: a failed product load is only logged; the screen explains and offers a way back.
    console.error('取得產品失敗', error)
    const kind = productLoadErrorKind(error)
    const prerendered = kind === 'failed' ? await fallback() : null
    const product = prerendered?.product ?? null
    return { product, error: product ? null : kind, related: prerendered?.related ?? [] }
  } finally {
    request.unsubscribe()
  }
}

/**
 * Starts reading what a product's page shows, before the shopper gets there (a link's intent):
 * the product and the list 「你可能也會喜歡」 is chosen from, with RTK Query's own prefetch into the
 * page's cache, where `readProduct` then finds them. Nothing is asked for what the cache holds.
 */
export async function prefetchProduct(dispatch: ApiDispatch, id: string): Promise<void> {
  await dispatch(courseApiReady(courseApiModule))
  dispatch(catalogApi.util.prefetch('getProduct', id, {}))
  dispatch(storefrontApi.util.prefetch('getAllProducts', undefined, {}))
}
