import type { LoaderFunctionArgs } from 'react-router-dom'
import { config } from '@/config/env'
import { buildCatalogue } from '../prerender/catalogue.server'
import type { ProductRouteData } from './product-live'

export { clientLoader, default, meta } from './product-live'

/** Build time: each product the build can see gets its own prerendered page with its data. */
export async function loader({ params }: LoaderFunctionArgs): Promise<ProductRouteData> {
  const product = params.id ? await buildCatalogue(config).product(params.id) : null
  return { product }
}
