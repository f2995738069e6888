import type { LinkDescriptor } from 'react-router-dom'
import { shopPath } from '@/api/paths'
import { config } from '@/config/env'

/**
 * Prerendered pages ask for their live data at HTML parse time (`<link rel="preload" as="fetch">`),
 * before any script runs; RTK Query's request, started by the route's loader once the page's code
 * is in, then picks the answer up: data and code download side by side. Where the in-browser fake
 * answers (demo, dev) nothing is preloaded: requests wait for the fake.
 */
export function apiUrl(path: string): string {
  return `${config.apiBaseUrl}/v2/${shopPath(path)}`
}

export function preloadApi(path: string): LinkDescriptor[] {
  if (config.mocking) return []
  return [{ rel: 'preload', as: 'fetch', href: apiUrl(path), crossOrigin: 'anonymous' }]
}
