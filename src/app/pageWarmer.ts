import { matchPath } from 'react-router-dom'
import type { ApiDispatch } from '@/api/apiReady'
import type { PageDataWarmer } from '@/components/navigation/prefetchIntent'
import { paths } from '@/lib/paths'
import { warmProduct } from './routes/productRoute'

const PRODUCT_PAGE = `${paths.products}/:id`

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * What a link's intent starts reading, per page (the links: src/components/navigation/prefetch.tsx),
 * into the page's store, where the page's own loader finds it:
 * - a product's page: the product and the list its 「你可能也會喜歡」 comes from (routes/productRoute.ts);
 * - the list: nothing more: the list is in the cache wherever a page read it (home, a product),
 *   and a production build's list route preloads it with its code (its `links()`);
 * - the cart: nothing more: a member's navbar badge reads the cart already.
 * Every page's code is prefetched by the link itself (React Router's prefetch links).
 */
export function pageWarmer(dispatch: ApiDispatch): PageDataWarmer {
  return (path) => {
    const product = matchPath(PRODUCT_PAGE, path)?.params.id
    if (product) warmProduct(dispatch, decoded(product))
  }
}
