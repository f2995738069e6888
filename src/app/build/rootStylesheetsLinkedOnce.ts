import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/** The client entry and the root route: their stylesheets are linked by every page, for good. */
export const ROOT_ROUTE = /[\\/]src[\\/]app[\\/](entry\.client|root)\.tsx(\?.*)?$/

/** Vite's preload list: the first line of a chunk that starts this way (file names, as JSON strings). */
const PRELOAD_LIST = /^const __vite__mapDeps=.*$/m

/** The stylesheets the root route's chunks import (statically, through any depth of chunks). */
export function rootStylesheets(bundle: OutputBundle, isRoot: (moduleId: string) => boolean): Set<string> {
  const css = new Set<string>()
  const visited = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (visited.has(fileName) || chunk?.type !== 'chunk') return
    visited.add(fileName)
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file))
    chunk.imports.forEach(visit)
  }
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.facadeModuleId && isRoot(chunk.facadeModuleId)) visit(chunk.fileName)
  }
  return css
}

/** Names each of `stylesheets` in a chunk's preload list as React Router's root links it (`x.css#`). */
export function linkAsTheRootDoes(code: string, stylesheets: ReadonlySet<string>): string {
  return code.replace(PRELOAD_LIST, (line) =>
    line.replace(/"([^"]+\.css)"/g, (quoted, file: string) =>
      stylesheets.has(file) ? `"${file}#"` : quoted,
    ),
  )
}

/**
 * Every page links the root route's stylesheets (the shell's) from the root's `<Links>`, and React
 * Router writes a stylesheet that a lazy chunk also imports as `shell-….css#`. Vite's preload
 * helper, loading such a chunk (the toaster, the member menu, a dialog…), looks for a link to
 * `shell-….css`, finds none, and appends a second one: the shell's rules then come after the
 * pages' and win where both set the same property (the about page's and home's 900 px columns
 * grew to 1200 px once the page had hydrated). The root route never unmounts, so its links stay:
 * the lazy chunks' preload lists name its stylesheets exactly as the page links them, and the
 * helper finds them there. A route's own stylesheets keep React Router's behaviour: its links go
 * when the route unmounts, and the helper's copy keeps a lazy chunk still on screen styled.
 *
 * Works around: @react-router/dev ≥ 7.9.5 (still 7.18.4) adds `#` to a route stylesheet's href
 * when a dynamic import also loads it (remix-run/react-router#14447, for #14415), and Vite's
 * preload helper (Vite 8.3.8) compares hrefs exactly, so the same file is linked twice
 * (remix-run/react-router#14754, open; the fix proposed in #14793 is not released).
 * Still needed: without it the about page's columns widen after hydration, and the journey
 * `tests/e2e/prerender.spec.ts` › "a prerendered page keeps its layout…" fails.
 */
export function rootStylesheetsLinkedOnce(
  isRoot: (moduleId: string) => boolean = (id) => ROOT_ROUTE.test(id),
): Plugin {
  return {
    name: 'breakfast:root-stylesheets-linked-once',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const stylesheets = rootStylesheets(bundle, isRoot)
        if (stylesheets.size === 0) return
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = linkAsTheRootDoes(chunk.code, stylesheets)
        }
      },
    },
  }
}
