import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'
import { prerenderedProductIds } from './prerender/productPaths.server'
import { routeTable, type RouteEntry } from './routeTable'

/** React Router's route config (framework mode), built from the one route table. */
function toConfig(entry: RouteEntry, productFile: RouteEntry['file']): RouteConfigEntry {
  const children = entry.children?.map((child) => toConfig(child, productFile))
  const options = entry.id ? { id: entry.id } : undefined
  const file = entry.file === 'routes/product.tsx' ? productFile : entry.file
  if (entry.index) return index(file, options)
  if (entry.path === undefined) return layout(file, options ?? {}, children ?? [])
  return route(entry.path, file, options ?? {}, children ?? [])
}

async function routes(): Promise<RouteConfigEntry[]> {
  // With no product to prerender (the API was out of reach at build time), the detail route is
  // the same page without build-time data: every product page then renders in the browser.
  const productFile = (await prerenderedProductIds()).length
    ? 'routes/product.tsx'
    : 'routes/product-live.tsx'
  return routeTable.map((entry) => toConfig(entry, productFile))
}

export default routes() satisfies RouteConfig
