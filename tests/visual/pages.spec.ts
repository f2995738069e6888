import { expect, test as base, type Page } from '@playwright/test'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { preview, type PreviewServer } from 'vite'
import { STORY_NOW } from './clock'
import { baselineFile } from './config'
import shots from './pages.json' with { type: 'json' }

/**
 * The prerendered storefront as a visitor's browser draws it, at a phone's width (375 px) and a
 * wide screen's (1440 px), in two moments:
 * - `prerendered`: the HTML and its styles as the build wrote them, before any of the page's
 *   scripts has run (they are held back), so a regression in the build's HTML shows;
 * - `hydrated`: once the app has taken the page over (the demo's developer button is there) and
 *   the fake has answered every request.
 * Each picture is the whole page (the window made as tall as the page, so lazy pictures load),
 * compared with tests/visual/baselines/pages/<page>-<width>-<moment>.png.
 */

/** `vite preview` of the demo build on a free port, one per worker. */
const test = base.extend<object, { shop: string }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide) => {
      if (!existsSync('dist-demo/index.html'))
        throw new Error('No demo build: run `npm run build:demo` first.')
      const server: PreviewServer = await preview({
        build: { outDir: 'dist-demo' },
        preview: { port: 0, host: '127.0.0.1', strictPort: false },
        logLevel: 'warn',
      })
      const url = server.resolvedUrls?.local[0]
      if (!url) throw new Error('vite preview did not say where it listens')
      await provide(url.replace(/\/$/, ''))
      await server.close()
    },
    { scope: 'worker' },
  ],
})

/** The page as it will be drawn: styles, fonts and every picture in (lazy ones too). */
async function settled(page: Page) {
  const height = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  )
  const { width, height: windowHeight } = page.viewportSize() ?? { width: 0, height: 0 }
  if (height > windowHeight) await page.setViewportSize({ width, height })
  await page.evaluate(async () => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    await Promise.all(
      links.map((link) =>
        link.sheet
          ? undefined
          : new Promise((loaded) => {
              link.addEventListener('load', loaded, { once: true })
              link.addEventListener('error', loaded, { once: true })
            }),
      ),
    )
    const images = Array.from(document.images)
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
  })
}

/**
 * The baseline a picture is compared with: its own, or the one it shares (config.ts: a page whose
 * prerendered and hydrated pictures are the same stores one).
 */
const baseline = (name: string) =>
  baselineFile(process.cwd(), 'pages', name).split('/').pop() ?? `${name}.png`

/** The demo's developer button is not part of the shop: it is left out of the pictures. */
const notTheShop = fileURLToPath(new URL('./not-the-shop.css', import.meta.url))

for (const [name, path] of Object.entries(shots.pages)) {
  for (const [, [width, height]] of Object.entries(shots.widths)) {
    test.describe(`${name} (${path}) at ${width} px`, () => {
      test.use({ viewport: { width, height } })

      test('prerendered, before its scripts run', async ({ page, shop }) => {
        await page.clock.setFixedTime(STORY_NOW)
        // The page's own scripts wait until the picture is taken (the page is closed then).
        await page.route(/\/assets\/.*\.js$/, () => new Promise(() => {}))
        await page.goto(`${shop}${path}`, { waitUntil: 'domcontentloaded' })
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await settled(page)
        await expect(page).toHaveScreenshot(baseline(`${name}-${width}-prerendered`), { fullPage: true })
      })

      test('hydrated', async ({ page, shop }) => {
        await page.clock.setFixedTime(STORY_NOW)
        await page.goto(`${shop}${path}`)
        // The developer panel's button appears once the app has hydrated (demo build).
        await expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()
        await page.waitForLoadState('networkidle')
        await settled(page)
        await expect(page).toHaveScreenshot(baseline(`${name}-${width}-hydrated`), {
          fullPage: true,
          stylePath: notTheShop,
        })
      })
    })
  }
}
