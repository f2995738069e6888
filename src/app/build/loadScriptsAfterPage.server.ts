/**
 * HTML post-processing of the prerendered pages (react-router.config.ts runs it on the client build
 * once React Router has written them): their scripts start once the page is in and painted, and
 * the libraries' chunks are evaluated one per task before React Router's own script.
 *
 * Works around: react-router 7.18.5's `<Scripts>` (framework mode, `ssr: false` + prerender)
 * writes every module a page needs as a `<link rel="modulepreload">` in the head and imports them
 * all from one inline module script at the end of the body; it has no option to defer them or
 * lower their priority (its props are only `nonce` and script attributes), and the static imports
 * evaluate every chunk in one task. The rewrite reads React Router's own markup: the regular
 * expressions below are that markup's shape in 7.18 (`<link rel="modulepreload" href="…"/>`,
 * `<script type="module" async="">`); the build fails if a prerendered page does not have it
 * ({@link loadScriptsAfterPageOrFail}), and `tests/e2e/prerender.spec.ts` checks the pages hydrate.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * How long a prerendered page waits for its own pictures before its scripts start anyway (a
 * picture from a slow host must not hold the page's buttons back).
 */
export const SCRIPTS_START_AT_THE_LATEST_MS = 2500

/**
 * How many modulepreload links the starter adds in one task. Adding one starts its fetch on the
 * main thread (Blink's `ResourceFetcher::requestResource`): usually well under a millisecond, but
 * the first of a page's links took 16–21 ms in Chromium traces of `/products` (unthrottled; four
 * times that on Lighthouse's phone), and 8 in one task made tasks of 19–48 ms, the largest part of
 * that page's blocking time. Two per task keeps every such task short.
 */
