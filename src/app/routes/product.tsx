import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router-dom'
import { relatedProducts, type ProductView } from '@/features/catalog/catalog'
import { config } from '@/config/env'
import { buildCatalogue } from '../prerender/catalogue.server'
import { readProductRoute, type ProductRouteData } from './productRoute'

export { default, meta } from './product-live'

/** Build time: each product the build can see gets its own prerendered page with its data. */
export async function loader({ params }: LoaderFunctionArgs): Promise<{ view: ProductView }> {
  const catalogue = buildCatalogue(config)
  const product = params.id ? await catalogue.product(params.id) : null
  const related = product ? relatedProducts(product, (await catalogue.allProducts()) ?? []) : []
  // No product: the page is prerendered in its loading state and read in the browser.
  return { view: { product, error: null, related } }
}

/** In the browser: the live product (./product-live.tsx), the prerendered one if no answer comes. */
export function clientLoader(args: ClientLoaderFunctionArgs): Promise<ProductRouteData> {
  return readProductRoute(args, () =>
    args.serverLoader<typeof loader>().then(
      ({ view }) => view,
      () => null,
    ),
  )
}
clientLoader.hydrate = true as const
