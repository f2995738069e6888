import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/find-chromium.mjs'

/**
 * End-to-end journeys in Debian's Chromium (no browser download: scripts/e2e.mjs finds the
 * binary and passes it as CHROMIUM_PATH) against the built demo (in-browser fake backend).
 * Every test gets a fresh browser context, so the fake's localStorage data starts from the seed (or,
 * for a journey that starts signed in, from the seed as the setup project's UI sign-in left it).
 */

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: chromiumFlags },
}

const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  // Under npm run test:stress, each run keeps its own failure screenshots and page snapshots.
  // A folder of its own: Playwright empties its output folder as it starts, and `npm test` runs
  // the journeys after the stories, whose changed pictures wait in test-results/visual/.
  outputDir: process.env.TEST_REPORT_DIR
    ? join(resolve(process.env.TEST_REPORT_DIR), 'test-results')
    : 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI too: a journey that needs one is a bug (npm run test:stress finds them).
  // TEST_RETRIES asks for some while hunting one down.
  retries: Number(process.env.TEST_RETRIES ?? 0),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // TEST_REPORT_DIR (npm run test:stress): also a JSON report, read to name failing journeys.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: join(resolve(process.env.TEST_REPORT_DIR), 'playwright.json') }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    // A trace (DOM snapshots and screenshots of every action) costs about a third more CPU per
    // journey (admin-tools + catalog specs: 166 CPU-s with, 125 without, by scripts/cpu-of.mjs), so
    // none is recorded by default; a failure keeps its screenshot and page snapshot. To see one:
    // `npm run test:e2e -- --trace retain-on-failure` (or `--trace on`).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Each role signs in through the UI once and its session is saved (tests/e2e/auth.setup.ts);
    // journeys that only need to start signed in restore it instead of signing in again.
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: { ...browser },
    },
    {
      name: 'debian-chromium',
      dependencies: ['setup'],
      use: { ...browser },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir dist-demo --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
