import { loadEnv } from 'vite'
// Relative imports: this module is also loaded by the build config, without the @ alias.
import { isOnSale } from '../../features/catalog/catalog'
import { readConfig } from '../../config/env'
import { buildCatalogue } from './catalogue.server'

/**
 * The products whose pages the build prerenders: every product on sale the build can see (the
 * demo: the fake's seed; production: the course API, when it can be reached). Read by
 * react-router.config.ts (the paths) and routes.ts (whether the detail route carries build data),
 * in Node, with the variables of the build's mode (vite.config.ts passes the mode on).
 */
export async function prerenderedProductIds(): Promise<string[]> {
  const mode = process.env.BREAKFAST_BUILD_MODE ?? 'production'
  const catalogue = buildCatalogue(readConfig(loadEnv(mode, process.cwd(), 'VITE_')))
  const products = (await catalogue.allProducts()) ?? []
  return products.filter(isOnSale).map((product) => product.id)
}
