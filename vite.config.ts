import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { reactRouter } from '@react-router/dev/vite'
import react from '@vitejs/plugin-react'
// The build's own steps and the workarounds of upstream limits, one module each (src/app/build/).
import { compileHints } from './src/app/build/compileHints.ts'
import { DEV_PREBUNDLE_ENTRIES } from './src/app/build/devPrebundle.ts'
import { COMPILED_EAGERLY, firstLoadChunks } from './src/app/build/firstLoadChunks.ts'
import { prerenderedPagesPreview } from './src/app/build/prerenderedPagesPreview.ts'
import { reactRouterEnvDir } from './src/app/build/reactRouterEnvDir.ts'
import { rootStylesheetsLinkedOnce } from './src/app/build/rootStylesheetsLinkedOnce.ts'
import { seedImages } from './src/app/build/seedImages.ts'
import { tldtsStandIn } from './src/app/build/tldtsStandIn.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

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
      reactRouterEnvDir(),
      framework ? reactRouter() : react(),
      ...(framework ? [compileHints(COMPILED_EAGERLY), rootStylesheetsLinkedOnce()] : []),
      ...(mocking ? [seedImages(fromRoot('./mocks/seed/images')), tldtsStandIn()] : []),
      ...(isPreview ? [prerenderedPagesPreview()] : []),
    ],
    resolve: {
      alias: {
        '@': fromRoot('./src'),
        '@mocks': fromRoot('./mocks'),
      },
    },
    build: {
      rolldownOptions: {
        // Rolldown's hint names the slowest plugin of a build: here React Router's writeBundle,
        // which prerenders the pages (seconds, by design). `npm run bench:bundle` measures builds.
        checks: { bundlerTimings: false },
        output: { codeSplitting: firstLoadChunks() },
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
    optimizeDeps: { entries: DEV_PREBUNDLE_ENTRIES },
    preview: { host: '127.0.0.1' },
  }
})
