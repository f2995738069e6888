/**
 * `npm run bench:admin [-- --runs 5 --port 4173 --no-build --no-write]`: the back office with the
 * fake filled to 10,000 products, 200 coupons and 5,000 orders (its `large-shop` scenario), in the
 * demo build (the fake in the browser, Debian's Chromium through playwright-core).
 *
 * Each measurement is its own page: a fresh browser context starts the fake on the large data set
 * (kept in the page's memory), waits until it holds it, signs the admin in through the API (as the
 * sign-in page would: the `myToken` cookie), then opens the page under test by a client-side
 * navigation and times, in the page (performance.now(), a MutationObserver):
 *
 * - a list (products, orders, coupons, the kitchen board when the build has it): the time to its
 *   first rows, and the requests to the course API from the navigation until the list has settled
 *   (first rows, then 500 ms without a request);
 * - a search on that list: the time from the last key typed to the rows of the result;
 * - the dashboard: the time to today's figures (final, not 計算中) and to every figure, and the
 *   requests each took.
 *
 * Median (and max) of --runs runs (default 5). Targets: first rows ≤ 1 s, a search ≤ 300 ms after
 * the last key, ≤ 20 requests to open a list. A benchmark, not a test: nothing fails on a miss.
 * Rewrites its section of BENCHMARKS.md (unless --no-write).
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium, type Browser, type Page } from 'playwright-core'
import { loadEnv } from 'vite'
import { childrenKilledOnExit, markdownTable, writeBenchmarkSection } from './benchmarks.mjs'
import { chromiumFlags, findChromium } from './find-chromium.mjs'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : fallback
}
const RUNS = Number(option('--runs', '5'))
const PORT = Number(option('--port', process.env.E2E_PORT ?? '4173'))
const BASE = `http://127.0.0.1:${PORT}`
const SETTLE_MS = 500
const TARGETS = { firstRowsMs: 1000, searchMs: 300, requests: 20 }

const env = loadEnv('mock', process.cwd(), '')
const API = `${env.VITE_API_BASE_URL.replace(/\/$/, '')}/v2`
const ADMIN = { username: env.VITE_ADMIN_DEMO_USERNAME, password: env.VITE_ADMIN_DEMO_PASSWORD }
const SCENARIO_STORAGE_KEY = 'breakfast-fake-scenario/v1'

// ---- the demo build and its server -------------------------------------------------------------

const children = childrenKilledOnExit()

if (!args.includes('--no-build')) {
  console.log('Building the demo…')
  const built = spawnSync('npm', ['run', '--silent', 'build:demo', '--', '--logLevel', 'error'], {
    stdio: 'inherit',
  })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

async function serve(): Promise<void> {
  const child = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      'dist-demo',
      '--port',
      String(PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  children.push(child)
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${BASE} did not answer`)
}

// ---- one measurement ---------------------------------------------------------------------------

interface Opened {
  page: Page
  /** Requests to the course API since the page opened (URLs). */
  requests: string[]
  close: () => Promise<void>
}

