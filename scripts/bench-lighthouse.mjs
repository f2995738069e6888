#!/usr/bin/env node
// npm run bench:lighthouse [-- options]
//
// Lighthouse (mobile, default throttling; 12.8.2, the last line that runs on Node 20) on the
// storefront of both builds, with the fake course API answering over HTTP (`npm run mock:server`):
// - production: `vite build` with VITE_API_BASE_URL pointing at the mock server, served as static
//   files (`vite preview`: prerendered pages, SPA fallback);
// - demo: `npm run build:demo`, the in-browser fake.
// Each route is measured --runs times (default 3, interleaved across routes) and the median is
// printed as a table, with the first-load JavaScript (gzip) of the run and the load average.
//
// Options:
//   --runs N                  runs per route (default 3)
//   --builds production,demo  which builds (default both)
//   --routes / /about …       routes (default / /about /products /products/:id; :id = first product)
//   --port-base N             mock server N, production preview N+1, demo preview N+2 (default:
//                             $BENCH_PORT_BASE, else 4310)
//   --mock-port N, --production-port N, --demo-port N
//                             one server's port, overriding what --port-base gives it
//   --no-build                measure dist/ and dist-demo/ as they are
//   --root DIR                measure another checkout of the shop (e.g. an older commit)
//   --json FILE               also write every run's figures to FILE
//   --no-write                do not rewrite BENCHMARKS.md's section (a run with both builds, the
//                             default routes and this checkout rewrites it; others never do)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { markdownTable, writeBenchmarkSection } from './benchmarks.mjs'
import { chromiumFlags, findChromium } from './find-chromium.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : fallback
}
const listOption = (name, fallback) => {
  const i = args.indexOf(name)
  if (i < 0) return fallback
  const values = []
  for (const value of args.slice(i + 1)) {
    if (value.startsWith('--')) break
    values.push(...value.split(','))
  }
  return values
}

const runs = Number(option('--runs', 3))
const builds = listOption('--builds', ['production', 'demo'])
const routes = listOption('--routes', ['/', '/about', '/products', '/products/:id'])
const portBase = Number(option('--port-base', process.env.BENCH_PORT_BASE ?? 4310))
const root = resolve(option('--root', '.'))
const jsonOut = option('--json', null)
const ports = {
  mock: Number(option('--mock-port', portBase)),
  production: Number(option('--production-port', portBase + 1)),
  demo: Number(option('--demo-port', portBase + 2)),
}
const folders = { production: 'dist', demo: 'dist-demo' }

const chromium = findChromium()
if (!chromium) {
  console.error('No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH).')
  process.exit(1)
}

const children = []
// Servers run in their own process groups, so stopping one stops everything it started.
process.on('exit', () =>
  children.forEach((child) => {
    try {
      process.kill(-child.pid)
    } catch {
      // already gone
    }
  }),
)
process.on('SIGINT', () => process.exit(130))

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
}

const bin = (name) => join(root, 'node_modules', '.bin', name)

function start(command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  })
  children.push(child)
  return child
}

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${url} did not answer`)
}

// ---- the fake API, the builds and their static servers ----------------------------------------

const mockUrl = `http://127.0.0.1:${ports.mock}`
start(bin('tsx'), ['mocks/http-server.ts', '--port', String(ports.mock)])
await waitFor(`${mockUrl}/v2/api/breakfast/products/all`)

const product = (await (await fetch(`${mockUrl}/v2/api/breakfast/products/all`)).json()).products.find(
  (p) => p.is_enabled !== 0 && p.is_enabled !== false,
)
const paths = routes.map((route) => route.replace(':id', product.id))

if (!args.includes('--no-build')) {
  if (builds.includes('production')) {
    console.log(`Building production (API: ${mockUrl})…`)
    run(bin('vite'), ['build', '--logLevel', 'error'], { VITE_API_BASE_URL: mockUrl })
  }
  if (builds.includes('demo')) {
    console.log('Building the demo…')
    run('npm', ['run', '--silent', 'build:demo', '--', '--logLevel', 'error'])
  }
}
for (const build of builds) {
  start(bin('vite'), [
    'preview',
    '--outDir',
    folders[build],
    '--port',
    String(ports[build]),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ])
  await waitFor(`http://127.0.0.1:${ports[build]}/`)
}

// ---- Lighthouse ---------------------------------------------------------------------------------

const flags = ['--headless=new', ...chromiumFlags].join(' ')
const workDir = mkdtempSync(join(tmpdir(), 'lighthouse-'))

/** Gzipped size of the build's copy of a script the page loaded (what a server would send). */
function gzipKiB(build, url) {
  const { pathname, host } = new URL(url)
  if (host !== `127.0.0.1:${ports[build]}`) return 0
  const file = join(root, folders[build], decodeURIComponent(pathname))
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0
}

