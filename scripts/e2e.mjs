#!/usr/bin/env node
// npm run test:e2e [-- playwright args]: builds the demo (in-browser fake, `npm run build:demo`)
// and runs the Playwright journeys in Debian's Chromium. No browser is ever downloaded.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cliPath } from './cli.mjs'
import { findChromium } from './find-chromium.mjs'

const chromium = findChromium()
if (!chromium) {
  console.error(
    "No Chromium found. Install Debian's: `apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium/Chrome binary).\n" +
      "Playwright's own browser download (npx playwright install) does not work offline and is not needed.",
  )
  process.exit(1)
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// E2E_SKIP_BUILD=1 reuses a dist-demo/ built just before (CI builds it once, in `npm test`).
if (process.env.E2E_SKIP_BUILD) {
  if (!existsSync('dist-demo/index.html')) {
    console.error('E2E_SKIP_BUILD is set but dist-demo/ has no build: run `npm run build:demo` first.')
    process.exit(1)
  }
} else {
  run('npm', ['run', 'build:demo', '--silent'])
}
run(process.execPath, [cliPath('@playwright/test'), 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
  PACT_DO_NOT_TRACK: 'true',
})
