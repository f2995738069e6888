/**
 * `npm run bench:dashboard`: how long the dashboard takes to get its figures, with the seed and
 * with 5,000 orders. The course API has no aggregates, so the dashboard reads every page of
 * admin/orders (6 pages at a time, as src/features/admin/api.ts does) and sums them with
 * summariseSales (src/features/admin/dashboard/salesSummary.ts).
 *
 * Times, in-process against the fake (msw's getResponse over the real handlers, bodies parsed, no
 * network): reading all pages, and summing. Prints median and max of a few runs. A benchmark, not
 * a test: nothing fails on a miss. Network latency of the real API comes on top (pages × round trips / 6).
 * Rewrites its section of BENCHMARKS.md.
 */
import { loadavg } from 'node:os'
import { getResponse } from 'msw'
import type { Order } from '../src/api/types'
import { defaultRange, summariseSales, todayKey } from '../src/features/admin/dashboard/salesSummary'
import { createAdminSession, resetDb, shop } from '../mocks/db'
import { handlers } from '../mocks/handlers'
import { pushId } from '../mocks/ids'
import { orderContents, toOrderLine } from '../mocks/records'
import { store } from '../mocks/store'
import { markdownTable, writeBenchmarkSection } from './benchmarks.mjs'

const BASE = 'https://ec-course-api.hexschool.io/v2/api/breakfast'
const PAGES_AT_ONCE = 6
const RUNS = 5

async function readPage(token: string, page: number): Promise<{ orders: Order[]; total_pages: number }> {
  const response = await getResponse(
    handlers,
    new Request(`${BASE}/admin/orders?page=${page}`, { headers: { Authorization: token } }),
  )
  if (!response || response.status !== 200) throw new Error(`page ${page} failed`)
  const body = (await response.json()) as { orders: Order[]; pagination: { total_pages: number } }
  return { orders: body.orders, total_pages: body.pagination.total_pages }
}

async function readAllOrders(token: string): Promise<Order[]> {
  const first = await readPage(token, 1)
  const all = [...first.orders]
  for (let start = 2; start <= first.total_pages; start += PAGES_AT_ONCE) {
    const pages = Array.from(
      { length: Math.min(PAGES_AT_ONCE, first.total_pages - start + 1) },
      (_, i) => start + i,
    )
    for (const page of await Promise.all(pages.map((p) => readPage(token, p)))) all.push(...page.orders)
  }
  return all
}

async function addOrders(count: number): Promise<void> {
  const { products, orders } = shop()
  const enabled = products.all().filter((product) => product.is_enabled === 1)
  const now = Math.floor(Date.now() / 1000)
  await store.transaction('write', async () => {
    for (let i = 0; i < count; i++) {
      const lines = Array.from({ length: 1 + (i % 3) }, (_, position) => {
        const product = enabled[(i * 7 + position) % enabled.length]
        return toOrderLine({ id: pushId(), product_id: product.id, qty: 1 + ((i + position) % 4), product })
      })
      await orders.create({
        id: pushId(),
        // Spread over the last 120 days, so the 30-day figures have work to do.
        create_at: now - (i % 120) * 86_400 - (i % 86_400),
        is_paid: i % 3 === 0,
        ...orderContents(lines),
        user: { name: '效能測試', email: 'bench@example.com', tel: '0912345678', address: '台北市' },
      })
    }
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value: number) => `${value.toFixed(1)} ms`
const rows: (string | number)[][] = []

async function measure(label: string): Promise<void> {
  const token = await createAdminSession()
  const reads: number[] = []
  const sums: number[] = []
  let count = 0
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const orders = await readAllOrders(token)
    const read = performance.now()
    const today = todayKey()
    summariseSales(orders, today, defaultRange(today))
    sums.push(performance.now() - read)
    reads.push(read - started)
    count = orders.length
  }
  rows.push([
    label,
    count.toLocaleString('en'),
    Math.ceil(count / 10),
    ms(median(reads)),
    ms(Math.max(...reads)),
    ms(median(sums)),
    ms(Math.max(...sums)),
  ])
  console.log(
    `${label}: ${count} orders (${Math.ceil(count / 10)} pages) — read all pages median ${ms(median(reads))} (max ${ms(Math.max(...reads))}), summarise median ${ms(median(sums))} (max ${ms(Math.max(...sums))})`,
  )
}

async function main(): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
  await resetDb('default', { everything: true })
  await measure('seed')
  await addOrders(5_000 - shop().orders.all().length)
  await measure('5,000 orders')
  const file = await writeBenchmarkSection('dashboard', {
    title: 'Dashboard figures (`npm run bench:dashboard`)',
    body: [
      "The back office's dashboard reads every page of `admin/orders` (10 orders a page, 6 pages at a",
      'time, as `src/features/admin/api.ts` does) and sums them (`summariseSales`), in-process against the',
      `fake (bodies parsed, no network), ${RUNS} runs each: the seed, and 5,000 orders. On the real API the`,
      'reading is bound by round trips (pages ÷ 6) on top of these.',
      '',
      markdownTable(
        ['data', 'orders', 'pages', 'read, median', 'read, max', 'sum, median', 'sum, max'],
        rows,
        [undefined, 'right', 'right', 'right', 'right', 'right', 'right'],
      ),
    ].join('\n'),
  })
  console.log(`Wrote ${file}`)
}

await main()
