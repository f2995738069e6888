import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'
import { installBootGate } from './prerender/bootGate'

/**
 * Build-time rendering only (ssr: false): React Router calls this for every prerendered path and
 * for the SPA fallback page. The page is written out once everything in it is ready (lazy parts
 * included), so the HTML is complete and readable without JavaScript; then the Emotion styles the
 * page used (MUI's included) go into <head>, so it is styled before any script runs. In the
 * browser Emotion's cache adopts those <style> tags.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const cache = createCache({ key: 'css' })
  // compat: components only register their styles in the cache (no inline <style> next to them);
  // the critical ones are extracted below.
  cache.compat = true
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)

  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </CacheProvider>,
      {
        // A static page is written in one piece: React would otherwise move large finished
        // Suspense boundaries out of place and swap them in with a script (invisible without JS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Wait for every Suspense boundary: no streamed fallbacks in a static page.
        async onAllReady() {
          const body = new PassThrough()
          pipe(body)
          const html = await text(body)
          const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html))
          headers.set('Content-Type', 'text/html; charset=utf-8')
          const page = html.replace('</head>', `${styles}</head>`)
          // The SPA fallback page has nothing to paint: its scripts start at once (and the dev
          // server keeps React Router's own bootstrap).
          const deferred = routerContext.isSpaMode || import.meta.env.DEV ? page : paintFirst(page)
          resolve(new Response(deferred, { status, headers }))
        },
        onShellError: reject,
        onError(error) {
          console.error(error)
          status = 500
        },
      },
    )
  })
}

/** The longest a page that never paints (a hidden tab) holds its scripts back, in ms. */
const BOOT_FALLBACK_MS = 1500

/**
 * The prerendered page's scripts start after its first paint (src/app/prerender/bootGate.ts):
 * React Router's `<link rel="modulepreload">` tags leave the HTML and its bootstrap module imports
 * the same modules once the gate opens, preloading them all side by side at that moment.
 */
export function paintFirst(html: string): string {
  const modules: string[] = []
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, (_, href: string) => {
    modules.push(href)
    return ''
  })
  // The bootstrap: `import "…";` and `import * as routeN from "…";` lines, then the route modules
  // handed to the router and `import("…entry.client…")`.
  const bootstrap =
    /(<script type="module"[^>]*>)([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)(<\/script>)/
  const match = bootstrap.exec(withoutPreloads)
  if (!match) throw new Error("paintFirst: React Router's bootstrap script was not found")
  const imports: { name: string | null; href: string }[] = []
  const rest = match[2].replace(
    /import (?:\* as (\w+) from )?"([^"]+)";\n?/g,
    (_, name: string | undefined, href: string) => {
      imports.push({ name: name ?? null, href })
      return ''
    },
  )
  const names = imports.map((entry) => entry.name ?? '').join(', ')
  const hrefs = JSON.stringify(imports.map((entry) => entry.href))
  const entry = /import\("([^"]+)"\);?\s*$/.exec(rest.trim())?.[1]
  const evaluate = evaluationOrder(modules.filter((href) => href !== entry))
  const script =
    `await window.__breakfastBoot(${JSON.stringify(modules)}, ${JSON.stringify(evaluate)});\n` +
    `const [${names}] = await Promise.all(${hrefs}.map((href) => import(href)));\n` +
    rest.trim()
  const gate = `<script>(${installBootGate.toString()})(window, ${BOOT_FALLBACK_MS});</script>`
  return withoutPreloads
    .replace(match[0], `${match[1]}${script}${match[3]}`)
    .replace('</head>', `${gate}</head>`)
}

/**
 * The page's chunks in an order where each comes after the chunks it imports, read from the client
 * build (react-router.config.ts names its folder), so each chunk's code runs in a task of its own.
 * A chunk that cannot be read keeps its place (it then runs with the chunks it imports).
 */
function evaluationOrder(chunks: string[]): string[] {
  const clientDir = process.env.BREAKFAST_CLIENT_BUILD_DIRECTORY
  const importsOf = (href: string): string[] => {
    const file = clientDir ? join(clientDir, href) : ''
    if (!file || !existsSync(file)) return []
    const source = readFileSync(file, 'utf8')
    return [...source.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)].map(([, path]) =>
      posix.join(posix.dirname(href), path),
    )
  }
  const ordered: string[] = []
  const visit = (href: string, trail: Set<string>) => {
    if (ordered.includes(href) || trail.has(href) || !chunks.includes(href)) return
    trail.add(href)
    for (const dependency of importsOf(href)) visit(dependency, trail)
    ordered.push(href)
  }
  for (const href of chunks) visit(href, new Set())
  return ordered
}
