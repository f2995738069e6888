/**
 * `npm run bench:mock`: how fast the fake course API answers with a big shop in it.
 *
 * Fills the fake with 10,000 products and 5,000 orders, then times, in-process (msw's
 * getResponse over the real handler list, body read included, no network):
 *   - a paged admin product list, a paged admin order list, the customer's products/all,
 *   - add-to-cart and order creation.
 * Prints p50/p95/max and rewrites its section of BENCHMARKS.md. A benchmark, not a test: nothing
 * fails on a miss.
 */
import { getResponse } from 'msw'
import { createAdminSession, resetDb, shop } from '../mocks/db'
import { handlers } from '../mocks/handlers'
import { pushId } from '../mocks/ids'
import { orderContents, toOrderLine, type ProductRecord } from '../mocks/records'
import { buildSeedProducts } from '../mocks/seed'
import { store } from '../mocks/store'
import { markdownTable, writeBenchmarkSection } from './benchmarks.mjs'

const PRODUCT_COUNT = 10_000
const ORDER_COUNT = 5_000
const SAMPLES = 200
const WARMUP = 20
const BASE = 'https://ec-course-api.hexschool.io/v2/api/breakfast'

interface Result {
  name: string
  target: number
  /** Wall-clock ms per call. */
  samples: number[]
  /** CPU ms this process spent per call: unlike wall time, not inflated when other processes compete. */
  cpuSamples: number[]
}

/** Runs `run` once and returns [wall ms, CPU ms]. */
async function measure(run: () => Promise<unknown>): Promise<[number, number]> {
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  await run()
  const wall = performance.now() - started
  const cpu = process.cpuUsage(cpuBefore)
  return [wall, (cpu.user + cpu.system) / 1000]
}

/** A deterministic pseudo-random sequence, so every run times the same requests. */
function makeRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}
const random = makeRandom(20_261_121)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]

async function request(
  method: string,
  url: string,
  options: { token?: string; body?: unknown; readBody?: boolean } = {},
): Promise<unknown> {
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = options.token
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await getResponse(
    handlers,
    new Request(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  )
  if (!response) throw new Error(`no handler for ${method} ${url}`)
  if (response.status !== 200)
    throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`)
  // Reading the body is the client's work; it is included unless a row says otherwise.
  return options.readBody === false ? response : response.text()
}

async function time(name: string, target: number, run: () => Promise<unknown>): Promise<Result> {
  for (let i = 0; i < WARMUP; i++) await run()
  const samples: number[] = []
  const cpuSamples: number[] = []
  for (let i = 0; i < SAMPLES; i++) {
    const [wall, cpu] = await measure(run)
    samples.push(wall)
    cpuSamples.push(cpu)
  }
  return { name, target, samples, cpuSamples }
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

async function fill(): Promise<ProductRecord[]> {
  await resetDb('empty-shop', { everything: true })
  const templates = buildSeedProducts()
  const started = performance.now()
  const { products, orders } = shop()
  await store.transaction('write', async () => {
    for (let i = 0; i < PRODUCT_COUNT; i++) {
      const template = templates[i % templates.length]
      await products.create({
        ...template,
        id: pushId(),
        title: `${template.title} #${i + 1}`,
        is_enabled: i % 20 === 19 ? 0 : 1,
      })
    }
  })
  const enabled = products.all().filter((product) => product.is_enabled === 1)
  const yearAgo = Math.floor(Date.now() / 1000) - 365 * 24 * 60 * 60
  await store.transaction('write', async () => {
    for (let i = 0; i < ORDER_COUNT; i++) {
      const lines = Array.from({ length: 1 + (i % 3) }, (_, position) => {
        const product = pick(enabled)
        return toOrderLine({ id: pushId(), product_id: product.id, qty: 1 + ((i + position) % 4), product })
      })
      await orders.create({
        id: pushId(),
        create_at: yearAgo + i * 6000,
        is_paid: i % 3 === 0,
        ...orderContents(lines),
        user: {
          name: '效能測試',
          email: 'bench@example.com',
          tel: '0912345678',
          address: '台北市中正區重慶南路一段 122 號',
        },
      })
    }
  })
  console.log(
    `Filled ${PRODUCT_COUNT} products and ${ORDER_COUNT} orders in ${Math.round(performance.now() - started)} ms`,
  )
  return enabled
}

