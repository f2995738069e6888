/**
 * `npm run bench:interactions [-- --runs 5 --port-base 4310 --no-build --no-write]`: how soon the
 * storefront answers a shopper's taps and keys, on a phone, in Debian's Chromium (playwright-core):
 * 390 × 844 CSS px, touch, device pixel ratio 2, the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), as Lighthouse's mobile runs do.
 *
 * Two builds, served as static files by `vite preview` (as `npm run bench:lighthouse` serves them):
 * - production (`vite build`, the course API answered over HTTP by `npm run mock:server`): what a
 *   visitor does on /products: typing in the search box, choosing a filter, changing the sort,
 *   and moving from a card to the product's page;
 * - demo (`npm run build:demo`: the in-browser fake), for what needs a signed-in member (the fake
 *   answers Firebase Auth too; a production build needs a real Firebase project): adding to the
 *   cart from the list and from a product's page, moving from the product to the cart, changing a
 *   cart line's quantity, applying a coupon, opening the member's menu.
 *
 * Interaction latency is the Event Timing API's, read in the page (a PerformanceObserver of type
 * `event`, durationThreshold 16): an interaction's latency is the longest duration of its events
 * (grouped by interactionId), from the input to the next frame painted after its handlers; for
 * typing, the slowest key. The API leaves out events under 16 ms: such an interaction is
 * "< 16 ms". A move between pages is timed in the page from the click event to the frame after the
 * new page's content (the product's name as its heading, the cart's lines) is in the document and
 * not hidden (a MutationObserver, `checkVisibility()`, then requestAnimationFrame): with a view transition, the frame its animation
 * starts in. Before a move the page has prefetched what the shopper's intent prefetches (a card in
 * view on a phone, a member's cart once the page is idle).
 *
 * Each run is a fresh browser context per build (the member's from a session signed in once
 * through the UI). Median (and max) of --runs runs (default 5). Targets: every interaction ≤ 100 ms
 * (INP's "good" is ≤ 200 ms), a move's content ≤ 300 ms after the click. A benchmark, not a test:
 * nothing fails on a miss. Rewrites its section of BENCHMARKS.md (unless --no-write).
 */
import { spawn, spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Request,
} from 'playwright-core'
import { childrenKilledOnExit, markdownTable, writeBenchmarkSection } from './benchmarks.mjs'
import { chromiumFlags, findChromium } from './find-chromium.mjs'
import { appears } from './pageWaits'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : fallback
}
const RUNS = Number(option('--runs', '5'))
const PORT_BASE = Number(option('--port-base', process.env.BENCH_PORT_BASE ?? '4310'))
const PORTS = { mock: PORT_BASE, production: PORT_BASE + 1, demo: PORT_BASE + 2 }
const MOCK_URL = `http://127.0.0.1:${PORTS.mock}`
const BASE = {
  production: `http://127.0.0.1:${PORTS.production}`,
  demo: `http://127.0.0.1:${PORTS.demo}`,
}
const CPU_SLOWDOWN = 4
const TARGETS = { interactionMs: 100, navigationMs: 300 }
const DEMO_MEMBER = { email: 'demo@breakfast.test', password: 'breakfast123' }
const SEARCH_TEXT = '起司蛋餅'
const COUPON = 'MORNING'

// ---- the builds and their servers --------------------------------------------------------------

const children = childrenKilledOnExit()

function run(command: string, commandArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
}

function start(command: string, commandArgs: string[]) {
  // Its own process group: stopping it stops what it started.
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  children.push(child)
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error(`${url} did not answer`)
}

