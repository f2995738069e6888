#!/usr/bin/env node
// npm run bench:bundle [-- --no-build] [-- --dist dist-demo] [-- /products ...]
// Builds for production and prints the JavaScript a shopper's first load of a page costs: every
// script the prerendered HTML loads or preloads (React Router lists the entry, the root and the
// matched routes with all their static imports), gzipped, against the 150 KiB budget; then the
// lazy chunks for context. Pages default to `/`.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const args = process.argv.slice(2)
const distIndex = args.indexOf('--dist')
const dist = distIndex >= 0 ? args[distIndex + 1] : 'dist'
const pages = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--dist')
if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

/** The prerendered page of a path, or the SPA fallback page for paths that are not prerendered. */
function pageHtml(path) {
  const page = join(dist, path, 'index.html')
  return readFileSync(existsSync(page) ? page : join(dist, '__spa-fallback.html'), 'utf8')
}

/** Scripts the page fetches before it is interactive: module preloads and module imports. */
function firstLoadScripts(html) {
  const files = new Set()
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)) files.add(href)
  for (const [, src] of html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)) files.add(src)
  for (const [, src] of html.matchAll(/import(?:\(| )"\/([^"]+\.js)"/g)) files.add(src)
  return [...files]
}

const seen = new Set()
let over = false
for (const path of pages.length ? pages : ['/']) {
  const rows = firstLoadScripts(pageHtml(path))
    .map((file) => ({ file, kib: gzipKiB(file) }))
    .sort((a, b) => b.kib - a.kib)
  rows.forEach((row) => seen.add(row.file))
  const total = rows.reduce((sum, row) => sum + row.kib, 0)
  over ||= total > 150
  console.log(`First load of ${path} (gzip, level 9): ${rows.length} scripts`)
  for (const row of rows) console.log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}`)
  console.log(
    `  ${total.toFixed(1).padStart(7)} KiB  total in ${rows.length} files (budget 150 KiB: ${total <= 150 ? 'within' : 'OVER'})`,
  )
  const admin = rows.filter((row) => /admin/i.test(row.file))
  console.log(`  admin chunks in it: ${admin.length}`)
}

const lazy = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js') && !seen.has(`assets/${name}`))
  .map((name) => ({ file: `assets/${name}`, kib: gzipKiB(`assets/${name}`) }))
  .sort((a, b) => b.kib - a.kib)
  .slice(0, 8)
console.log('Largest lazy chunks:')
for (const row of lazy) console.log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}`)
