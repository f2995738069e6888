#!/usr/bin/env node
// Proves the production build (dist/, from `npm run build`) ships no fake backend: no MSW, no
// worker script, no seed data or images, no demo admin credentials. Exits 1 on any finding.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run \`npm run build\` first.`)
  process.exit(1)
}

const forbidden = [
  { marker: '[MSW]', what: 'MSW runtime' },
  { marker: 'mockServiceWorker', what: 'MSW worker registration' },
  { marker: 'fakeServiceWorker', what: 'the worker registration of the fake' },
  { marker: 'msw/data', what: '@msw/data' },
  { marker: 'seed-images', what: 'seed images' },
  { marker: '-OBfast', what: 'seed product ids' },
  { marker: 'breakfast123', what: 'the fake admin password' },
  { marker: 'admin@breakfast.test', what: 'the fake admin account' },
  { marker: 'identitytoolkit.googleapis.com/v1/accounts:signUp', what: 'the fake Identity Toolkit' },
]

const files = []
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path)
    else files.push(path)
  }
}
walk(dist)

const problems = []
for (const file of files) {
  if (/(mock|fake)ServiceWorker\.js$/.test(file))
    problems.push(`${file}: a worker script of the fake is in the build`)
  if (file.includes('seed-images')) problems.push(`${file}: a seed image is in the build`)
  if (!/\.(js|html|css|json|txt|map)$/.test(file)) continue
  const text = readFileSync(file, 'utf8')
  for (const { marker, what } of forbidden) {
    if (text.includes(marker)) problems.push(`${file}: contains ${what} (${marker})`)
  }
}

if (problems.length) {
  console.error(`Production build is not clean:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Production build clean: ${files.length} files in ${dist}/, no MSW, no seed data, no demo credentials.`,
)
