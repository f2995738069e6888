import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, findChromium } from '../../scripts/find-chromium.mjs'
import { comparison, RESULTS } from './config'

/**
 * The prerendered pages' pictures (pages.spec.ts): the demo build (`npm run build:demo`, which
 * `npm test` builds first) served by `vite preview` on a free port, in Debian's Chromium, compared
 * with tests/visual/baselines/pages/*.png by Playwright's own toHaveScreenshot, with the same
 * tolerance as the stories' pictures (config.ts). `npm run visual:review` and `visual:update` run
 * it beside the stories.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

export default defineConfig({
  testDir: '.',
  testMatch: /pages\.spec\.ts$/,
  snapshotPathTemplate: '{testDir}/baselines/pages/{arg}{ext}',
  // What differs goes next to the stories' differences (actual, expected and diff pictures).
  outputDir: process.env.TEST_REPORT_DIR
    ? join(resolve(process.env.TEST_REPORT_DIR), 'visual-pages')
    : join(root, RESULTS, 'pages'),
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a picture that needs one is a bug (npm run test:stress finds them).
  retries: Number(process.env.TEST_RETRIES ?? 0),
  timeout: 60_000,
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      threshold: comparison.threshold,
      maxDiffPixels: comparison.allowedMismatchedPixels,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: join(resolve(process.env.TEST_REPORT_DIR), 'visual-pages.json') }]]
    : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    deviceScaleFactor: 1,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    // Motion reduced, as a visitor may ask: the shop then starts no carousel of its own and no
    // decorative animation, so two pictures of the same page are the same.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumFlags },
  },
})
