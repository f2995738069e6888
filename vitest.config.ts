import { availableParallelism } from 'node:os'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import { chromiumFlags, findChromium } from './scripts/find-chromium.mjs'
import { fitWindow, storyScreenshots } from './tests/visual/config.ts'
import viteConfig from './vite.config.ts'

/**
 * Three projects, all without a browser (npm test runs on a machine with only Node):
 * - unit: helpers, schemas and the fake backend's rules, in Node;
 * - integration: pages and the RTK Query client against the fake (msw/node) in jsdom;
 * - stories: every Storybook story rendered in jsdom (composeStories), with an axe check.
 * Contract tests have their own config (vitest.contract.config.ts) and run as separate steps.
 */
export default defineConfig((env) =>
  mergeConfig(
    typeof viteConfig === 'function' ? viteConfig({ ...env, mode: 'test' }) : viteConfig,
    defineConfig({
      test: {
        // The plain shell (navbar, footer, home hero) is styled by CSS modules: their rules reach
        // jsdom as MUI's Emotion rules do, so the same layout is hidden (jsdom applies no media
        // query: the narrow one shows) and the same elements are visible as in a browser.
        css: { include: [/\.module\.css$/] },
        // One test file per core. (Vitest's default leaves a core to its main process, which
        // transforms files, about 2 s of a run here: on two cores that halved the run for nothing.)
        maxWorkers: Math.max(2, availableParallelism() - 1),
        // The jsdom projects share a worker's modules and jsdom between test files (isolate: false):
        // importing the app, MUI and the stories again for every file was a third of their CPU
        // (7 page-test files: 118 → 77 CPU-s). What a test could leak is reset after every test by
        // tests/setup/integration.ts (rendered trees, handlers, the fake's data, storage, cookies,
        // the real clock after a test that faked it), and nothing is mocked per module.
        // Retries are off: a test that needs one is a bug (npm run test:stress finds them). CI keeps one
        // as a safety net, reported as flaky; TEST_RETRIES overrides both (test:stress sets 0).
        retry: Number(process.env.TEST_RETRIES ?? (process.env.CI ? 1 : 0)),
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              environment: 'node',
              include: ['tests/unit/**/*.test.{ts,tsx}'],
              setupFiles: ['./tests/setup/unit.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'integration',
              environment: 'jsdom',
              isolate: false,
              include: ['tests/integration/**/*.test.{ts,tsx}'],
              setupFiles: ['./tests/setup/integration.ts'],
              // Only a hung test meets this: tests wait for what they assert (tests/setup/waits.ts).
              testTimeout: 60_000,
            },
          },
          {
            extends: true,
            plugins: [storybookTest({ configDir: '.storybook', storybookUrl: 'http://localhost:6006' })],
            test: {
              name: 'storybook',
              include: ['tests/visual/**/*.test.{ts,tsx}'],
              setupFiles: ['./.storybook/vitest.setup.ts'],
              testTimeout: 60_000,
              hookTimeout: 60_000,
              isolate: false,
              browser: {
                enabled: true,
                headless: true,
                provider: playwright({
                  launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumFlags },
                  contextOptions: { locale: 'zh-TW', timezoneId: 'Asia/Taipei', deviceScaleFactor: 1, viewport: { width: 1280, height: 900 } },
                }),
                instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
                api: { port: Number(process.env.VITEST_BROWSER_PORT ?? 63315) },
                screenshotFailures: false,
                expect: { toMatchScreenshot: storyScreenshots },
                commands: { fitWindow },
              },
            },
          },
        ],
      },
    }),
  ),
)