/**
 * Lighthouse's own command, installed (or found in npm's cache) once. Run through `npx` for each
 * measurement, npm's process stayed beside Lighthouse for the whole run and took a third of a core
 * (ps, while a page loaded) on a 2-core machine where the page under test needs both.
 */
const lighthouseBin = (() => {
  const found = spawnSync('npx', ['-y', '-p', 'lighthouse@12.8.2', '-c', 'command -v lighthouse'], {
    encoding: 'utf8',
  })
  const path = found.stdout.trim().split('\n').pop()
  if (found.status !== 0 || !path) throw new Error('Lighthouse 12.8.2 could not be installed with npx')
  return path
})()

function lighthouse(build, path) {
  const url = `http://127.0.0.1:${ports[build]}${path}`
  const report = join(workDir, 'report.json')
  const result = spawnSync(
    lighthouseBin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${flags}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  )
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}`)
  const { categories, audits, environment } = JSON.parse(readFileSync(report, 'utf8'))
  rmSync(report, { force: true })
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  )
  return {
    build,
    path,
    load: loadavg()[0],
    // Lighthouse's measure of this host's CPU (its 4× slowdown assumes a desktop of 1000–2000+).
    benchmarkIndex: environment?.benchmarkIndex ?? null,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Main-thread tasks over 50 ms (what TBT is made of), and their total length.
    longTasks: (audits['long-tasks']?.details?.items ?? []).length,
    longTaskMs: (audits['long-tasks']?.details?.items ?? []).reduce((sum, task) => sum + task.duration, 0),
    scripts: scripts.length,
    jsKiB: scripts.reduce((sum, item) => sum + gzipKiB(build, item.url), 0),
  }
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')
const loadAtStart = loadNow()
const results = []
for (let i = 0; i < runs; i++) {
  for (const build of builds) {
    for (const path of paths) {
      const figures = lighthouse(build, path)
      results.push(figures)
      console.log(
        `run ${i + 1}/${runs} ${build} ${path}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, ${figures.longTasks} long tasks (${Math.round(figures.longTaskMs)} ms) (load ${figures.load.toFixed(2)})`,
      )
    }
  }
}
rmSync(workDir, { recursive: true, force: true })

// ---- the table ----------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const loads = results.map((r) => r.load)
const benchmarks = results.map((r) => Math.round(r.benchmarkIndex ?? NaN)).filter(Number.isFinite)

console.log(
  `\nLighthouse 12.8.2 mobile (simulated slow 4G, 4× CPU), median of ${runs}; API: npm run mock:server; ` +
    `Chromium: ${chromiumFlags.join(' ')}`,
)
console.log(
  `load average (1 / 5 / 15 min) on ${cpus().length} cores: ${loadAtStart} before the runs, ${loadNow()} after; ` +
    `1 min during the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}; Lighthouse ` +
    `benchmarkIndex ${benchmarks.length ? `${Math.min(...benchmarks)}–${Math.max(...benchmarks)}` : '?'}\n`,
)
const table = markdownTable(
  [
    'build · route',
    'first-load JS gz',
    'scripts',
    'perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'a11y',
    'best pr.',
    'SEO',
    'load (1 min)',
  ],
  builds.flatMap((build) =>
    paths.map((path, index) => {
      const rows = results.filter((r) => r.build === build && r.path === path)
      const m = (key) => median(rows.map((r) => r[key]))
      return [
        `${build} · \`${routes[index]}\``,
        `${m('jsKiB').toFixed(0)} KiB`,
        m('scripts'),
        m('performance'),
        seconds(m('fcp')),
        seconds(m('lcp')),
        `${Math.round(m('tbt'))} ms`,
        m('cls').toFixed(3),
        m('accessibility'),
        m('bestPractices'),
        m('seo'),
        m('load').toFixed(1),
      ]
    }),
  ),
)
console.log(table)

const defaultRun =
  builds.join() === 'production,demo' &&
  routes.join() === '/,/about,/products,/products/:id' &&
  root === resolve('.') &&
  !args.includes('--no-write')
if (defaultRun) {
  const file = await writeBenchmarkSection('lighthouse', {
    title: 'Lighthouse, mobile (`npm run bench:lighthouse`)',
    body: [
      `Lighthouse 12.8.2, mobile (simulated slow 4G, 4× CPU), median of ${runs} runs per route, the`,
      'production build (course API answered by `npm run mock:server`) and the demo build, each served',
      `as static files by \`vite preview\`. Lighthouse's benchmarkIndex of the machine during the runs:`,
      `${benchmarks.length ? `${Math.min(...benchmarks)}–${Math.max(...benchmarks)}` : 'unknown'}; 1-minute load`,
      `average ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}. First-load JS: every script the run loaded, gzip level 9.`,
      '',
      table,
    ].join('\n'),
  })
  console.log(`\nWrote ${file}`)
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2))
process.exit(0)
