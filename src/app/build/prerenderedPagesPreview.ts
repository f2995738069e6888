import { existsSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import type { Connect, Plugin } from 'vite'

/** The page React Router writes for every path it did not prerender (with `ssr: false`). */
export const SPA_FALLBACK = '/__spa-fallback.html'

/**
 * Where a static host finds the answer to a GET of `url` in the build folder `root`: the
 * prerendered page (`/about` → `/about/index.html`), the SPA fallback page for a path that has
 * no file (admin, unknown paths), or the URL unchanged (a file: script, style, picture).
 */
export function staticPageUrl(root: string, url: string): string {
  const [pathname, query = ''] = url.split('?')
  const search = query ? `?${query}` : ''
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return url
  }
  const page = resolve(join(root, decoded, 'index.html'))
  if (page.startsWith(resolve(root) + sep) && existsSync(page)) {
    return `${pathname.replace(/\/$/, '')}/index.html${search}`
  }
  if (!/\.[a-z0-9]+$/i.test(pathname)) return `${SPA_FALLBACK}${search}`
  return url
}

/** The preview server's middleware: rewrites the URL as a static host would serve it. */
export function servePrerenderedPages(root: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') req.url = staticPageUrl(root, req.url ?? '/')
    next()
  }
}

/**
 * `vite preview` as a static host for prerendered pages: `/about` is `about/index.html`, and a
 * path that was not prerendered (admin, unknown paths) gets React Router's SPA fallback page,
 * which hydrates whatever route the URL matches (a static host is configured the same way:
 * README, "Serving the build").
 *
 * Works around: @react-router/dev 7.18.4 serves a build in `vite preview` only through its server
 * build (which an `ssr: false` build deletes after prerendering), so its preview of this shop
 * answers nothing; React Router 8 serves prerendered pages and the SPA fallback from the client
 * folder itself (remix-run/react-router#15077), but needs Node ≥ 22.22. Still needed: `vite
 * preview` (8.3.8) alone answers `/about`, a product's page and `/admin` with the prerendered
 * home page, which then hydrates the wrong route.
 */
export function prerenderedPagesPreview(): Plugin {
  return {
    name: 'breakfast:prerendered-pages-preview',
    configurePreviewServer(server) {
      server.middlewares.use(servePrerenderedPages(resolve(server.config.root, server.config.build.outDir)))
    },
  }
}
