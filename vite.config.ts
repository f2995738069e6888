import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type InlineConfig, type Plugin } from 'vite'
import type { ChunkingContext } from 'rolldown'
import { reactRouter } from '@react-router/dev/vite'
import react from '@vitejs/plugin-react'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const seedImagesDir = fromRoot('./mocks/seed/images')

/**
 * msw keeps a cookie jar (tough-cookie) that looks cookie domains up in the Public Suffix List
 * (tldts: a 130 KB trie, about 45 KB gzipped, the largest piece of the fake's chunk). The fake
 * never sets a cookie, so the jar never needs the list: in the demo build this stand-in answers
 * `getDomain` with the host's last two labels (none for an IP address or a one-label host).
 */
const TLDTS_STAND_IN = '\0breakfast:tldts-stand-in'
const tldtsStandIn = `
export function getDomain(hostname) {
  const host = String(hostname ?? '').toLowerCase().replace(/\\.$/, '')
  if (/^[\\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.split('.').filter(Boolean)
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
`

/**
 * The fake shop's pictures live beside its seed data (mocks/seed/images) and are served at
 * /seed-images/ only where the fake runs: the dev server and the demo build. A production build
 * gets none of them (react-router.config.ts also drops the MSW worker script from it).
 */
function mockAssets(mocking: boolean): Plugin {
  return {
    name: 'breakfast:mock-assets',
    // The pictures belong to the browser build only (not React Router's build-time server build).
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite's own resolver, so the stand-in replaces tldts.
    enforce: 'pre',
    resolveId(source, importer) {
      if (mocking && source === 'tldts' && importer?.includes('tough-cookie')) return TLDTS_STAND_IN
      return null
    },
    load(id) {
      return id === TLDTS_STAND_IN ? tldtsStandIn : null
    },
    configureServer(server) {
      if (!mocking) return
      server.middlewares.use('/seed-images', (req, res, next) => {
        const file = join(seedImagesDir, decodeURIComponent((req.url ?? '').split('?')[0]))
        if (!file.startsWith(seedImagesDir) || !existsSync(file)) return next()
        res.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'image/png')
        createReadStream(file).pipe(res)
      })
    },
    generateBundle() {
      if (!mocking || !existsSync(seedImagesDir)) return
      for (const name of readdirSync(seedImagesDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `seed-images/${name}`,
          source: readFileSync(join(seedImagesDir, name)),
        })
      }
    },
  }
}

