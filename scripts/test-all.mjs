#!/usr/bin/env node
// `npm test`: everything that needs only Node (no browser), in order, stopping at nothing so the
// summary shows every failure. Browser journeys are `npm run test:e2e`.
import { spawnSync } from 'node:child_process'

const steps = [
  ['lint', 'npx eslint . --max-warnings 0'],
  ['format', 'npx prettier --check . --log-level warn'],
  ['typecheck', 'npx tsc --noEmit -p tsconfig.json'],
  ['unit + integration + stories', 'npx vitest run'],
  ['contracts', 'node scripts/contracts.mjs'],
  ['production build', 'npx vite build --logLevel warn'],
  ['production bundle has no fake', 'node scripts/check-prod-bundle.mjs dist'],
  ['demo build', 'npx vite build --mode mock --logLevel warn'],
  ['storybook build', 'npx storybook build --quiet -o storybook-static'],
]

const only = process.argv.slice(2)
const results = []
for (const [name, command] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue
  console.log(`\n━━ ${name}: ${command}`)
  const started = Date.now()
  const { status } = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PACT_DO_NOT_TRACK: 'true', STORYBOOK_DISABLE_TELEMETRY: '1' },
  })
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })
}

console.log('\n━━ summary')
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
