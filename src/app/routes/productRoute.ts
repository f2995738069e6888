import type { ClientLoaderFunctionArgs } from 'react-router-dom'
import type { Prerendered, ProductView } from '@/features/catalog/catalog'
import { readLive } from './readLive'

/** What a product's page renders (routes/product.tsx, product-live.tsx). */
export interface ProductRouteData {
  /** The product now (prerendered), or once it has been read. */
  view: ProductView | Promise<ProductView>
}

/**
 * In the browser, on a prerendered page once it has hydrated and on every visit after: the live
 * product, read through RTK Query (its own chunk: never part of the first load). Returned unread,
 * so the page shows at once, with the prerendered product or its loading state until it arrives.
 * A read that gets no answer keeps what the page was prerendered with (`prerendered`).
 */
export function readProductRoute(
  { params, context }: Pick<ClientLoaderFunctionArgs, 'params' | 'context'>,
  prerendered: () => Promise<Prerendered | null>,
): ProductRouteData {
  const id = params.id ?? ''
  const view = readLive(
    context,
    (dispatch) =>
      import('@/features/catalog/reads').then((reads) => reads.readProduct(dispatch, id, prerendered)),
    async (): Promise<ProductView> => {
      const view = await prerendered()
      return {
        product: view?.product ?? null,
        error: view?.product ? null : 'failed',
        related: view?.related,
      }
    },
  )
  return { view }
}
