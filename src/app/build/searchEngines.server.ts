import { resolve } from 'node:path'
import { loadEnv } from 'vite'
// Relative imports: the build config loads this module without the @ alias.
import { readConfig } from '../../config/env'
import { buildCatalogue } from '../prerender/catalogue.server'
import { writeShareImages } from './shareImages.server'
import { prerenderedPaths, writeSitemap } from './sitemap.server'

/**
 * The build's last step for search engines and chat apps (react-router.config.ts `buildEnd`), on
 * the finished site: sitemap.xml and robots.txt (./sitemap.server.ts), and a share picture for
 * every prerendered product page, the shop and its logo (./shareImages.server.ts). The products
 * are the ones the pages were prerendered with (the build's catalogue, read once per build).
 */
export async function writeSearchEngineFiles({ root, siteFolder }: { root: string; siteFolder: string }) {
  const mode = process.env.BREAKFAST_BUILD_MODE ?? 'production'
  const config = readConfig(loadEnv(mode, root, 'VITE_'))
  const sitemap = writeSitemap(siteFolder, config.siteUrl)
  const pages = new Set(prerenderedPaths(siteFolder))
  const products = ((await buildCatalogue(config).allProducts()) ?? []).filter((product) =>
    pages.has(`/products/${encodeURIComponent(product.id)}`),
  )
  const images = await writeShareImages({
    siteFolder,
    products,
    heroSvgFile: resolve(root, 'src/assets/hero.svg'),
    logoSvgFile: resolve(root, 'public/favicon.svg'),
  })
  console.log(
    `Search engines: sitemap.xml (${sitemap.length} pages), robots.txt, ${images.length} share pictures.`,
  )
}
