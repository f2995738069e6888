#!/usr/bin/env node
// npm run bench:bundle [-- --no-build] [-- --dist dist-demo] [-- --by-package] [-- --no-write] [-- /products ...]
// Builds for production and prints the JavaScript a shopper's first load of a page costs: every
// script the prerendered HTML loads or preloads (React Router lists the entry, the root and the
// matched routes with all their static imports), gzipped, against the 150 KiB budget; then the
// lazy chunks for context. Pages default to `/`, `/about`, `/products` and a product's page (the
// first product the build prerendered, else `/products/:id`: the SPA fallback page and the
// route's modules, what an unknown product costs).
// --by-package: builds with hidden source maps (removed afterwards) and splits the first load by
// package and by app folder: each chunk's gzipped size shared out by the bytes each source fills.
// The production build's figures (dist/) go to their section of BENCHMARKS.md (--no-write: not).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { markdownTable, writeBenchmarkSection } from './benchmarks.mjs'
import { cliPath } from './cli.mjs'

const args = process.argv.slice(2)
const distIndex = args.indexOf('--dist')
const dist = distIndex >= 0 ? args[distIndex + 1] : 'dist'
const pages = args.filter((arg, i) => arg.startsWith('/') && args[i - 1] !== '--dist')
const byPackage = args.includes('--by-package')
if (!args.includes('--no-build')) {
  const sourcemaps = byPackage ? ['--sourcemap', 'hidden'] : []
  const build = spawnSync(process.execPath, [cliPath('vite'), 'build', '--logLevel', 'warn', ...sourcemaps], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

/** The prerendered page of a path, or the SPA fallback page for paths that are not prerendered. */
function pageHtml(path) {
  const page = join(dist, path, 'index.html')
  return readFileSync(existsSync(page) ? page : join(dist, '__spa-fallback.html'), 'utf8')
}

/** Scripts the page fetches before it is interactive: module preloads and module imports. */
function firstLoadScripts(html, path) {
  const files = new Set()
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)) files.add(href)
  for (const [, src] of html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)) files.add(src)
  for (const [, src] of html.matchAll(/import(?:\(| )\\?"\/([^"\\]+\.js)\\?"/g)) files.add(src)
  // The inline starter that adds the modulepreloads once the page is in (src/app/prerender).
  for (const [, list] of html.matchAll(/var preloads=(\[[^\]]*\])/g)) {
    for (const href of JSON.parse(list)) files.add(href.replace(/^\//, ''))
  }
  for (const file of routeChainScripts(path)) files.add(file)
  return [...files]
}

/**
 * The modules the router loads before it renders a path (`/products/:id` or `/products/42`): the
 * entry and each matched route with its static imports, from the router's manifest. A page that is
 * not prerendered (the SPA fallback loads only the root) still costs these before it shows.
 */
function routeChainScripts(path) {
  const name = readdirSync(join(dist, 'assets')).find((file) => /^manifest-.*\.js$/.test(file))
  if (!name) return []
  const source = readFileSync(join(dist, 'assets', name), 'utf8')
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''))
  const chain = (route) => (route ? [...chain(manifest.routes[route.parentId]), route] : [])
  const segments = (route) =>
    chain(route)
      .flatMap((r) => (r.path ?? '').split('/'))
      .filter(Boolean)
  const wanted = path.split('/').filter(Boolean)
  // A URL renders a leaf: a layout (a route other routes name as parent, pathless or not) is only
  // ever matched through one of its children.
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId))
  // The deepest leaf whose full path matches (an index route rather than its layouts).
  const [leaf] = Object.values(manifest.routes)
    .filter((route) => {
      if (parents.has(route.id)) return false
      const own = segments(route)
      if (own.length !== wanted.length) return false
      return own.every((segment, i) => segment.startsWith(':') || segment === wanted[i])
    })
    .sort((a, b) => chain(b).length - chain(a).length)
  if (!leaf) return []
  return [manifest.entry, ...chain(leaf)]
    .flatMap((route) => [route.module, ...route.imports])
    .map((file) => file.replace(/^\//, ''))
}

/** A product page the build prerendered (its folder under products/), else the route's pattern. */
function aProductPage() {
  const folder = join(dist, 'products')
  const [id] = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : []
  return id ? `/products/${id}` : '/products/:id'
}

const seen = new Set()
const measured = []
for (const path of pages.length ? pages : ['/', '/about', '/products', aProductPage()]) {
  const rows = firstLoadScripts(pageHtml(path), path)
    .map((file) => ({ file, kib: gzipKiB(file) }))
    .sort((a, b) => b.kib - a.kib)
  rows.forEach((row) => seen.add(row.file))
  const total = rows.reduce((sum, row) => sum + row.kib, 0)
  measured.push({ path, files: rows.length, total })
  console.log(`First load of ${path} (gzip, level 9): ${rows.length} scripts`)
  for (const row of rows) console.log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}`)
  console.log(
    `  ${total.toFixed(1).padStart(7)} KiB  total in ${rows.length} files (budget 150 KiB: ${total <= 150 ? 'within' : 'OVER'})`,
  )
  const admin = rows.filter((row) => /admin/i.test(row.file))
  console.log(`  admin chunks in it: ${admin.length}`)
  if (byPackage) printByPackage(rows)
}

const lazy = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js') && !seen.has(`assets/${name}`))
  .map((name) => ({ file: `assets/${name}`, kib: gzipKiB(`assets/${name}`) }))
  .sort((a, b) => b.kib - a.kib)
  .slice(0, 8)
console.log('Largest lazy chunks:')
for (const row of lazy) console.log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.file}`)

