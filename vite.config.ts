import { createReadStream, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
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
 * gets none of them, and no MSW worker script either.
 */
function mockAssets(mocking: boolean): Plugin {
  return {
    name: 'breakfast:mock-assets',
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
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1' },
  }
})
