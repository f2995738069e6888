import type { LinkDescriptor } from 'react-router-dom'
import { shopPath } from '@/api/paths'
import { config } from '@/config/env'
import { appStore } from '../store'

/**
 * Product data for the storefront routes, requested before the page's code is needed:
 * - prerendered pages carry the build's data in their HTML (route `loader`s, build time) and
 *   preload the live data at HTML parse time (`<link rel="preload" as="fetch">`), which RTK Query's
 *   request then picks up: data and code download side by side;
 * - client navigations start the request in the route's `clientLoader`, as the route's code loads
 *   (RTK Query comes with it: it is not part of the first load, see src/api/apiLoading.ts).
 * Where the in-browser fake answers (demo, dev) nothing is preloaded: requests wait for the fake.
 */
export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}/v2/${shopPath(path)}`
}

export function preloadApi(path: string): LinkDescriptor[] {
  if (config.mocking) return []
  return [{ rel: 'preload', as: 'fetch', href: apiUrl(path), crossOrigin: 'anonymous' }]
}

/** Starts loading every product into the store (no-op while fresh data is cached). */
export async function prefetchAllProducts(): Promise<void> {
  const { storefrontApi } = await import('@/api/storefront')
  appStore().dispatch(storefrontApi.util.prefetch('getAllProducts', undefined, { ifOlderThan: 60 }))
}

/**
 * The clientLoader of pages made of the product list (home, list): on a client navigation the
 * request starts while the page's code loads; the page has no build-time products then.
 */
export function loadAllProducts(): { products: null } {
  void prefetchAllProducts()
  return { products: null }
}

export async function prefetchProduct(id: string): Promise<void> {
  const { catalogApi } = await import('@/features/catalog/api')
  appStore().dispatch(catalogApi.util.prefetch('getProduct', id, { ifOlderThan: 60 }))
}
