import { expect, type Page } from '@playwright/test'
import {
  axeViolations,
  holdScripts,
  shot,
  startAsDemoMember,
  transitionsEnded,
  watchPage,
  test,
} from './support'

/**
 * Browsing the catalogue in a real browser against the demo build: home → products → a category
 * → a product, signed out; and favourites, which need a member and must survive a reload.
 * Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */

/**
 * Records layout shifts from the moment a page's own content has mounted in <main>. (The shell
 * paints the navbar and footer before a lazy route's chunk arrives, and the footer then moves
 * once: that one belongs to the layout, not to these screens, and is left out here.)
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean }
    const state = {
      mountedAt: Number.POSITIVE_INFINITY,
      shifts: [] as { at: number; value: number }[],
      record: (entries: PerformanceEntryList) => {
        for (const entry of entries as Shift[]) {
          if (!entry.hadRecentInput) state.shifts.push({ at: entry.startTime, value: entry.value })
        }
      },
      shiftObserver: null as PerformanceObserver | null,
    }
    ;(window as unknown as { __shiftWatch: typeof state }).__shiftWatch = state
    state.shiftObserver = new PerformanceObserver((list) => state.record(list.getEntries()))
    state.shiftObserver.observe({ type: 'layout-shift', buffered: true })
    const observer = new MutationObserver(() => {
      const main = document.querySelector('main')
      if (main && main.childElementCount > 0 && state.mountedAt === Number.POSITIVE_INFINITY) {
        state.mountedAt = Number.NaN
        // The frame that first paints the page is the shell's; count from the one after.
        requestAnimationFrame(() => requestAnimationFrame(() => (state.mountedAt = performance.now())))
        observer.disconnect()
      }
    })
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }),
    )
  })
  /**
   * Shift accumulated since the page mounted, once nothing is left to arrive: the network is idle,
   * the images in view have loaded (or failed) and the fonts are in, and the browser has laid out
   * and painted that (two frames); shifts it has measured but not yet delivered are taken as well.
   */
  return async () => {
    await page.waitForLoadState('networkidle')
    // Images in view (lazy ones further down load only when scrolled to, and cannot move what
    // is on screen) have loaded or failed, and the fonts are in.
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        Array.from(document.images).every((image) => {
          const box = image.getBoundingClientRect()
          const inView =
            box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
          return !inView || image.complete
        }),
    )
    return page.evaluate(async () => {
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
      const watch = (
        window as unknown as {
          __shiftWatch: {
            mountedAt: number
            shifts: { at: number; value: number }[]
            record: (entries: PerformanceEntryList) => void
            shiftObserver: PerformanceObserver
          }
        }
      ).__shiftWatch
      watch.record(watch.shiftObserver.takeRecords())
      return watch.shifts.filter((s) => s.at >= watch.mountedAt).reduce((sum, s) => sum + s.value, 0)
    })
  }
}

