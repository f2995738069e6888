import { config } from '@/config/env'

/**
 * `api/breakfast/products/all` etc.: customer and admin routes live under the shop path. Its own
 * module (no RTK Query), so route modules can name API URLs (preload links) on the first load.
 */
export const shopPath = (path: string) => `api/${config.apiPath}/${path}`