/**
 * `vite preview` as a static host for prerendered pages: `/about` is `about/index.html`, and a
 * path that was not prerendered (admin, unknown paths) gets React Router's SPA fallback page,
 * which hydrates whatever route the URL matches. A static host is configured the same way.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'breakfast:prerendered-pages',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, _res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const [pathname, query = ''] = (req.url ?? '/').split('?')
        const page = join(root, decodeURIComponent(pathname), 'index.html')
        if (page.startsWith(root) && existsSync(page)) {
          req.url = `${pathname.replace(/\/$/, '')}/index.html${query ? `?${query}` : ''}`
        } else if (!/\.[a-z0-9]+$/i.test(pathname)) {
          req.url = `/__spa-fallback.html${query ? `?${query}` : ''}`
        }
        next()
      })
    },
  }
}

/** The chunks whose code runs nearly whole while a page hydrates (see compiledWhileLoading). */
const COMPILED_EAGERLY = new Set(['react', 'framework', 'styling', 'muiCore', 'state', 'shell'])

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a file's first line, Chrome ≥ 136;
 * a comment elsewhere): the chunks every page runs while it hydrates are compiled whole on a
 * background thread as they stream in, instead of function by function on the main thread when
 * hydration first calls each. In a Chromium trace of a product page's load, the main thread's
 * `V8.CompileCode` went from about 200 to about 40 ms. Added last, so it stays the first line
 * (Vite puts its preload map at the top of the shell's chunk in generateBundle).
 */
function compiledWhileLoading(): Plugin {
  return {
    name: 'breakfast:compiled-while-loading',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !COMPILED_EAGERLY.has(chunk.name)) continue
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
          // The source map (already its own file by now) moves down a line too.
          const map = bundle[`${chunk.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
          }
        }
      },
    },
  }
}

/** The client entry and the root route: their stylesheets are linked by every page, for good. */
const ROOT_ROUTE = /[\\/]src[\\/]app[\\/](entry\.client|root)\.tsx(\?.*)?$/

/**
 * Every page links the root route's stylesheets (the shell's) from the root's `<Links>`, and React
 * Router writes a stylesheet that a lazy chunk also imports as `shell-….css#`. Vite's preload
 * helper, loading such a chunk (the toaster, the member menu, a dialog…), looks for a link to
 * `shell-….css`, finds none, and appends a second one: the shell's rules then come after the
 * pages' and win where both set the same property (the about page's and home's 900 px columns
 * grew to 1200 px once the page had hydrated). The root route never unmounts, so its links stay:
 * the lazy chunks' preload lists name its stylesheets exactly as the page links them, and the
 * helper finds them there. (A route's own stylesheets keep React Router's behaviour: its links go
 * when the route unmounts, and the helper's copy keeps a lazy chunk still on screen styled.)
 */
function rootStylesheetsLinkedOnce(): Plugin {
  return {
    name: 'breakfast:root-stylesheets-linked-once',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const rootCss = new Set<string>()
        const visited = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = bundle[fileName]
          if (visited.has(fileName) || chunk?.type !== 'chunk') return
          visited.add(fileName)
          chunk.viteMetadata?.importedCss.forEach((css) => rootCss.add(css))
          chunk.imports.forEach(visit)
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId && ROOT_ROUTE.test(chunk.facadeModuleId))
            visit(chunk.fileName)
        }
        if (rootCss.size === 0) return
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          // Vite's preload list is the first line that starts this way (file names, as JSON strings).
          chunk.code = chunk.code.replace(/^const __vite__mapDeps=.*$/m, (line) =>
            line.replace(/"([^"]+\.css)"/g, (quoted, css: string) =>
              rootCss.has(css) ? `"${css}#"` : quoted,
            ),
          )
        }
      },
    },
  }
}

/** The modules every page's first load needs: the client entry, the root and the storefront layout. */
const SHELL_ROOTS = /[\\/]src[\\/]app[\\/](entry\.client|root|routes[\\/]storefront)\.tsx(\?.*)?$/

/**
 * Imports that never bring code to the shell: `@mui/material/styles` re-exports
 * `enhanceHighContrast`, which imports the classes of fifteen form components (the shell's theme
 * never calls it, so it is tree-shaken), and a component's `*Classes` module imports its
 * component's folder index (InputBase, for `inputBaseClasses`). Walking through them put InputBase,
 * TextareaAutosize and the form components' classes into the first load.
 */
const NOT_A_SHELL_PATH =
  /[\\/]@mui[\\/]material[\\/](styles[\\/]enhanceHighContrast|[^\\/]+[\\/][a-zA-Z]+Classes)\.m?js$/

/**
 * Where MUI starts: the theme's scope, around the MUI pages (a pathless layout route) and inside
 * the lazy MUI chunks the plain storefront shell opens. The shell itself has no MUI.
 */
const MUI_ROOTS = /[\\/]src[\\/]components[\\/]theme[\\/]MuiScope\.tsx(\?.*)?$/

/**
 * A chunk group's name for a module only if one of `roots` imports it statically (directly or
 * through other modules): a library module that only lazy code uses stays with that lazy code
 * instead of being fetched on every first load because its package belongs to the group.
 */