const PRELOADS_PER_TASK = 2

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/
/** The modules React Router's script imports: `import "…"`, `import * as routeN from "…"`, `import("…")`. */
const ROUTER_IMPORT = /import(?:\(| \* as \w+ from | )("[^"]+")/g
/** A chunk's own static imports, as the bundler writes them (`from"./x.js"`, `import"./x.js"`). */
const CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g

/** JSON that is safe inside an inline `<script>` (no `</script>`, no `<!--`). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Which preloaded chunks may be evaluated ahead of the router's script, one per task.
 *
 * React Router's script imports the route modules statically, so the browser evaluates every chunk
 * a page needs (React DOM, React Router, MUI, the store, the page) in one task: on a mid-range phone
 * that is several hundred milliseconds in which a tap waits. The libraries and shared components
 * can be evaluated earlier, one chunk per task: evaluating a chunk only defines its exports. Not the
 * modules the router's script names (React Router's manifest, the route modules, the client entry,
 * which starts hydrating when it runs), nor any chunk that imports one of them: they are evaluated
 * by the router's own script, in its order, as before.
 */
export function chunksToEvaluateFirst(
  routerCode: string,
  preloads: string[],
  importsOf: (href: string) => string[],
): string[] {
  const named = new Set(
    [...routerCode.matchAll(ROUTER_IMPORT)].map((match) => JSON.parse(match[1]) as string),
  )
  const reachesNamed = new Map<string, boolean>()
  const reaches = (href: string, path: Set<string>): boolean => {
    const known = reachesNamed.get(href)
    if (known !== undefined) return known
    if (named.has(href)) return true
    if (path.has(href)) return false
    path.add(href)
    const result = importsOf(href).some((child) => reaches(child, path))
    path.delete(href)
    reachesNamed.set(href, result)
    return result
  }
  return preloads.filter((href) => !reaches(href, new Set()))
}

/**
 * The module script that evaluates `chunks` one per task (giving the main thread back between two
 * of them: `scheduler.yield()` where the browser has it, else a message-channel task, since a
 * `setTimeout` chain is held back 4 ms per step) and then adds React Router's own module script,
 * unchanged.
 */
export function stagedRouterScript(routerCode: string, chunks: string[]): string {
  if (!chunks.length) return routerCode
  return (
    'const next=()=>globalThis.scheduler&&scheduler.yield?scheduler.yield():new Promise((resolve)=>{' +
    'const channel=new MessageChannel();channel.port1.onmessage=()=>resolve();channel.port2.postMessage(0)});' +
    `for(const href of ${inlineJson(chunks)}){await import(href);await next()}` +
    'const script=document.createElement("script");script.type="module";' +
    `script.textContent=${inlineJson(routerCode)};document.body.appendChild(script);`
  )
}

/**
 * A prerendered page's scripts start once the page itself is in and on screen: its HTML, its CSS
 * (inline) and its pictures (the LCP picture among them) loaded (the window's `load`) and its first
 * contentful paint done (on a fast connection `load` can come first, and evaluating the scripts
 * then would hold the paint back); after {@link SCRIPTS_START_AT_THE_LATEST_MS} at the latest (a
 * hidden tab does not paint).
 *
 * React Router writes the route modules as `<link rel="modulepreload">` in the head and imports
 * them from a module script at the end of the body, so the browser downloads every script at high
 * priority beside the HTML: on a slow connection they share its bandwidth with the page's picture,
 * and the page is only complete (and, for Lighthouse's simulation, only painted) once they are in.
 * The page needs none of them to be seen or read, so here both move into a small inline script
 * that adds them, unchanged and in the same order, once the page has loaded; the chunks that can
 * be are evaluated one per task before the router's script ({@link chunksToEvaluateFirst}). The
 * page's data preloads (`<link rel="preload" as="fetch">`) and its picture preload stay in the
 * head: data still arrives beside the code. Returns the HTML unchanged when it is not such a page.
 *
 * `importsOf` gives a chunk's static imports (absolute paths); without it nothing is staged.
 */
export function loadScriptsAfterPage(html: string, importsOf?: (href: string) => string[]): string {
  const moduleScript = ROUTER_MODULE_SCRIPT.exec(html)
  if (!moduleScript) return html
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]))]
  const routerCode = moduleScript[1]
  const code = importsOf
    ? stagedRouterScript(routerCode, chunksToEvaluateFirst(routerCode, preloads, importsOf))
    : routerCode
  const starter =
    '<script>(function(){' +
    `var preloads=${inlineJson(preloads)},code=${inlineJson(code)},` +
    'started=false,loaded=document.readyState==="complete",painted=false;' +
    // Each preload link costs the main thread a little (a fetch starts): a page's 30-odd links go
    // in tasks of PRELOADS_PER_TASK, then the module script.
    'function start(){if(started)return;started=true;addSome(0)}' +
    'function addSome(from){' +
    `preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
    `if(from+${PRELOADS_PER_TASK}<preloads.length){setTimeout(addSome,0,from+${PRELOADS_PER_TASK});return}` +
    'var script=document.createElement("script");script.type="module";script.textContent=code;' +
    'document.body.appendChild(script)}' +
    'function check(){if(loaded&&painted)start()}' +
    // The paint entry is delivered after the frame: the scripts never delay the first paint.
    'try{new PerformanceObserver(function(list){' +
    'if(list.getEntriesByName("first-contentful-paint").length){painted=true;setTimeout(check,0)}' +
    '}).observe({type:"paint",buffered:true})}catch(error){painted=true}' +
    'if(!loaded)addEventListener("load",function(){loaded=true;check()},{once:true});' +
    `check();setTimeout(start,${SCRIPTS_START_AT_THE_LATEST_MS})` +
    '})()</script>'
  return html.replace(MODULE_PRELOAD, '').replace(moduleScript[0], () => starter)
}

/** The static imports of every chunk under `folder`/assets, as absolute paths (`/assets/x.js`). */
function chunkImports(folder: string): (href: string) => string[] {
  const cache = new Map<string, string[]>()
  return (href) => {
    let imports = cache.get(href)
    if (!imports) {
      let source = ''
      try {
        source = readFileSync(join(folder, href), 'utf8')
      } catch {
        // Not a file of this build (another host's script): nothing known about it.
      }
      const base = href.slice(0, href.lastIndexOf('/') + 1)
      imports = [...source.matchAll(CHUNK_IMPORT)].map((match) => base + match[1])
      cache.set(href, imports)
    }
    return imports
  }
}

/**
 * Applies {@link loadScriptsAfterPage} to every prerendered page of a client build and returns the
 * pages it found and how many of them it rewrote. The SPA fallback page (admin, unknown paths) is
 * left alone: it has nothing to show until its scripts run.
 */
export function loadScriptsAfterPageIn(
  folder: string,
  importsOf = chunkImports(folder),
): { pages: string[]; rewritten: number } {
  const pages: string[] = []
  let rewritten = 0
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (name === 'assets') continue
    if (statSync(path).isDirectory()) {
      const inner = loadScriptsAfterPageIn(path, importsOf)
      pages.push(...inner.pages)
      rewritten += inner.rewritten
    } else if (name.endsWith('.html') && name !== '__spa-fallback.html') {
      pages.push(path)
      const html = readFileSync(path, 'utf8')
      const changed = loadScriptsAfterPage(html, importsOf)
      if (changed !== html) {
        writeFileSync(path, changed)
        rewritten += 1
      }
    }
  }
  return { pages, rewritten }
}

/**
 * {@link loadScriptsAfterPageIn}, failing the build when a prerendered page keeps React Router's
 * scripts as they were: React Router's markup no longer has the shape this step reads (an upgrade
 * changed it), and the pages would quietly load their scripts beside the HTML again.
 */
export function loadScriptsAfterPageOrFail(folder: string): number {
  const { pages, rewritten } = loadScriptsAfterPageIn(folder)
  if (rewritten < pages.length) {
    throw new Error(
      `loadScriptsAfterPage: ${pages.length - rewritten} of ${pages.length} prerendered pages have no React Router ` +
        'module script of the shape src/app/build/loadScriptsAfterPage.server.ts reads (did an upgrade change it?)',
    )
  }
  return rewritten
}