async function serve() {
  start('node_modules/.bin/tsx', ['mocks/http-server.ts', '--port', String(PORTS.mock)])
  await waitFor(`${MOCK_URL}/v2/api/breakfast/products/all`)
  if (!args.includes('--no-build')) {
    console.log(`Building production (API: ${MOCK_URL})…`)
    run('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { VITE_API_BASE_URL: MOCK_URL })
    console.log('Building the demo…')
    run('npm', ['run', '--silent', 'build:demo', '--', '--logLevel', 'error'])
  }
  for (const [build, folder] of [
    ['production', 'dist'],
    ['demo', 'dist-demo'],
  ] as const) {
    start('node_modules/.bin/vite', [
      'preview',
      '--outDir',
      folder,
      '--port',
      String(PORTS[build]),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ])
    await waitFor(`${BASE[build]}/`)
  }
}

// ---- a phone, and what is read in it -----------------------------------------------------------

/** Runs in every page before its own scripts: keeps every Event Timing entry of an interaction. */
function recordInteractions() {
  interface Recorded {
    id: number
    name: string
    start: number
    duration: number
  }
  const events: Recorded[] = []
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[]) {
      if (entry.interactionId)
        events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        })
    }
  }
  const observer = new PerformanceObserver((list) => keep(list.getEntries()))
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  Object.assign(window, { __interactions: { events, flush: () => keep(observer.takeRecords()) } })
}

async function phone(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    storageState,
  })
  // tsx keeps function names with a `__name` helper, which the functions handed to the page call.
  await context.addInitScript('globalThis.__name = (target) => target')
  await context.addInitScript(recordInteractions)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await wholeViewportOnScreen(cdp, page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, cdp, errors }
}

/**
 * Makes the browser's window taller than the phone's screen, so that every pixel of the page is on
 * the real view. Playwright sizes a headless window to the viewport, but Chromium's headless mode
 * (the full browser, not the headless shell) keeps part of the window for a browser UI it does not
 * draw: the page's last ~60-90 px then lie outside the view, and a change there (the first card's
 * 加入購物車 at the bottom of a 390 × 844 screen) is drawn and presented only with the next change
 * above it: Event Timing then reported the toast's paint, 300-500 ms later, instead of the
 * button's own. The emulated viewport (innerWidth × innerHeight) does not change.
 */
async function wholeViewportOnScreen(cdp: CDPSession, page: Page) {
  const { windowId, bounds } = await cdp.send('Browser.getWindowForTarget')
  const viewport = page.viewportSize()
  if (!viewport) return
  await cdp.send('Browser.setWindowBounds', {
    windowId,
    bounds: { width: Math.max(bounds.width ?? 0, viewport.width + 100), height: viewport.height + 200 },
  })
}

type Phone = Awaited<ReturnType<typeof phone>>

/**
 * The page is still, as a shopper's next tap finds it: it has loaded, its requests have settled,
 * the CSS transitions and animations that end have ended, and the browser has been idle once.
 * Playwright acts at once (`fill` types a whole code in one go): a tap right after it met 套用's
 * 250 ms colour transition as it turned enabled, a style recalculation in every frame, and each
 * tap's input waited 30-40 ms for it at 4× CPU. A finger reaches the button after that.
 * Animations that never end (a spinner) are not waited for.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
    await new Promise<void>((done) =>
      'requestIdleCallback' in window ? requestIdleCallback(() => done()) : setTimeout(done, 0),
    )
  })
}

/** In the demo, the fake answers once its worker controls the page and it holds its data. */
async function fakeReady(page: Page) {
  await page.evaluate(async () => {
    for (;;) {
      const response = await fetch('/__mock/state').catch(() => null)
      if (response?.headers.get('content-type')?.includes('application/json')) return
      await new Promise((done) => setTimeout(done, 100))
    }
  })
}

/** Resolves to a time origin in the page, taken before an action. */
const now = (page: Page) => page.evaluate(() => performance.now())

/** Lets the frame after an action paint (its Event Timing entries are queued then). */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  )

interface Latency {
  /** The slowest interaction's duration (ms); 0 when every one was under 16 ms. */
  ms: number
  /** How many interactions the action made (keys typed, taps). */
  interactions: number
}