test('a visitor browses: home → products → a category (kept on reload) → a product', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await page.goto('/')
  await expect(page).toHaveTitle(/早餐店/)
  await expect(page.getByRole('heading', { level: 1, name: '美味早餐，輕鬆上桌' })).toBeVisible()
  const recommended = page.getByRole('region', { name: '推薦商品' })
  await expect(recommended.getByRole('article')).toHaveCount(4)
  await expect(recommended.getByRole('article').first()).toContainText('起司蛋餅')
  await shot(page, 'catalog-home-wide')

  await page.getByRole('link', { name: '立即選購' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(20)
  await shot(page, 'catalog-list-wide')

  await page.getByRole('button', { name: '飲品', exact: true }).click()
  await expect(page).toHaveURL(/\/products\?category=%E9%A3%B2%E5%93%81$/)
  await expect(page.getByRole('heading', { level: 2, name: '飲品' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(4)
  await page.reload()
  await expect(page.getByRole('button', { name: '飲品', pressed: true })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(4)
  await shot(page, 'catalog-list-drinks')

  const firstDrink = page.getByRole('article').first().getByRole('heading', { level: 3 })
  const title = (await firstDrink.textContent())!.trim()
  await firstDrink.getByRole('link').click()
  await expect(page).toHaveURL(/\/products\/-OBfast/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await transitionsEnded(page)
  const breadcrumb = page.getByRole('navigation', { name: '導覽路徑' })
  await expect(breadcrumb.getByText(title)).toBeVisible()
  // The full label: the header row, then 熱量 … 鈉.
  await expect(page.getByRole('region', { name: '營養標示' }).getByRole('row')).toHaveCount(9)

  // The carousel follows its thumbnails.
  const third = page.getByRole('button', { name: '顯示第 3 張圖片' })
  await third.click()
  await expect(third).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('img', { name: `${title}（第 3 張，共 4 張）` })).toBeInViewport()
  // …and its arrows step from the current slide.
  await page.getByRole('button', { name: '下一張圖片' }).click()
  await expect(page.getByRole('button', { name: '顯示第 4 張圖片' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('img', { name: `${title}（第 4 張，共 4 張）` })).toBeInViewport()
  await shot(page, 'catalog-detail-wide')

  await breadcrumb.getByRole('link', { name: '全部商品' }).click()
  await expect(page).toHaveURL(/\/products$/)
  // The navbar's logo leads home; the footer is on every page. (Its 關於我們 and 全部商品 links are
  // followed by the axe journey below.)
  await page.getByRole('banner').getByRole('link', { name: '早餐店 首頁' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('contentinfo').getByText(/非商業用途/)).toBeVisible()
  noConsoleErrors()
})

test('the list, the detail and home do not jump while data and images load', async ({ page }) => {
  const shiftSinceMount = await watchLayoutShifts(page)
  await page.goto('/products')
  await expect(page.getByRole('article')).toHaveCount(20)
  expect(await shiftSinceMount()).toBeLessThan(0.05)

  await page.goto('/products/-OBfast0000000000001')
  await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
  expect(await shiftSinceMount()).toBeLessThan(0.05)

  await page.goto('/')
  await expect(page.getByRole('region', { name: '推薦商品' }).getByRole('article')).toHaveCount(4)
  expect(await shiftSinceMount()).toBeLessThan(0.05)
})

test('wide screens: three columns and six whole products on a 1440 × 900 screen, four columns at 1600 px', async ({
  page,
}) => {
  const cards = page.getByRole('article')
  const layout = () =>
    cards.evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect()
        return { left: Math.round(box.left), bottom: box.bottom }
      }),
    )
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/products')
  await expect(cards).toHaveCount(20)
  let boxes = await layout()
  expect(new Set(boxes.slice(0, 4).map((box) => box.left)).size).toBe(3)
  expect(boxes.filter((box) => box.bottom <= 900).length).toBeGreaterThanOrEqual(6)
  await shot(page, 'catalog-list-1440')

  await page.setViewportSize({ width: 1600, height: 900 })
  await expect.poll(async () => new Set((await layout()).slice(0, 5).map((box) => box.left)).size).toBe(4)
  boxes = await layout()
  expect(boxes.filter((box) => box.bottom <= 900).length).toBeGreaterThanOrEqual(6)
})

test('the keyboard reaches the first product within five Tabs of the skip link, wide and narrow', async ({
  page,
}) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/products')
    await expect(page.getByRole('article')).toHaveCount(20)
    // The page has hydrated (the demo's developer tab shows then): the skip link moves the focus.
    await expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: '跳到主要內容' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    // Five Tabs, noting where each one lands: the first card's link is among them.
    const path: string[] = []
    for (let tab = 0; tab < 5; tab++) {
      await page.keyboard.press('Tab')
      path.push(
        await page.evaluate(() => {
          const focused = document.activeElement
          if (!focused) return ''
          const label =
            focused.getAttribute('aria-label') ??
            (focused as HTMLInputElement).labels?.[0]?.textContent ??
            focused.textContent ??
            ''
          return `${focused.tagName.toLowerCase()} ${label}`.trim()
        }),
      )
    }
    const firstLink = page.getByRole('article').first().getByRole('link', { name: '起司蛋餅' })
    const reachedAt = path.indexOf('a 起司蛋餅') + 1
    expect(reachedAt, `${viewport.width} px: ${path.join(' → ')}`).toBeGreaterThan(0)
    test.info().annotations.push({
      type: 'tabs',
      description: `${viewport.width} px: ${reachedAt} Tabs (${path.slice(0, reachedAt).join(' → ')})`,
    })
    // And focus from there on is the card's link, which leads to the product.
    for (let back = reachedAt; back < path.length; back++) await page.keyboard.press('Shift+Tab')
    await expect(firstLink).toBeFocused()
  }
})

test('a visitor is asked to log in before favouriting or adding to the cart', async ({ page }) => {
  await page.goto('/products')
  await page.getByRole('button', { name: '收藏「起司蛋餅」' }).click()
  const dialog = page.getByRole('dialog', { name: '請先登入' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '確定' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull()
})

test('a member’s favourites survive a reload', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsDemoMember(page)

  await page.getByRole('banner').getByRole('link', { name: '全部商品' }).click()
  const heart = page.getByRole('button', { name: '收藏「總匯三明治」' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(page.getByText('已加入收藏!')).toBeVisible()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await shot(page, 'catalog-list-favourite')

  await page.reload()
  await expect(page.getByRole('button', { name: '收藏「總匯三明治」' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto('/products/-OBfast0000000000002')
  // A full page load restores the session asynchronously: act once the navbar greets the member.
  await expect(page.getByRole('banner').getByRole('button', { name: /^嗨，/ })).toBeVisible()
  const toggle = page.getByRole('button', { name: '已收藏' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await toggle.click()
  await expect(page.getByText('已取消收藏!')).toBeVisible()
  await expect(page.getByRole('button', { name: '加入收藏' })).toHaveAttribute('aria-pressed', 'false')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '{}'))).toEqual({
    '-OBfast0000000000002': false,
  })
  noConsoleErrors()
})

test('narrow screens: the navbar as a menu, the catalogue in one column and the categories in the filters drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await expect(page.getByRole('region', { name: '推薦商品' }).getByRole('article')).toHaveCount(4)
  await shot(page, 'catalog-home-narrow')

  // The navbar folds into a menu.
  const toggle = page.getByRole('button', { name: '開啟選單' })
  await expect(toggle).toBeVisible()
  await toggle.click()
  await page.getByRole('banner').getByRole('link', { name: '關於我們' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1, name: '關於我們' })).toBeVisible()
  await shot(page, 'catalog-about-narrow')

  await page.goto('/products')
  await expect(page.getByRole('article')).toHaveCount(20)
  // The results start on the first screen, under the search and the filters' button.
  const firstCard = (await page.getByRole('article').first().boundingBox())!
  expect(firstCard.y).toBeLessThan(812 / 2)
  const filters = page.getByRole('button', { name: /^篩選條件/ })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await filters.click()
  const drawer = page.getByRole('dialog', { name: '篩選條件' })
  await drawer.getByRole('button', { name: '蛋餅', exact: true }).click()
  const show = drawer.getByRole('button', { name: '顯示 4 項結果' })
  await expect(show).toBeVisible()
  await shot(page, 'catalog-list-narrow-filters')
  await show.click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('article')).toHaveCount(4)
  await expect(page.getByRole('heading', { level: 2, name: '蛋餅' })).toBeVisible()
  await expect(filters).toBeFocused()
  await shot(page, 'catalog-list-narrow')

  await page.getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('combobox', { name: '數量' })).toBeVisible()
  await shot(page, 'catalog-detail-narrow')
})

test('home, about, list and detail pass axe in a real browser, colour contrast included', async ({
  page,
}) => {
  // One page load: the other pages are reached as a visitor reaches them, by the shop's own links
  // (each page load boots the app and the demo's fake again); only the unknown product is typed.
  const banner = page.getByRole('banner')
  const pages: [string, () => Promise<void>, () => Promise<void>][] = [
    [
      '/',
      () => page.goto('/').then(() => undefined),
      () => expect(page.getByRole('region', { name: '推薦商品' }).getByRole('article')).toHaveCount(4),
    ],
    [
      '/about',
      () => banner.getByRole('link', { name: '關於我們' }).click(),
      () => expect(page.getByRole('heading', { level: 1, name: '關於我們' })).toBeVisible(),
    ],
    [
      '/products',
      () => banner.getByRole('link', { name: '全部商品' }).click(),
      () => expect(page.getByRole('article')).toHaveCount(20),
    ],
    [
      '/products/-OBfast0000000000001',
      () => page.getByRole('article').filter({ hasText: '起司蛋餅' }).getByRole('link').first().click(),
      async () => {
        await expect(page).toHaveURL(/\/products\/-OBfast0000000000001$/)
        await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
      },
    ],
    [
      '/products/-NoSuchProduct',
      () => page.goto('/products/-NoSuchProduct').then(() => undefined),
      () => expect(page.getByRole('heading', { name: '找不到這項商品' })).toBeVisible(),
    ],
  ]
  for (const [url, open, ready] of pages) {
    await open()
    await ready()
    expect(await axeViolations(page), `axe on ${url}`).toEqual([])
  }
})

test('a filtered link opens filtered: the unfiltered list is never on screen', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  // In every frame from the first (a requestAnimationFrame callback runs just before the browser
  // paints), note the list's count and cards whenever they are visible.
  await page.addInitScript(() => {
    const frames: { count: string | null; cards: number }[] = []
    ;(window as unknown as { __listFrames: typeof frames }).__listFrames = frames
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true })
    const look = () => {
      const count = Array.from(document.querySelectorAll('main p, main span')).find(
        (element) => /^共 \d+ 項商品$/.test(element.textContent ?? '') && visible(element),
      )
      const cards = Array.from(document.querySelectorAll('main article')).filter(visible).length
      if (count || cards > 0) frames.push({ count: count?.textContent ?? null, cards })
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })

  // First with the page's scripts held back: the prerendered HTML alone shows the loading state.
  const release = await holdScripts(page)
  const link = '/products?q=%E8%9B%8B%E9%A4%85&minProtein=15&sort=kcal-asc'
  await page.goto(link, { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible()
  // The card placeholders are hidden from assistive technology (aria-hidden): found by their CSS module class.
  await expect(page.locator('main [class*="_skeleton_"]').first()).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  await expect(page.getByText(/^共 \d+ 項商品$/)).toBeHidden()
  if (process.env.E2E_SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/catalog-filtered-link-before-js.png` })
  }
  release()

  // Then the app: the link's list (egg crêpes with ≥ 15 g protein, fewest calories first).
  const count = page.getByText(/^共 \d+ 項商品$/)
  await expect(count).toBeVisible()
  await expect(page.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('蛋餅')
  const shown = Number((await count.textContent())!.match(/\d+/)![0])
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThan(20)
  await expect(page.getByRole('article')).toHaveCount(shown)
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('蛋餅')
  await shot(page, 'catalog-filtered-link')

  // Every frame that showed the list showed this one: never 共 20 項商品, never 20 cards.
  const frames = await page.evaluate(
    () => (window as unknown as { __listFrames: { count: string | null; cards: number }[] }).__listFrames,
  )
  expect(frames.length).toBeGreaterThan(0)
  expect(frames.filter((frame) => frame.count !== `共 ${shown} 項商品` || frame.cards > shown)).toEqual([])
  noConsoleErrors()
})