function reachedFrom(roots: RegExp, name: string): (id: string, ctx: ChunkingContext) => string | null {
  const known = new Map<string, boolean>()
  const reached = (id: string, ctx: ChunkingContext): boolean => {
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

/**
 * React Router 7.18.4 (the last release for Node 20) starts its child compiler with Vite's deprecated
 * `envFile: false`, and Vite warns about it on every build. That child compiler also runs this
 * config's plugins, so this one hands Vite the same setting in its current spelling (`envDir: false`:
 * no .env files read, exactly what `envFile: false` did).
 */
function envDirNotEnvFile(): Plugin {
  return {
    name: 'breakfast:env-dir-not-env-file',
    config(config) {
      // `envFile` is an InlineConfig option (what React Router passes to createServer).
      const inline: InlineConfig = config
      if (inline.envFile !== false) return
      delete inline.envFile
      inline.envDir = false
    },
  }
}

// `vite --mode mock` / `vite build --mode mock` read .env.mock and run against the in-browser
// fake; plain `vite build` is the production build against the real API and real Firebase.
export default defineConfig(({ mode, isPreview }) => {
  const mocking = mode !== 'production'
  // react-router.config.ts reads the same mode's variables to find the products to prerender.
  process.env.BREAKFAST_BUILD_MODE = mode
  // Vitest and Storybook render screens directly: they get the plain React plugin. The app itself
  // (dev server, builds) is React Router's framework: prerendered pages, then hydration.
  // `vite preview` only serves a finished build (dist/ or dist-demo/).
  const framework = !isPreview && mode !== 'test' && !process.env.VITEST && process.env.STORYBOOK !== 'true'
  return {
    plugins: [
      framework ? reactRouter() : react(),
      ...(framework ? [compiledWhileLoading(), rootStylesheetsLinkedOnce()] : []),
      mockAssets(mocking),
      envDirNotEnvFile(),
      ...(isPreview ? [prerenderedPages()] : []),
    ],
    resolve: {
      alias: {
        '@': fromRoot('./src'),
        '@mocks': fromRoot('./mocks'),
      },
    },
    build: {
      manifest: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // Rolldown's hint names the slowest plugin of a build: here React Router's writeBundle,
        // which prerenders the pages (seconds, by design). `npm run bench:bundle` measures builds.
        checks: { bundlerTimings: false },
        output: {
          // Every page needs the same libraries: a few cacheable chunks instead of dozens of small
          // shared ones on the critical path. Components stay with the routes that use them.
          codeSplitting: {
            groups: [
              {
                // React and React DOM, apart from React Router: two chunks, each evaluated in a
                // task of its own (src/app/prerender/loadScriptsAfterPage.server.ts).
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
                // MUI's styling core and Emotion: one chunk for every MUI page and every lazy MUI
                // chunk (the storefront's shell and home hero have none of it). Not the theme: a
                // group takes its modules' imports along, and the theme imports the design tokens
                // the shell reads too (src/config/brand.ts).
                name: reachedFrom(MUI_ROOTS, 'styling'),
                debugName: 'styling',
                test: /[\\/]node_modules[\\/](@emotion[\\/].*|stylis|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|locale)|react-is|prop-types|clsx|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
                priority: 2,
              },
              {
                // MUI's basic components that nearly every MUI page and lazy MUI chunk renders (the
                // storefront's shell carried them until it became plain HTML and CSS): one cacheable
                // chunk instead of a dozen small ones on each MUI page's critical path.
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
                // The storefront shell every page renders (providers, navbar, footer, store, API
                // client) and the MUI components it is made of. Not the client entry itself: the
                // shell's chunk can then be evaluated before the entry starts hydrating
                // (src/app/prerender/loadScriptsAfterPage.server.ts).
                name: forTheShell('shell'),
                debugName: 'shell',
                test: /([\\/]src[\\/](?!app[\\/]entry\.client\.tsx).*\.tsx?$)|([\\/]node_modules[\\/]@mui[\\/]material[\\/])/,
                priority: 0,
              },
            ],
          },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      // Build and test output is not source: rebuilding Storybook or the demo, or a Playwright run,
      // must not reload the page in a running dev server.
      watch: {
        ignored: ['**/storybook-static/**', '**/dist*/**', '**/test-results/**', '**/playwright-report/**'],
      },
    },
    // The dev server finds the dependencies to pre-bundle by crawling from here at start: found
    // later, behind a lazy route, a lazy page or the fake's staged start (mocks/start.ts), each
    // wave made the open page reload itself (three reloads on a fresh clone's first visit).
    optimizeDeps: {
      entries: [
        'src/app/root.tsx',
        'src/app/entry.client.tsx',
        'src/app/routes/*.tsx',
        'src/features/**/*.tsx',
        'mocks/start.ts',
        'mocks/ui/*.tsx',
      ],
    },
    preview: { host: '127.0.0.1' },
  }
})