/** The interactions since `since` (page time): the slowest one's duration. */
async function interactionsSince(page: Page, since: number): Promise<Latency> {
  await painted(page)
  return page.evaluate((since) => {
    const state = (
      window as unknown as {
        __interactions: { events: { id: number; start: number; duration: number }[]; flush: () => void }
      }
    ).__interactions
    state.flush()
    const byId = new Map<number, number>()
    for (const event of state.events) {
      if (event.start < since) continue
      byId.set(event.id, Math.max(byId.get(event.id) ?? 0, event.duration))
    }
    return { ms: Math.max(0, ...byId.values()), interactions: byId.size }
  }, since)
}

/** Does `act`, waits for `done`, and reads the slowest interaction of it. */
async function interaction(page: Page, act: () => Promise<void>, done: () => Promise<unknown>) {
  const since = await now(page)
  await act()
  await done()
  return interactionsSince(page, since)
}

/**
 * Arms the page for a move: from the next click, ms until `ready` (a function body run in the page
 * on every DOM change) holds, to the frame after it.
 */
async function armMove(page: Page, ready: string) {
  await page.evaluate((ready) => {
    const check = new Function(ready) as () => boolean
    const state = window as unknown as { __move: Promise<number> }
    state.__move = new Promise<number>((resolve) => {
      addEventListener(
        'click',
        (event) => {
          const clicked = event.timeStamp
          const finish = () => requestAnimationFrame(() => resolve(performance.now() - clicked))
          if (check()) return finish()
          const observer = new MutationObserver(() => {
            if (!check()) return
            observer.disconnect()
            finish()
          })
          observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true })
        },
        { capture: true, once: true },
      )
    })
  }, ready)
  return () => page.evaluate(() => (window as unknown as { __move: Promise<number> }).__move)
}

/** Types `text` one key at a time, each a key press that produces its character (as an IME commits one). */
async function typeKeys(phone: Phone, text: string) {
  for (const character of text) {
    await phone.cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: character,
      text: character,
      unmodifiedText: character,
    })
    await phone.cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: character })
    // A quick typist: the next key after the page has painted this one's frame and 150 ms more.
    await painted(phone.page)
    await phone.page.waitForTimeout(150)
  }
}

// ---- the shopper's session ---------------------------------------------------------------------

type Measure =
  | 'typing in the search box'
  | 'choosing a filter (不含蛋)'
  | 'changing the sort'
  | 'adding to the cart from the list'
  | 'adding to the cart from a product'
  | 'changing a cart quantity'
  | 'applying a coupon'
  | 'opening the member menu'
  | 'card → product: the tap'
  | 'product → cart: the tap'

type Move = 'card → product' | 'product → cart'

interface Sample {
  interactions: Partial<Record<Measure, Latency>>
  moves: Partial<Record<Move, number>>
  /** What the card's link fetched before the tap (prefetch), and after it, for the product's page. */
  prefetched?: string[]
  fetchedAfterTap?: string[]
}

// What counts is what shows: an element hidden in the page (a screen React renders ahead of a
// move, under a hidden Activity) is not the page's content yet.
const headingIs = (text: string) =>
  `return [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(text)} && h.checkVisibility())`

/** The cart page with its lines (each has its quantity's + button), on screen. */
const CART_WITH_LINES = `return [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === '購物車' && h.checkVisibility()) &&
  [...document.querySelectorAll('button[aria-label^="增加 "]')].some((button) => button.checkVisibility())`

/** Requests a page makes from now on: scripts, stylesheets and calls to the course API. */
function watchRequests(page: Page) {
  const seen: string[] = []
  const listener = (request: Request) => {
    const type = request.resourceType()
    const url = new URL(request.url())
    if (type === 'script' || type === 'stylesheet' || url.pathname.includes('/v2/api/'))
      seen.push(
        `${type === 'fetch' || type === 'xhr' ? 'API' : type} ${url.pathname.replace(/^\/v2\/api\/[^/]+/, '')}`,
      )
  }
  page.on('request', listener)
  return {
    seen,
    stop: () => page.off('request', listener),
  }
}

