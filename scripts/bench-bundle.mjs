#!/usr/bin/env node
// npm run bench:bundle — builds for production and prints what a shopper's first load of the home
// page costs in gzipped JavaScript (entry + its static imports + the home route chunk and its
// imports), against the 150 KiB budget, plus the biggest lazy chunks for context.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = 'dist'
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    closure(manifest[key]?.imports ?? [], seen)
  }
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/content/pages/HomePage.tsx'))
const firstLoad = closure([entryKey, homeKey].filter(Boolean))
const rows = [...firstLoad].map((key) => ({ chunk: manifest[key].file, kib: gzipKiB(manifest[key].file) }))
const total = rows.reduce((sum, row) => sum + row.kib, 0)

console.log('First load of / (gzip, level 9):')
for (const row of rows.sort((a, b) => b.kib - a.kib))
  console.log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.chunk}`)
console.log(
  `  ${total.toFixed(1).padStart(7)} KiB  total (budget 150 KiB: ${total <= 150 ? 'within' : 'OVER'})`,
)

const adminInFirstLoad = rows.filter((row) => /admin/i.test(row.chunk))
console.log(`Admin chunks in the first load: ${adminInFirstLoad.length}`)
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !rows.some((row) => row.chunk === chunk.file))
  .map((chunk) => ({ chunk: chunk.file, kib: gzipKiB(chunk.file) }))
  .sort((a, b) => b.kib - a.kib)
  .slice(0, 8)
console.log('Largest lazy chunks:')
for (const row of lazy) console.log(`  ${row.kib.toFixed(1).padStart(7)} KiB  ${row.chunk}`)
