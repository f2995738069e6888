#!/usr/bin/env node
// npm run bench:lighthouse [-- URL] — Lighthouse (mobile, 12.8: the last line that runs on Node 20)
// against a running preview (default: the production build on `npm run preview:prod`). Prints the
// category scores and the Core Web Vitals lab figures. Lighthouse is fetched by npx on first use.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findChromium } from './find-chromium.mjs'

const url = process.argv[2] ?? 'http://127.0.0.1:4174/'
const chromium = findChromium()
if (!chromium) {
  console.error('No Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH).')
  process.exit(1)
}
const report = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json')
const flags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic'
const run = spawnSync(
  'npx',
  [
    '-y',
    'lighthouse@12.8.2',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${flags}`,
  ],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
)
if (run.status !== 0) process.exit(run.status ?? 1)

const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'))
console.log(`Lighthouse (mobile) for ${url}`)
for (const [name, category] of Object.entries(categories))
  console.log(`  ${name.padEnd(15)} ${Math.round(category.score * 100)}`)
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
])
  console.log(`  ${id.padEnd(26)} ${audits[id].displayValue}`)