/** A fresh page on the large shop, the fake filled, the admin signed in; on /admin-login. */
async function openSignedIn(browser: Browser): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  })
  // tsx keeps function names with a `__name` helper, which the functions handed to the page call.
  await context.addInitScript('globalThis.__name = (target) => target')
  await context.addInitScript(
    ([key]) => {
      if (!localStorage.getItem(key))
        localStorage.setItem(key, JSON.stringify({ name: 'large-shop', failure: null, latencyMs: 0 }))
    },
    [SCENARIO_STORAGE_KEY],
  )
  const page = await context.newPage()
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(API)) requests.push(request.url())
  })
  await page.goto(`${BASE}/admin-login`)
  // The fake answers once its worker controls the page and it holds the data set.
  const counts = await page.evaluate(async () => {
    for (;;) {
      const response = await fetch('/__mock/state').catch(() => null)
      // Until the worker has taken the page over, the request reaches the static server.
      if (response?.headers.get('content-type')?.includes('application/json'))
        return ((await response.json()) as { counts: Record<string, unknown> }).counts
      await new Promise((done) => setTimeout(done, 100))
    }
  })
  const token = await page.evaluate(
    async ({ api, admin }) => {
      const response = await fetch(`${api}/admin/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      })
      const body = (await response.json()) as { token?: string; expired?: number }
      if (!body.token || !body.expired) throw new Error('sign-in failed')
      document.cookie = `myToken=${encodeURIComponent(body.token)}; expires=${new Date(body.expired).toUTCString()}; path=/; SameSite=Lax`
      return body.token
    },
    { api: API, admin: ADMIN },
  )
  if (!token) throw new Error(`not signed in (${JSON.stringify(counts)})`)
  requests.length = 0
  return { page, requests, close: () => context.close() }
}

/**
 * Navigates client-side to `path` and resolves with the milliseconds until `ready` (a function
 * body run in the page on every DOM change) returns true.
 */
function navigateUntil(page: Page, path: string, ready: string): Promise<number> {
  return page.evaluate(
    ({ path, ready }) =>
      new Promise<number>((resolve) => {
        const check = new Function(ready) as () => boolean
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (!check()) return
          observer.disconnect()
          resolve(performance.now() - started)
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        history.pushState({ usr: null, key: 'bench', idx: (history.state?.idx ?? 0) + 1 }, '', path)
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      }),
    { path, ready },
  )
}

/** Waits until no course-API request has started for SETTLE_MS; returns how many were made. */
async function settledRequests(opened: Opened): Promise<number> {
  let seen = -1
  while (seen !== opened.requests.length) {
    seen = opened.requests.length
    await new Promise((done) => setTimeout(done, SETTLE_MS))
  }
  return opened.requests.length
}

/** Types `text` into the list's search box; ms from the last key's input to `ready`. */
function searchUntil(page: Page, label: string, text: string, ready: string): Promise<number> {
  return page.evaluate(
    async ({ label, text, ready }) => {
      const check = new Function(ready) as () => boolean
      const box = [...document.querySelectorAll<HTMLInputElement>('input[type="search"]')].find((input) =>
        input.labels?.[0]?.textContent?.includes(label),
      )
      if (!box) throw new Error(`no search box ${label}`)
      box.focus()
      // React's controlled input: set the value through the native setter, then an input event,
      // one character at a time as typing does.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      let last = 0
      for (const end of Array.from({ length: text.length }, (_, index) => index + 1)) {
        setValue.call(box, text.slice(0, end))
        last = performance.now()
        box.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((done) => setTimeout(done, 60))
      }
      return new Promise<number>((resolve) => {
        const finish = () => resolve(performance.now() - last)
        if (check()) return finish()
        const observer = new MutationObserver(() => {
          if (!check()) return
          observer.disconnect()
          finish()
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
      })
    },
    { label, text, ready },
  )
}

// ---- what is measured --------------------------------------------------------------------------

/** In-page conditions (function bodies). */
const rowsOf = (table: string) =>
  `const t = document.querySelector('table[aria-label="${table}"]'); return !!t && t.querySelectorAll('tbody tr button').length > 0`
const onlyRows = (table: string, text: string, count: number) =>
  `const t = document.querySelector('table[aria-label="${table}"]'); if (!t) return false;
   const rows = [...t.querySelectorAll('tbody tr')].filter((row) => row.querySelector('button'));
   return rows.length === ${count} && rows.every((row) => row.textContent.includes(${JSON.stringify(text)}))`

interface ListCase {
  name: string
  path: string
  table: string
  /** When its first rows are on screen (a function body run in the page); default: `table`'s rows. */
  ready?: string
  search?: { label: string; text: string; count: number }
}

const LISTS: ListCase[] = [
  {
    name: 'products',
    path: '/admin/products',
    table: '商品列表',
    search: { label: '搜尋產品名稱', text: '#9999', count: 1 },
  },
  {
    name: 'orders',
    path: '/admin/orders',
    table: '訂單列表',
    // A filter searches the newest 100 orders (docs/orders.md): order 42 of the large shop is
    // among them, and its number is the only one there holding 0000-0042.
    search: { label: '搜尋姓名', text: '0000-0042', count: 1 },
  },
  {
    name: 'coupons',
    path: '/admin/coupons',
    table: '優惠券列表',
    search: { label: '搜尋名稱或優惠碼', text: 'MEMBER0199', count: 1 },
  },
]

const hasKitchen = /kitchen/.test(readFileSync('src/app/routeTable.ts', 'utf8'))
// The board is one table per slot and way of shipping, each named by it: ready when the first has
// a row (the large shop has confirmed orders due today).
if (hasKitchen)
  LISTS.push({
    name: 'kitchen board',
    path: '/admin/kitchen',
    table: '今日備餐',
    ready: `return !!document.querySelector('main table tbody tr')`,
  })

interface Sample {
  firstRows: number
  requests: number
  search?: number
  searchRequests?: number
}

async function measureList(browser: Browser, list: ListCase): Promise<Sample> {
  const opened = await openSignedIn(browser)
  if (process.env.BENCH_DEBUG) console.log(`  ${list.name}: signed in`)
  try {
    const firstRows = await navigateUntil(opened.page, list.path, list.ready ?? rowsOf(list.table))
    const requests = await settledRequests(opened)
    if (!list.search) return { firstRows, requests }
    const before = opened.requests.length
    const { label, text, count } = list.search
    const search = await searchUntil(opened.page, label, text, onlyRows(list.table, text, count))
    const searchRequests = (await settledRequests(opened)) - before
    return { firstRows, requests, search, searchRequests }
  } finally {
    await opened.close()
  }
}

interface DashboardSample {
  today: number
  todayRequests: number
  all: number
  allRequests: number
}

async function measureDashboard(browser: Browser): Promise<DashboardSample> {
  const opened = await openSignedIn(browser)
  try {
    const figure = (name: string) =>
      `[...document.querySelectorAll('h2')].find((h) => h.textContent.startsWith('${name}'))`
    const today = await navigateUntil(
      opened.page,
      '/admin/dashboard',
      `const h = ${figure('今日營收')}; return !!h && !h.textContent.includes('計算中')`,
    )
    const todayRequests = opened.requests.length
    const allStarted = Date.now()
    await opened.page.waitForFunction(
      () =>
        !!document.querySelector('h2') &&
        ![...document.querySelectorAll('h2')].some((h) => h.textContent?.includes('計算中')),
      undefined,
      { timeout: 600_000, polling: 50 },
    )
    const all = today + (Date.now() - allStarted)
    const allRequests = await settledRequests(opened)
    return { today, todayRequests, all, allRequests }
  } finally {
    await opened.close()
  }
}

// ---- run ---------------------------------------------------------------------------------------

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`)
const yes = (ok: boolean) => (ok ? 'yes' : 'no')

async function main(): Promise<void> {
  const executablePath = findChromium()
  if (!executablePath)
    throw new Error('No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH).')
  const loadBefore = loadavg()
  await serve()
  const browser = await chromium.launch({ executablePath, args: chromiumFlags })
  const lists = new Map<string, Sample[]>(LISTS.map((list) => [list.name, []]))
  const dashboard: DashboardSample[] = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const list of LISTS) {
        const sample = await measureList(browser, list)
        lists.get(list.name)!.push(sample)
        console.log(
          `run ${run} ${list.name}: first rows ${ms(sample.firstRows)}, ${sample.requests} requests` +
            (sample.search === undefined
              ? ''
              : `; search ${ms(sample.search)}, ${sample.searchRequests} requests`),
        )
      }
      const sample = await measureDashboard(browser)
      dashboard.push(sample)
      console.log(
        `run ${run} dashboard: today ${ms(sample.today)} (${sample.todayRequests} requests), every figure ${ms(sample.all)} (${sample.allRequests} requests)`,
      )
    }
  } finally {
    await browser.close()
  }
  const loadAfter = loadavg()

  const rows: (string | number)[][] = []
  for (const list of LISTS) {
    const samples = lists.get(list.name)!
    const first = samples.map((sample) => sample.firstRows)
    const requests = median(samples.map((sample) => sample.requests))
    const searches = samples.flatMap((sample) => (sample.search === undefined ? [] : [sample.search]))
    const searchRequests = samples.flatMap((sample) => sample.searchRequests ?? [])
    rows.push([
      `${list.name} (\`${list.path}\`)`,
      `${ms(median(first))} (max ${ms(Math.max(...first))})`,
      requests,
      searches.length ? `${ms(median(searches))} (max ${ms(Math.max(...searches))})` : '—',
      searchRequests.length ? median(searchRequests) : '—',
      yes(
        median(first) <= TARGETS.firstRowsMs &&
          requests <= TARGETS.requests &&
          (searches.length === 0 || median(searches) <= TARGETS.searchMs),
      ),
    ])
  }
  const today = dashboard.map((sample) => sample.today)
  const all = dashboard.map((sample) => sample.all)
  rows.push([
    "dashboard (`/admin/dashboard`): today's figures",
    `${ms(median(today))} (max ${ms(Math.max(...today))})`,
    median(dashboard.map((sample) => sample.todayRequests)),
    '—',
    '—',
    yes(median(today) <= TARGETS.firstRowsMs),
  ])
  rows.push([
    'dashboard: every figure (all orders read)',
    `${ms(median(all))} (max ${ms(Math.max(...all))})`,
    median(dashboard.map((sample) => sample.allRequests)),
    '—',
    '—',
    '—',
  ])
  const headers = [
    'page',
    'first rows / figures',
    'requests',
    'search (after last key)',
    'search requests',
    'meets targets',
  ]
  const table = markdownTable(headers, rows, [undefined, 'right', 'right', 'right', 'right', 'center'])
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
  console.log(`\n${table}\n\nload average before ${load(loadBefore)}, after ${load(loadAfter)}`)

  if (args.includes('--no-write')) return
  const file = await writeBenchmarkSection('admin', {
    title: 'Back office at 10,000 products (`npm run bench:admin`)',
    body: [
      'The demo build (the fake in the browser, its `large-shop` data set: 10,000 products, 200',
      'coupons, 5,000 orders), Debian Chromium at 1280 × 900. Each figure is its own fresh page: the',
      'fake is filled and the admin signed in first, then the page is opened by a client-side',
      `navigation and timed in the page. Median (and max) of ${RUNS} runs. "requests": calls to the`,
      'course API from the navigation until none has started for 500 ms; a search is typed one',
      'character every 60 ms and timed from the last one to the rows of its result. Targets: first',
      `rows ≤ 1 s, a search ≤ 300 ms, ≤ 20 requests to open a list. Load average ${load(loadBefore)}`,
      `before, ${load(loadAfter)} after.`,
      hasKitchen ? '' : '\nThe kitchen board (`/admin/kitchen`) is not in this build: not measured.',
      '',
      table,
    ].join('\n'),
  })
  console.log(`Wrote ${file}`)
}

// Exits when done: the preview server it started would keep the process alive (the exit handler
// stops it).
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