/** A source's package (`@mui/material` split by component) or app folder (`src/features/cart`). */
function ownerOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/)
  if (pkg) return pkg[1] === '@mui/material' ? `@mui/material/${pkg[2].split('/')[0]}` : pkg[1]
  const app = source.match(/(?:^|\/)((?:src|mocks)\/(?:[^/]+\/[^/.]+|[^/]+))/)
  return app ? app[1] : source
}

/** Each chunk's gzipped size shared out by how many minified bytes each source fills in it. */
function printByPackage(rows) {
  const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js')
  const owners = new Map()
  for (const { file, kib } of rows) {
    const mapFile = join(dist, `${file}.map`)
    if (!existsSync(mapFile)) {
      owners.set('(no source map)', (owners.get('(no source map)') ?? 0) + kib)
      continue
    }
    const lines = readFileSync(join(dist, file), 'utf8').split('\n')
    const mappings = []
    new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((m) => mappings.push(m))
    const bytes = new Map()
    mappings.forEach((m, i) => {
      const next = mappings[i + 1]
      const end =
        next?.generatedLine === m.generatedLine
          ? next.generatedColumn
          : (lines[m.generatedLine - 1]?.length ?? 0)
      const owner = m.source ? ownerOf(m.source) : '(bundler glue)'
      bytes.set(owner, (bytes.get(owner) ?? 0) + Math.max(0, end - m.generatedColumn))
    })
    const total = [...bytes.values()].reduce((sum, n) => sum + n, 0) || 1
    for (const [owner, n] of bytes) owners.set(owner, (owners.get(owner) ?? 0) + (n / total) * kib)
  }
  console.log('  by package / app folder (KiB gz, shares of each chunk; 0.3 KiB and up):')
  for (const [owner, kib] of [...owners].sort((a, b) => b[1] - a[1])) {
    if (kib >= 0.3) console.log(`  ${kib.toFixed(1).padStart(7)} KiB  ${owner}`)
  }
}

if (dist === 'dist' && !args.includes('--no-write')) {
  const prerendered = aProductPage() !== '/products/:id'
  const file = await writeBenchmarkSection('bundle', {
    title: 'First-load JavaScript (`npm run bench:bundle`)',
    body: [
      'The production build (`dist/`): every script a page loads or preloads before it is interactive (the',
      "prerendered HTML's scripts and the route modules its router loads), gzip level 9, against the",
      `150 KiB budget. ${prerendered ? 'Product pages were prerendered (the build could read the course API it points at).' : 'The build could not read the course API, so a product page is the SPA fallback page with its route modules.'}`,
      '',
      markdownTable(
        ['page', 'scripts', 'first-load JS (KiB gz)', 'within 150 KiB'],
        measured.map(({ path, files, total }) => [
          `\`${path.replace(/^\/products\/(?!:id$).+$/, '/products/:id')}\``,
          files,
          total.toFixed(1),
          total <= 150 ? 'yes' : 'no',
        ]),
        [undefined, 'right', 'right', 'center'],
      ),
    ].join('\n'),
  })
  console.log(`Wrote ${file}`)
}

// Source maps are only for this script: a production build ships none.
if (byPackage && !args.includes('--no-build')) {
  for (const name of readdirSync(join(dist, 'assets'))) {
    if (name.endsWith('.map')) rmSync(join(dist, 'assets', name))
  }
}