/** A visitor on /products (production build): search, filter, sort, then a card to its product. */
async function visitor(browser: Browser): Promise<Sample> {
  const shopper = await phone(browser)
  const { page } = shopper
  const sample: Sample = { interactions: {}, moves: {} }
  try {
    await page.goto(`${BASE.production}/products`)
    await settled(page)

    const search = page.getByRole('searchbox', { name: '搜尋商品' }).or(page.getByLabel('搜尋商品'))
    await search.first().tap()
    await painted(page)
    sample.interactions['typing in the search box'] = await interaction(
      page,
      () => typeKeys(shopper, SEARCH_TEXT),
      () => page.waitForURL((url) => url.searchParams.get('q') === SEARCH_TEXT),
    )
    await page.getByRole('button', { name: '清除搜尋文字' }).tap()
    await page.waitForURL((url) => !url.searchParams.has('q'))
    await settled(page)

    await page.getByRole('button', { name: /^篩選條件/ }).tap()
    const eggFree = page.getByRole('checkbox', { name: '不含蛋' })
    await eggFree.scrollIntoViewIfNeeded()
    await settled(page)
    sample.interactions['choosing a filter (不含蛋)'] = await interaction(
      page,
      () => eggFree.tap(),
      async () => {
        await page.waitForURL((url) => url.searchParams.get('free') === 'egg')
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
            (box) => box.checked,
          ),
        )
      },
    )
    // A drawer's 「顯示 N 項結果」 closes it, where the list has one.
    const showResults = page.getByRole('button', { name: /^顯示 \d+ 項結果$/ })
    if (await showResults.isVisible()) await showResults.tap()
    await settled(page)

    const sort = page.getByLabel('排序')
    await sort.scrollIntoViewIfNeeded()
    await sort.focus()
    await settled(page)
    sample.interactions['changing the sort'] = await interaction(
      page,
      () => page.keyboard.press('ArrowDown'),
      () => page.waitForURL((url) => url.searchParams.has('sort')),
    )
    await settled(page)

    // Card → product: the first card in view, its page prefetched as it came into view.
    const link = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')
    const title = (await link.textContent())!.trim()
    const requests = watchRequests(page)
    await link.scrollIntoViewIfNeeded()
    await settled(page)
    sample.prefetched = [...requests.seen]
    requests.seen.length = 0
    const moved = await armMove(page, headingIs(title))
    const since = await now(page)
    await link.tap()
    sample.moves['card → product'] = await moved()
    sample.interactions['card → product: the tap'] = await interactionsSince(page, since)
    await settled(page)
    requests.stop()
    sample.fetchedAfterTap = [...requests.seen]
    if (shopper.errors.length) console.warn(`  page errors: ${shopper.errors.join('; ')}`)
    return sample
  } finally {
    await shopper.context.close()
  }
}

/** The demo member signs in through the UI once; every run starts from that session. */
async function signedInSession(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-TW', timezoneId: 'Asia/Taipei' })
  const page = await context.newPage()
  await page.goto(`${BASE.demo}/login`)
  await fakeReady(page)
  await page.getByRole('textbox', { name: /帳號（電子信箱）/ }).fill(DEMO_MEMBER.email)
  await page.getByLabel(/^密碼/).fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByText('登入成功!').waitFor({ state: 'hidden' })
  const state = await context.storageState({ indexedDB: true })
  await context.close()
  return state
}