async function main(): Promise<void> {
  const enabled = await fill()
  const token = await createAdminSession()
  const productPages = Math.ceil(PRODUCT_COUNT / 10)
  const orderPages = Math.ceil(ORDER_COUNT / 10)
  const user = { name: '效能測試', email: 'bench@example.com', tel: '0912345678', address: '台北市' }

  const results: Result[] = []
  results.push(
    await time('GET admin/products?page=n (paged admin product list)', 5, () =>
      request('GET', `${BASE}/admin/products?page=${1 + Math.floor(random() * productPages)}`, { token }),
    ),
  )
  results.push(
    await time('GET admin/orders?page=n (paged order list)', 5, () =>
      request('GET', `${BASE}/admin/orders?page=${1 + Math.floor(random() * orderPages)}`, { token }),
    ),
  )
  let adds = 0
  results.push(
    await time('POST cart (add to cart)', 5, async () => {
      // Keep the shared cart at a realistic size.
      if (++adds % 25 === 0) await request('DELETE', `${BASE}/carts`)
      return request('POST', `${BASE}/cart`, { body: { data: { product_id: pick(enabled).id, qty: 1 } } })
    }),
  )
  // Order creation needs a cart: fill it outside the timed part.
  const orderSamples: number[] = []
  const orderCpu: number[] = []
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    for (let line = 0; line < 3; line++) {
      await request('POST', `${BASE}/cart`, { body: { data: { product_id: pick(enabled).id, qty: 2 } } })
    }
    const [wall, cpu] = await measure(() =>
      request('POST', `${BASE}/order`, { body: { data: { user, message: '效能測試' } } }),
    )
    if (i >= WARMUP) {
      orderSamples.push(wall)
      orderCpu.push(cpu)
    }
  }
  results.push({
    name: 'POST order (create an order from a 3-line cart)',
    target: 5,
    samples: orderSamples,
    cpuSamples: orderCpu,
  })

  // products/all last: its megabytes of garbage would otherwise slow the rows after it.
  const everything = `${BASE}/products/all`
  results.push(
    await time(
      `GET products/all (customer, ${enabled.length} enabled products; handler → Response)`,
      40,
      () => request('GET', everything, { readBody: false }),
    ),
  )
  const coldSamples: number[] = []
  const coldCpu: number[] = []
  for (let i = 0; i < 20; i++) {
    // An admin edit invalidates the cached body: time the rebuild.
    const product = pick(enabled)
    await request('PUT', `${BASE}/admin/product/${product.id}`, {
      token,
      body: { data: { price: product.price + 1 } },
    })
    const [wall, cpu] = await measure(() => request('GET', everything, { readBody: false }))
    coldSamples.push(wall)
    coldCpu.push(cpu)
  }
  results.push({
    name: 'GET products/all right after a product edit (body rebuilt)',
    target: 40,
    samples: coldSamples,
    cpuSamples: coldCpu,
  })
  results.push(
    await time('GET products/all including the client reading the whole body', 40, () =>
      request('GET', everything),
    ),
  )

  const rows = results.map(({ name, target, samples, cpuSamples }) => {
    const sorted = [...samples].sort((a, b) => a - b)
    const cpuSorted = [...cpuSamples].sort((a, b) => a - b)
    const p50 = percentile(sorted, 50)
    const p95 = percentile(sorted, 95)
    const cpuP95 = percentile(cpuSorted, 95)
    return { name, target, p50, p95, cpuP95, max: sorted[sorted.length - 1], met: p95 <= target }
  })

  const format = (ms: number) => ms.toFixed(2)
  console.log('')
  for (const row of rows) {
    console.log(
      `${row.met ? 'OK  ' : 'SLOW'} ${row.name}\n     p50 ${format(row.p50)} ms · p95 ${format(row.p95)} ms · max ${format(row.max)} ms · CPU p95 ${format(row.cpuP95)} ms (target p95 ≤ ${row.target} ms)`,
    )
  }

  const bodyBytes = new TextEncoder().encode(String(await request('GET', everything))).length
  const file = await writeBenchmarkSection('mock', {
    title: 'Fake course API (`npm run bench:mock`)',
    body: [
      `The fake (mocks/) filled with ${PRODUCT_COUNT.toLocaleString('en')} products (1 in 20 disabled; \`products/all\``,
      `is then a ${(bodyBytes / 1e6).toFixed(1)} MB body) and ${ORDER_COUNT.toLocaleString('en')} orders of 1–3 lines. Each request goes`,
      'through the whole handler list in-process (msw `getResponse`, response body read, no network),',
      `${SAMPLES} timed samples after ${WARMUP} warm-up calls. Wall times are what a caller waits; "CPU p95"`,
      'is the CPU this process spent per call, which other processes on the machine do not inflate.',
      'How the fake stays fast at this size: [docs/mock-server.md](docs/mock-server.md#at-volume).',
      '',
      markdownTable(
        ['operation', 'p50 (ms)', 'p95 (ms)', 'max (ms)', 'CPU p95 (ms)', 'target p95', 'met (wall p95)'],
        rows.map((row) => [
          row.name,
          format(row.p50),
          format(row.p95),
          format(row.max),
          format(row.cpuP95),
          `≤ ${row.target} ms`,
          row.met ? 'yes' : 'no',
        ]),
        [undefined, 'right', 'right', 'right', 'right', 'right', 'center'],
      ),
    ].join('\n'),
  })
  console.log(`\nWrote ${file}`)
}

await main()
