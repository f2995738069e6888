import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * How long a prerendered page waits for its own pictures before its scripts start anyway (a
 * picture from a slow host must not hold the page's buttons back).
 */
export const SCRIPTS_START_AT_THE_LATEST_MS = 2500

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/** JSON that is safe inside an inline `<script>` (no `</script>`, no `<!--`). */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

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
 * that adds them, unchanged and in the same order, once the page has loaded. The page's data
 * preloads (`<link rel="preload" as="fetch">`) and its picture preload stay in the head: data still
 * arrives beside the code. Returns the HTML unchanged when it is not such a page.
 */
export function loadScriptsAfterPage(html: string): string {
  const moduleScript = ROUTER_MODULE_SCRIPT.exec(html)
  if (!moduleScript) return html
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]))]
  const starter =
    '<script>(function(){' +
    `var preloads=${inlineJson(preloads)},code=${inlineJson(moduleScript[1])},` +
    'started=false,loaded=document.readyState==="complete",painted=false;' +
    'function start(){if(started)return;started=true;' +
    'preloads.forEach(function(href){var link=document.createElement("link");' +
    'link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
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

/**
 * Applies {@link loadScriptsAfterPage} to every prerendered page of a client build. The SPA
 * fallback page (admin, unknown paths) is left alone: it has nothing to show until its scripts run.
 */
export function loadScriptsAfterPageIn(folder: string): number {
  let pages = 0
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (name === 'assets') continue
    if (statSync(path).isDirectory()) pages += loadScriptsAfterPageIn(path)
    else if (name.endsWith('.html') && name !== '__spa-fallback.html') {
      const html = readFileSync(path, 'utf8')
      const changed = loadScriptsAfterPage(html)
      if (changed !== html) {
        writeFileSync(path, changed)
        pages += 1
      }
    }
  }
  return pages
}
