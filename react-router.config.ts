import type { Config } from '@react-router/dev/config'
import { finishBuild } from './src/app/build/buildOutput'
import { writeSearchEngineFiles } from './src/app/build/searchEngines.server'
import { prerenderedProductIds } from './src/app/prerender/productPaths.server'

/**
 * React Router writes its build here; buildEnd moves the client part to the folder of the build's
 * mode. One folder per mode, so a production and a demo build can run at the same time.
 */
const BUILD_DIRECTORY = `build/${process.env.BREAKFAST_BUILD_MODE ?? 'production'}`

/**
 * The shop is static files: no server of our own (ssr: false). The storefront's pages are
 * prerendered at build time into HTML with their critical CSS; every other path (admin, unknown
 * paths) is served React Router's SPA fallback page, which hydrates the route the URL matches.
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  buildDirectory: BUILD_DIRECTORY,
  async prerender({ getStaticPaths }) {
    // Every product on sale the build can see gets its page; others render in the browser.
    const productIds = await prerenderedProductIds()
    return [
      // Admin screens need a signed-in admin: nothing to prerender there.
      ...getStaticPaths().filter((path) => path !== '/admin' && !path.startsWith('/admin/')),
      ...productIds.map((id) => `/products/${encodeURIComponent(id)}`),
    ]
  },
  // `npm run build` → dist/ (production), `npm run build:demo` → dist-demo/ (the in-browser fake):
  // src/app/build/buildOutput.ts.
  async buildEnd({ viteConfig }) {
    const site = finishBuild({
      root: viteConfig.root,
      buildDirectory: BUILD_DIRECTORY,
      production: viteConfig.mode === 'production',
    })
    // sitemap.xml, robots.txt and the pictures shared links show: src/app/build/searchEngines.server.ts.
    await writeSearchEngineFiles({ root: viteConfig.root, siteFolder: site })
  },
  future: {
    v8_viteEnvironmentApi: true,
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
