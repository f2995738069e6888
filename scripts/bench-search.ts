/**
 * `npm run bench:search`: how long the product list's search, filters and sort take
 * (src/features/catalog/browse.ts), for the seed's 20 products and for 10,000 (the fake's benchmark
 * size, as in bench:mock).
 *
 * Times, in-process:
 *   - the first search over a new product list (it folds every product's text once: NFKC, case,
 *     spaces), then
 *   - each keystroke of typing searches (`起`, `起司`, … and a full-width `ＢＬＴ`), with and without
 *     filters and a sort, as the page recomputes them.
 * Prints p50/p95/max in ms and rewrites its section of BENCHMARKS.md. A benchmark, not a test:
 * nothing fails on a miss. The page keeps typing
 * responsive whatever these numbers are (the results render through useDeferredValue); these say how
 * soon the results follow.
 */
import { loadavg } from 'node:os'
import type { Product } from '../src/api/types'
import { EMPTY_QUERY, browseProducts, type BrowseQuery } from '../src/features/catalog/browse'
import { buildSeedProducts } from '../mocks/seed'
import { markdownTable, writeBenchmarkSection } from './benchmarks.mjs'

const SIZES = [20, 10_000]
const ROUNDS = 30

const TYPED = ['起司蛋餅', '豆漿', 'ＢＬＴ', '高蛋白 雞胸']
const VARIANTS: { name: string; query: Partial<BrowseQuery> }[] = [
  { name: 'search only', query: {} },
  { name: 'search + ≤450 kcal + ≥15 g protein', query: { maxKcal: 450, minProtein: 15 } },
  { name: 'search + price 40–80 + sort kcal', query: { minPrice: 40, maxPrice: 80, sort: 'kcal-asc' } },
]

function catalogue(size: number): Product[] {
  const templates = buildSeedProducts() as unknown as Product[]
  return Array.from({ length: size }, (_, i) => {
    const template = templates[i % templates.length]
    return {
      ...template,
      id: `-Bench${String(i).padStart(14, '0')}`,
      title: i < templates.length ? template.title : `${template.title} ${i}`,
      price: template.price + (i % 37),
      calories: template.calories + (i % 101),
    }
  })
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const ms = (n: number) => n.toFixed(n < 1 ? 3 : 2).padStart(8)
const rows: (string | number)[][] = []

console.log(
  `bench:search — load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
)
console.log('size    what                                         p50 ms   p95 ms   max ms')
for (const size of SIZES) {
  // Warm up the code paths (JIT) on a throwaway list of the same size.
  for (const word of TYPED) browseProducts(catalogue(size), { ...EMPTY_QUERY, q: word })

  const firstSearch: number[] = []
  for (let round = 0; round < 5; round++) {
    const products = catalogue(size)
    const started = performance.now()
    browseProducts(products, { ...EMPTY_QUERY, q: '起' })
    firstSearch.push(performance.now() - started)
  }
  const sortedFirst = [...firstSearch].sort((a, b) => a - b)
  rows.push([
    size.toLocaleString('en'),
    'first search (folds every product once)',
    ...[percentile(sortedFirst, 50), percentile(sortedFirst, 95), sortedFirst[sortedFirst.length - 1]].map(
      (n) => ms(n).trim(),
    ),
  ])
  console.log(
    `${String(size).padEnd(8)}first search (folds every product once)     ${ms(percentile(sortedFirst, 50))} ${ms(percentile(sortedFirst, 95))} ${ms(sortedFirst[sortedFirst.length - 1])}`,
  )

  const products = catalogue(size)
  browseProducts(products, EMPTY_QUERY)
  for (const variant of VARIANTS) {
    const samples: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const word of TYPED) {
        for (const prefix of [...word].map((_, i) => [...word].slice(0, i + 1).join(''))) {
          const started = performance.now()
          browseProducts(products, { ...EMPTY_QUERY, ...variant.query, q: prefix })
          samples.push(performance.now() - started)
        }
      }
    }
    samples.sort((a, b) => a - b)
    rows.push([
      size.toLocaleString('en'),
      `keystroke: ${variant.name}`,
      ...[percentile(samples, 50), percentile(samples, 95), samples[samples.length - 1]].map((n) =>
        ms(n).trim(),
      ),
    ])
    console.log(
      `${String(size).padEnd(8)}${`keystroke: ${variant.name}`.padEnd(44)} ${ms(percentile(samples, 50))} ${ms(percentile(samples, 95))} ${ms(samples[samples.length - 1])}`,
    )
  }
}

const file = await writeBenchmarkSection('search', {
  title: 'Product search, filters and sort (`npm run bench:search`)',
  body: [
    "The product list's search, filters and sort (`src/features/catalog/browse.ts`) over the seed's 20",
    `products and over 10,000, in-process: the first search over a new list (it folds every product's`,
    `text once), then every keystroke of typing four words (${ROUNDS} rounds), with and without filters`,
    'and a sort. The list renders the results through `useDeferredValue`, so typing is never held up by them.',
    '',
    markdownTable(['products', 'what', 'p50 (ms)', 'p95 (ms)', 'max (ms)'], rows, [
      'right',
      undefined,
      'right',
      'right',
      'right',
    ]),
  ].join('\n'),
})
console.log(`Wrote ${file}`)