/** A member (demo build): add from the list and from a product, the cart, its quantity, a coupon, the menu. */
async function member(
  browser: Browser,
  session: Awaited<ReturnType<typeof signedInSession>>,
): Promise<Sample> {
  const shopper = await phone(browser, session)
  const { page } = shopper
  const sample: Sample = { interactions: {}, moves: {} }
  try {
    await page.goto(`${BASE.demo}/products`)
    await fakeReady(page)
    await settled(page)

    const firstCard = page.getByRole('article').first()
    const add = firstCard.getByRole('button', { name: /^加入購物車：/ })
    await add.scrollIntoViewIfNeeded()
    await settled(page)
    let added = appears(page, '商品已加入購物車!')
    sample.interactions['adding to the cart from the list'] = await interaction(
      page,
      () => add.tap(),
      () => added,
    )
    await settled(page)

    const link = firstCard.getByRole('heading', { level: 3 }).getByRole('link')
    const title = (await link.textContent())!.trim()
    await link.tap()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await settled(page)
    const addHere = page.getByRole('button', { name: '加入購物車', exact: true }).first()
    added = appears(page, '商品已加入購物車!')
    sample.interactions['adding to the cart from a product'] = await interaction(
      page,
      () => addHere.tap(),
      () => added,
    )
    await settled(page)

    // Product → cart: the navbar's cart, its page prefetched once the page went idle.
    const cart = page.getByRole('banner').getByRole('button', { name: /^購物車，共 \d+ 項商品$/ })
    await page.evaluate(() => scrollTo(0, 0))
    await settled(page)
    const moved = await armMove(page, CART_WITH_LINES)
    const since = await now(page)
    await cart.tap()
    sample.moves['product → cart'] = await moved()
    sample.interactions['product → cart: the tap'] = await interactionsSince(page, since)
    await settled(page)

    // A line whose quantity can go up: its + and the number it shows.
    const line = page
      .getByRole('group', { name: / 的數量$/ })
      .filter({ has: page.locator('button:enabled[aria-label^="增加 "]') })
      .first()
    await line.scrollIntoViewIfNeeded()
    await settled(page)
    const quantity = line.locator('output')
    const before = (await quantity.textContent()) ?? ''
    sample.interactions['changing a cart quantity'] = await interaction(
      page,
      () => line.getByRole('button', { name: /^增加 / }).tap(),
      async () => {
        await quantity.filter({ hasNotText: before }).waitFor()
        await page.waitForLoadState('networkidle')
      },
    )
    await settled(page)

    const code = page.getByLabel('優惠券代碼')
    await code.scrollIntoViewIfNeeded()
    await code.fill(COUPON)
    await settled(page)
    const applied = appears(page, '已套用優惠券!')
    sample.interactions['applying a coupon'] = await interaction(
      page,
      () => page.getByRole('button', { name: '套用', exact: true }).tap(),
      () => applied,
    )
    await settled(page)

    await page.evaluate(() => scrollTo(0, 0))
    await settled(page)
    sample.interactions['opening the member menu'] = await interaction(
      page,
      () => page.getByRole('banner').getByRole('button', { name: '開啟選單' }).tap(),
      () => page.getByRole('banner').getByText('嗨，早餐愛好者').waitFor(),
    )
    if (shopper.errors.length) console.warn(`  page errors: ${shopper.errors.join('; ')}`)
    return sample
  } finally {
    await shopper.context.close()
  }
}

// ---- run ---------------------------------------------------------------------------------------

const MEASURES: Measure[] = [
  'typing in the search box',
  'choosing a filter (不含蛋)',
  'changing the sort',
  'adding to the cart from the list',
  'adding to the cart from a product',
  'changing a cart quantity',
  'applying a coupon',
  'opening the member menu',
  'card → product: the tap',
  'product → cart: the tap',
]
const BUILD_OF: Record<Measure | Move, 'production' | 'demo'> = {
  'typing in the search box': 'production',
  'choosing a filter (不含蛋)': 'production',
  'changing the sort': 'production',
  'card → product: the tap': 'production',
  'card → product': 'production',
  'adding to the cart from the list': 'demo',
  'adding to the cart from a product': 'demo',
  'changing a cart quantity': 'demo',
  'applying a coupon': 'demo',
  'opening the member menu': 'demo',
  'product → cart: the tap': 'demo',
  'product → cart': 'demo',
}
const MOVES: Move[] = ['card → product', 'product → cart']

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const latency = (value: number) => (value === 0 ? '< 16 ms' : `${Math.round(value)} ms`)

