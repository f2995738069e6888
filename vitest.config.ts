import { availableParallelism } from 'node:os'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import { chromiumFlags, findChromium } from './scripts/find-chromium.mjs'
import { fitWindow, storyScreenshots } from './tests/visual/config.ts'
import viteConfig from './vite.config.ts'

/**
 * The stories (and the test of their pictures' checker) in Debian's Chromium, through Vitest's
 * browser mode and Playwright: the story's width (phone stories 375 px, the rest 1280 px), motion
 * reduced as a visitor may ask (no carousel turning, no decorative animation), device scale 1,
 * zh-TW in Taipei. The window is taller than any story's frame so Vitest never scales the frame
 * down (tests/visual/capture.ts grows it for taller stories).
 */
/**
 * The stories' page is served on 63315 (VITEST_BROWSER_PORT to run a second copy beside, e.g. in
 * another checkout: the product form's pictures then show that port in its URLs and differ).
 */
const STORIES_PORT = Number(process.env.VITEST_BROWSER_PORT ?? 63315)

// A function: Vitest names each project's browser instance in place, so each gets its own objects.
const inTheBrowser = (port: number) => ({
  setupFiles: ['./.storybook/vitest.setup.ts'],
  // Only a hung story meets these: play functions wait for what they assert.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Story files share their page: the fake backend, the preview's modules and the fonts start
  // once per worker, not once per file (Storybook cleans a story up before the next one renders).
  isolate: false,
  browser: {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumFlags },
      contextOptions: {
        locale: 'zh-TW',
        timezoneId: 'Asia/Taipei',
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        // Room to spare around the frame (1280 × 800 at most before a story grows it).
        viewport: { width: 1400, height: 920 },
      },
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
    // Where Vitest serves the browser's page: a port of its own per project, and that port or none
    // (a story's fake stores its pictures' URLs on the page's origin, and the product form shows
    // them: drawn on another port, its pictures would differ).
    api: { port, strictPort: true },
    screenshotFailures: false,
    expect: { toMatchScreenshot: storyScreenshots },
    commands: { fitWindow },
  },
})

/**
 * Four projects:
 * - unit: helpers, schemas and the fake backend's rules, in Node;
 * - integration: pages and the RTK Query client against the fake (msw/node) in jsdom;
 * - storybook: every Storybook story as a test in Chromium (Storybook's Vitest plugin): loaders,
 *   render, `play`, axe (colour contrast included), no console error, and its picture against its
 *   baseline (.storybook/vitest.setup.ts, tests/visual/);
 * - visual-checker: the test of that picture check itself (tests/visual/checker.test.tsx).
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
        // No retries, in CI too: a test that needs one is a bug (npm run test:stress finds them).
        // TEST_RETRIES asks for some while hunting one down.
        retry: Number(process.env.TEST_RETRIES ?? 0),
        // The pictures Vitest keeps of a failed comparison (its report's attachments).
        attachmentsDir: 'test-results/visual/attachments',
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
            // Storybook's own runner: every story in .storybook/main.ts's `stories` is a test.
            plugins: [storybookTest({ configDir: '.storybook', storybookUrl: 'http://localhost:6006' })],
            test: { name: 'storybook', ...inTheBrowser(STORIES_PORT) },
          },
          {
            extends: true,
            test: {
              name: 'visual-checker',
              include: ['tests/visual/**/*.test.{ts,tsx}'],
              ...inTheBrowser(STORIES_PORT + 10),
              // The stories' project annotations, as Storybook's plugin gives them to every story.
              setupFiles: ['./tests/visual/projectAnnotations.ts', './.storybook/vitest.setup.ts'],
            },
          },
        ],
      },
    }),
  ),
)
