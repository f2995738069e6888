import type { ChunkingContext, CodeSplittingOptions } from 'rolldown'

/** The modules every page's first load needs: the client entry, the root and the storefront layout. */
export const SHELL_ROOTS = /[\\/]src[\\/]app[\\/](entry\.client|root|routes[\\/]storefront)\.tsx(\?.*)?$/

/**
 * Imports that never bring code to the shell: `@mui/material/styles` re-exports
 * `enhanceHighContrast`, which imports the classes of fifteen form components (the shell's theme
 * never calls it, so it is tree-shaken), and a component's `*Classes` module imports its
 * component's folder index (InputBase, for `inputBaseClasses`). Walking through them put InputBase,
 * TextareaAutosize and the form components' classes into the first load; since the shell is
 * plain HTML, it keeps 0.5 KiB of form-component classes out of the `styling` chunk (`/products`
 * 224.2 → 224.0 KiB).
 */
export const NOT_A_SHELL_PATH =
  /[\\/]@mui[\\/]material[\\/](styles[\\/]enhanceHighContrast|[^\\/]+[\\/][a-zA-Z]+Classes)\.m?js$/

/**
 * Where MUI starts: the theme's scope, around the MUI pages (a pathless layout route) and inside
 * the lazy MUI chunks the plain storefront shell opens. The shell itself has no MUI.
 */
export const MUI_ROOTS = /[\\/]src[\\/]components[\\/]theme[\\/]MuiScope\.tsx(\?.*)?$/

type ModuleGraph = Pick<ChunkingContext, 'getModuleInfo'>

/**
 * A chunk group's name for a module only if one of `roots` imports it statically (directly or
 * through other modules, not through {@link NOT_A_SHELL_PATH}): a library module that only lazy
 * code uses stays with that lazy code instead of being fetched on every first load because its
 * package belongs to the group.
 */
export function reachedFrom(roots: RegExp, name: string): (id: string, ctx: ModuleGraph) => string | null {
  const known = new Map<string, boolean>()
  const reached = (id: string, ctx: ModuleGraph): boolean => {
    // Walk the static importers back from the module until a root turns up.
    const seen = new Set([id])
    const queue = [id]
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      if (roots.test(current)) return true
      for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
        if (seen.has(importer) || NOT_A_SHELL_PATH.test(importer)) continue
        seen.add(importer)
        queue.push(importer)
      }
    }
    return false
  }
  return (id, ctx) => {
    if (!known.has(id)) known.set(id, reached(id, ctx))
    return known.get(id) ? name : null
  }
}

/** A group's name for what the storefront shell (every page's first load) imports. */
const forTheShell = (name: string) => reachedFrom(SHELL_ROOTS, name)

/** The chunks whose code runs nearly whole while a page hydrates (they get V8's compile hint). */
export const COMPILED_EAGERLY: ReadonlySet<string> = new Set([
  'react',
  'framework',
  'styling',
  'muiCore',
  'state',
  'shell',
])

/**
 * The chunk graph of the browser build. Every page needs the same libraries: a few cacheable chunks
 * instead of dozens of small shared ones on the critical path; components stay with the routes
 * that use them. Each group takes a library's modules only where the shell (or, for MUI, the MUI
 * scope) reaches them statically ({@link reachedFrom}).
 *
 * Works around: Rolldown's code-splitting groups (Rolldown 1.2.19 in Vite 8.3.8) capture every
 * module whose id matches `test`, whichever entry reaches it and however (a lazy admin page's use
 * of RTK Query would join the `state` chunk every page loads). Its `tags: ['$initial']` counts
 * every route module as an entry (React Router makes each one an entry of the browser build), and
 * `entriesAware` splits a group into one chunk per set of entries: neither says "what this page's
 * shell imports" (rolldown/rolldown#7117 made groups follow import relationships between
 * entries, not from chosen roots). Measured with `npm run bench:bundle` (gzip, `/` · `/products`):
 * these groups 141.2 KiB in 16 files · 224.0 KiB in 35; no groups 146.8 KiB in 38 · 233.9 KiB in
 * 76; the same groups named without {@link reachedFrom} 474 KiB on every page, with
 * `tags: ['$initial']` instead 463 KiB.
 */
export function firstLoadChunks(): CodeSplittingOptions {
  return {
    groups: [
      {
        // React and React DOM, apart from React Router: two chunks, each evaluated in a task of
        // its own (src/app/build/loadScriptsAfterPage.server.ts).
        name: forTheShell('react'),
        debugName: 'react',
        test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        priority: 4,
      },
      {
        name: forTheShell('framework'),
        debugName: 'framework',
        test: /[\\/]node_modules[\\/](react-router|react-router-dom|turbo-stream|cookie|set-cookie-parser)[\\/]/,
        priority: 3,
      },
      {
        // MUI's styling core and Emotion: one chunk for every MUI page and every lazy MUI chunk
        // (the storefront's shell and home hero have none of it). Not the theme: a group takes its
        // modules' imports along, and the theme imports the design tokens the shell reads too
        // (src/config/brand.ts).
        name: reachedFrom(MUI_ROOTS, 'styling'),
        debugName: 'styling',
        test: /[\\/]node_modules[\\/](@emotion[\\/].*|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|locale)|react-is|prop-types|clsx|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
        priority: 2,
      },
      {
        // MUI's basic components that nearly every MUI page and lazy MUI chunk renders: one
        // cacheable chunk instead of a dozen small ones on each MUI page's critical path.
        name: 'muiCore',
        test: /[\\/]node_modules[\\/](@mui[\\/]material[\\/](ButtonBase|Button|IconButton|Typography|Paper|SvgIcon|Link|Container|Box|Stack|Grid|Divider|CircularProgress|utils|internal|transitions)|react-transition-group)[\\/]/,
        priority: 1.5,
      },
      {
        name: forTheShell('state'),
        debugName: 'state',
        test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
        priority: 1,
      },
      {
        // The storefront shell every page renders (providers, navbar, footer, store, API client)
        // and the MUI components it is made of. Not the client entry itself: the shell's chunk can
        // then be evaluated before the entry starts hydrating
        // (src/app/build/loadScriptsAfterPage.server.ts).
        name: forTheShell('shell'),
        debugName: 'shell',
        // Its CSS modules too: a sheet the shell uses (components/feedback/feedback.module.css) is
        // part of the shell's stylesheet even where a lazy part imports it as well.
        test: /([\\/]src[\\/](?!app[\\/]entry\.client\.tsx).*\.(tsx?|module\.css)$)|([\\/]node_modules[\\/]@mui[\\/]material[\\/])/,
        priority: 0,
      },
    ],
  }
}
