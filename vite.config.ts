import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const seedImagesDir = fromRoot('./mocks/seed/images')

/**
 * The fake shop's pictures live beside its seed data (mocks/seed/images) and are served at
 * /seed-images/ only where the fake runs: the dev server and the demo build. A production build
 * gets none of them, and no MSW worker script either.
 */
function mockAssets(mocking: boolean): Plugin {
  return {
    name: 'breakfast:mock-assets',
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
    closeBundle() {
      if (mocking) return
      rmSync(fromRoot('./dist/mockServiceWorker.js'), { force: true })
    },
  }
}

// `vite --mode mock` / `vite build --mode mock` read .env.mock and run against the in-browser
// fake; plain `vite build` is the production build against the real API and real Firebase.
export default defineConfig(({ mode }) => {
  const mocking = mode !== 'production'
  return {
    plugins: [react(), mockAssets(mocking)],
    resolve: {
      alias: {
        '@': fromRoot('./src'),
        '@mocks': fromRoot('./mocks'),
      },
    },
    build: {
      // The manifest lets scripts/bench-bundle.mjs work out what a first home-page load downloads.
      manifest: true,
      chunkSizeWarningLimit: 600,
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
    preview: { host: '127.0.0.1' },
  }
})
