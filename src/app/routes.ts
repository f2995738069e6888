import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes'
import { prerenderedProductIds } from './prerender/productPaths.server'
import { routeTable } from './routeTable'

/** The route table with a product's page served by `productFile`. */
function withProductFile(entry: RouteConfigEntry, productFile: string): RouteConfigEntry {
  return {
    ...entry,
    file: entry.file === 'routes/product.tsx' ? productFile : entry.file,
    children: entry.children?.map((child) => withProductFile(child, productFile)),
  }
}

/** React Router's route config (framework mode): the one route table. */
async function routes(): Promise<RouteConfigEntry[]> {
  // With no product to prerender (the API was out of reach at build time), the detail route is
  // the same page without build-time data: every product page then renders in the browser.
  const productFile = (await prerenderedProductIds()).length
    ? 'routes/product.tsx'
    : 'routes/product-live.tsx'
  return routeTable.map((entry) => withProductFile(entry, productFile))
}

export default routes() satisfies RouteConfig