async function main(): Promise<void> {
  const executablePath = findChromium()
  if (!executablePath)
    throw new Error('No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH).')
  await serve()
  const loadBefore = loadavg()
  const browser = await chromium.launch({ executablePath, args: chromiumFlags })
  const samples: Sample[] = []
  try {
    const session = await signedInSession(browser)
    for (let runIndex = 1; runIndex <= RUNS; runIndex++) {
      const visit = await visitor(browser)
      const signedIn = await member(browser, session)
      const sample: Sample = {
        interactions: { ...visit.interactions, ...signedIn.interactions },
        moves: { ...visit.moves, ...signedIn.moves },
        prefetched: visit.prefetched,
        fetchedAfterTap: visit.fetchedAfterTap,
      }
      samples.push(sample)
      console.log(
        `run ${runIndex}: ` +
          [
            ...MEASURES.map((name) => `${name} ${latency(sample.interactions[name]?.ms ?? NaN)}`),
            ...MOVES.map((name) => `${name} ${Math.round(sample.moves[name] ?? NaN)} ms`),
          ].join(', ') +
          ` (load ${loadavg()[0].toFixed(2)})`,
      )
    }
  } finally {
    await browser.close()
  }
  const loadAfter = loadavg()

  const rows: (string | number)[][] = []
  for (const name of MEASURES) {
    const values = samples.map((sample) => sample.interactions[name]?.ms ?? NaN)
    const counts = samples.map((sample) => sample.interactions[name]?.interactions ?? 0)
    const m = median(values)
    rows.push([
      name,
      BUILD_OF[name],
      latency(m),
      latency(Math.max(...values)),
      `≤ ${TARGETS.interactionMs} ms`,
      m <= TARGETS.interactionMs ? 'yes' : 'no',
      `${median(counts)} measured`,
    ])
  }
  for (const name of MOVES) {
    const values = samples.map((sample) => sample.moves[name] ?? NaN)
    const m = median(values)
    rows.push([
      `${name}: content on screen after the click`,
      BUILD_OF[name],
      `${Math.round(m)} ms`,
      `${Math.round(Math.max(...values))} ms`,
      `≤ ${TARGETS.navigationMs} ms`,
      m <= TARGETS.navigationMs ? 'yes' : 'no',
      '',
    ])
  }
  const table = markdownTable(
    ['interaction', 'build', 'median', 'max', 'target', 'met', 'interactions (median)'],
    rows,
    [undefined, undefined, 'right', 'right', 'right', 'center', 'right'],
  )
  const prefetched = samples[0]?.prefetched ?? []
  const after = samples[0]?.fetchedAfterTap ?? []
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ')
  console.log(`\n${table}\n`)
  console.log(
    `card in view on /products (run 1), fetched before the tap: ${prefetched.join(', ') || 'nothing'}`,
  )
  console.log(`after the tap, for the product's page: ${after.join(', ') || 'nothing'}`)
  console.log(`load average before ${load(loadBefore)}, after ${load(loadAfter)}`)

  if (args.includes('--no-write')) return
  const file = await writeBenchmarkSection('interactions', {
    title: 'Interaction latency on a phone (`npm run bench:interactions`)',
    body: [
      `Debian Chromium as a phone: 390 × 844, touch, device pixel ratio 2, the CPU slowed ${CPU_SLOWDOWN}×.`,
      'A visitor on the production build (course API: `npm run mock:server`) and a signed-in member on',
      'the demo build (the in-browser fake), both served by `vite preview`. An interaction is the',
      'Event Timing API in the page: its longest event, input to the next frame (events under 16 ms',
      'are not reported: "< 16 ms"); for typing, the slowest of its keys. A move is the click to the',
      "frame after the new page's content is in the document and shown. Before a move, the page has",
      "prefetched what the shopper's intent prefetches (the card in view, a member's cart once the page",
      'is idle, and its screen drawn once ahead, hidden).',
      `Median and max of ${RUNS} runs; load average ${load(loadBefore)} before, ${load(loadAfter)} after.`,
      '',
      table,
      '',
      `Prefetched for the card's product before the tap (run 1): ${prefetched.map((item) => `\`${item}\``).join(', ') || 'nothing'}.`,
      `Fetched after the tap for that page: ${after.map((item) => `\`${item}\``).join(', ') || 'nothing'}.`,
    ].join('\n'),
  })
  console.log(`\n${file} updated`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
