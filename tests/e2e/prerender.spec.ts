import { expect, type Page } from '@playwright/test'
import { holdScripts, watchPage, test } from './support'

/**
 * The storefront is prerendered: its pages arrive as HTML with their styles, readable before (and
 * without) any JavaScript; the app then hydrates them without a mismatch. In the demo build the
 * in-browser fake starts after the first paint, and nothing the page asks for reaches the real
 * course API, on a first visit or on a reload with the worker already installed.
 */

const REAL_API = 'ec-course-api.hexschool.io'

/** The shop's frame: the navbar with its links, and the footer. */
async function expectFrame(page: Page) {
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: '早餐店 首頁' })).toBeVisible()
  await expect(banner.getByRole('link', { name: '全部商品' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText(/非商業用途/)).toBeVisible()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // One context for every page: without JavaScript each is a plain document load.
  test('home, about, the product list and a product page arrive with their content and the page frame', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: '美味早餐，輕鬆上桌' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '推薦商品' })).toBeVisible()
    await expectFrame(page)

    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: '關於我們' })).toBeVisible()
    await expectFrame(page)

    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
    // The demo build sees the fake's seed: the list is prerendered with the products on sale.
    await expect(page.getByRole('link', { name: '起司蛋餅' }).first()).toBeVisible()
    await expectFrame(page)
    // The prerendered pictures are the demo's own files, on the page's origin (not on the
    // address the fake had while the page was built).
    const listPictures = await page
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
    const origin = new URL(page.url()).origin
    expect(listPictures.filter((src) => src.includes('/seed-images/')).length).toBeGreaterThan(0)
    expect(listPictures.filter((src) => !src.startsWith('data:') && !src.startsWith(`${origin}/`))).toEqual(
      [],
    )

    // A product page is prerendered with its product.
    const href = await page.getByRole('link', { name: '起司蛋餅' }).first().getAttribute('href')
    await page.goto(href ?? '/products')
    await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
    await expect(page).toHaveTitle('起司蛋餅｜早餐店')
    // Its pictures are named from the site's own root, so they load wherever the demo is served.
    const pictures = page.getByRole('main').locator('img')
    await expect(pictures.first()).toBeVisible()
    for (const picture of await pictures.all()) {
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
    }
  })
})

test('prerendered pages hydrate without a mismatch or any console error', async ({ page }) => {
  const watcher = watchPage(page)
  for (const path of ['/', '/about', '/products', '/login', '/register', '/admin-login']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  watcher.noConsoleErrors()
  watcher.nothingLeftTheMachine()
})

/**
 * Where each element of the page's content sits across (left edge and width), once every linked
 * stylesheet and the fonts are in. The about page's content is the same before and after
 * hydration, so this must not change.
 */
function columns(page: Page) {
  return page.evaluate(async () => {
    const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    await Promise.all(
      links.map((link) =>
        link.sheet
          ? undefined
          : new Promise((settled) => {
              link.addEventListener('load', settled, { once: true })
              link.addEventListener('error', settled, { once: true })
            }),
      ),
    )
    await document.fonts.ready
    return Array.from(document.querySelectorAll('main *'), (element) => {
      const box = element.getBoundingClientRect()
      return `${element.tagName} ${Math.round(box.left)}+${Math.round(box.width)}`
    })
  })
}

test('a prerendered page keeps its layout once it has hydrated and its lazy parts have loaded', async ({
  page,
}) => {
  // Wide enough for the about page's 900 px columns inside the 1200 px page column.
  await page.setViewportSize({ width: 1440, height: 900 })
  const releaseScripts = await holdScripts(page)
  await page.goto('/about', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const prerendered = await columns(page)

  releaseScripts()
  // The developer panel's button only appears once the app has hydrated (demo build); the shell's
  // lazy parts (toaster, member menu, cart badge) have loaded once the network is idle.
  await expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await columns(page)).toEqual(prerendered)
})

test('demo: the first visit and a reload with the worker installed never reach the real API', async ({
  page,
}) => {
  const watcher = watchPage(page)
  const toRealApi: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(REAL_API)) toRealApi.push(request.url())
  })
  const answeredByTheFake: string[] = []
  page.on('response', (response) => {
    if (response.url().includes(REAL_API) && response.fromServiceWorker())
      answeredByTheFake.push(response.url())
  })

  // First visit: no worker yet. The prerendered list paints; the live list comes from the fake.
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
  await expect.poll(() => answeredByTheFake.some((url) => url.endsWith('/products/all'))).toBe(true)
  await expect(page.getByText(/共 \d+ 項商品/)).toBeVisible()

  // Reload: the worker already controls the page before the app asks it to mock. MSW's worker
  // unregisters itself when the last tab of the site closes, and a reload closes the only tab for
  // a moment, so whether a lone tab's reload finds it installed is a race of MSW's; a second tab of
  // the shop keeps it, as a shopper's other tab would.
  const otherTab = await page.context().newPage()
  await otherTab.goto('/about')
  await expect(otherTab.getByRole('heading', { level: 1 })).toBeVisible()
  answeredByTheFake.length = 0
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
  await expect.poll(() => answeredByTheFake.some((url) => url.endsWith('/products/all'))).toBe(true)
  await otherTab.close()

  // A client-side navigation to a product, then a reload of the product page itself (a lone tab:
  // installed or not, nothing may reach the real host).
  await page.getByRole('link', { name: '起司蛋餅' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
  await expect.poll(() => answeredByTheFake.some((url) => /\/product\/[^/]+$/.test(url))).toBe(true)
  await page.waitForLoadState('networkidle')

  // The page did ask for the course API's URLs, and every answer came from the fake in the page:
  // nothing reached the real host (watchPage records any answer or failure from outside).
  expect(toRealApi.length).toBeGreaterThan(0)
  watcher.nothingLeftTheMachine()
  watcher.noConsoleErrors()
})

test('demo: a page its worker does not control (requested while it installed, or hard-reloaded) starts the fake without a reload', async ({
  context,
}) => {
  // The worker stays registered with no page of the shop open: the tab that registered it is gone
  // without telling it (closed here without its beforeunload, as a tab left while its fake was
  // still starting is).
  const first = await context.newPage()
  await first.goto('/about')
  await expect.poll(() => first.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await first.close()

  const page = await context.newPage()
  const watcher = watchPage(page)
  let documents = 0
  page.on('load', () => {
    documents += 1
  })
  const answeredByTheFake: string[] = []
  page.on('response', (response) => {
    if (response.url().includes(REAL_API) && response.fromServiceWorker())
      answeredByTheFake.push(response.url())
  })
  // The product list loaded past the registered worker, as a page requested while it was still
  // installing is (and a hard reload). MSW would reload such a page once it had hydrated.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  await page.goto('/products', { waitUntil: 'commit' })
  await cdp.send('Network.setBypassServiceWorker', { bypass: false })

  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
  await expect.poll(() => answeredByTheFake.some((url) => url.endsWith('/products/all'))).toBe(true)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await expect(page.getByRole('dialog', { name: '請先登入' })).toBeVisible()
  expect(documents).toBe(1)
  watcher.nothingLeftTheMachine()
  watcher.noConsoleErrors()
})
