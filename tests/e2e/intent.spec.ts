import { expect, type Page, type Request } from '@playwright/test'
import { appears, startAsDemoMember, test, watchPage } from './support'

/**
 * Moving between pages before the click: a product card prefetches the product's page (its code
 * and its data) when the shopper points at it, the click then fetches nothing more for that page,
 * and the card's picture and name move into the product's page with a view transition, except for
 * a shopper who asked for reduced motion. On a phone-sized screen, where the product page keeps a
 * sticky bar with 加入購物車.
 */

test.use({ viewport: { width: 390, height: 844 } })

/** Counts the view transitions the page starts (`document.startViewTransition`), from its first script. */
async function countViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const state = { started: 0, supported: typeof document.startViewTransition === 'function' }
    Object.assign(window, { __viewTransitions: state })
    const start = document.startViewTransition?.bind(document)
    if (!start) return
    document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
      state.started++
      return start(update)
    }) as typeof document.startViewTransition
  })
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __viewTransitions: { started: number; supported: boolean } })
          .__viewTransitions,
    )
}

/**
 * The page has hydrated (the demo's developer tab shows then): a pointer resting on a link is the
 * app's intent from now on, and a click is the app's (one made while React hydrates can be lost).
 */
const hydrated = (page: Page) => expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()

const productRead = (id: string) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith(`/product/${id}`)

const isScript = (request: Request) => request.resourceType() === 'script'

test('filter 不含蛋 → point at a product (its page is fetched) → open it with a view transition → read the 營養標示 → add from the sticky bar → the cart has it', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  const viewTransitions = await countViewTransitions(page)
  await startAsDemoMember(page)

  await page.goto('/products')
  await hydrated(page)
  // Phones fold the filters: open them, and choose 不含蛋.
  await page.getByRole('button', { name: /^篩選條件/ }).click()
  const eggFree = page.getByRole('checkbox', { name: '不含蛋' })
  // The box follows the URL (a filter is a new address), so it shows checked once the list has it.
  await eggFree.click()
  await expect(eggFree).toBeChecked()
  const showResults = page.getByRole('button', { name: /^顯示 \d+ 項結果$/ })
  if (await showResults.isVisible()) await showResults.click()
  await expect(page).toHaveURL(/[?&]free=egg\b/)
  // 起司蛋餅 has egg: it is not on the list.
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('article').filter({ hasText: '起司蛋餅' })).toHaveCount(0)

  const card = page.getByRole('article').first()
  const link = card.getByRole('heading', { level: 3 }).getByRole('link')
  const title = (await link.textContent())!.trim()
  const id = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!)

  // Pointing at the card fetches the product's page: its code, then its data.
  const prefetched = page.waitForRequest(productRead(id))
  const scriptsBefore: string[] = []
  const collectScripts = (request: Request) => isScript(request) && scriptsBefore.push(request.url())
  page.on('request', collectScripts)
  await link.hover()
  await (await prefetched).response()
  page.off('request', collectScripts)
  expect(scriptsBefore.some((url) => /\/assets\/product-[\w-]+\.js$/.test(url))).toBe(true)

  // The click fetches nothing more for that page: no script, no second read of the product.
  const afterClick: string[] = []
  const collectAfter = (request: Request) =>
    (isScript(request) || productRead(id)(request)) && afterClick.push(request.url())
  page.on('request', collectAfter)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/products/${encodeURIComponent(id)}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const label = page.getByRole('region', { name: '營養標示' })
  await expect(label.getByRole('row')).toHaveCount(9)
  page.off('request', collectAfter)
  expect(afterClick).toEqual([])

  const transitions = await viewTransitions()
  if (transitions.supported) expect(transitions.started).toBe(1)

  // The 營養標示 as a package prints it: per serving and per 100 g, 熱量 first, 鈉 last.
  await label.scrollIntoViewIfNeeded()
  await expect(label.getByRole('row').nth(1)).toContainText('熱量')
  await expect(label.getByRole('row').last()).toContainText('鈉')

  // Scrolled past the page's own button, the phone's sticky bar offers it.
  const addButtons = page.getByRole('button', { name: '加入購物車', exact: true })
  await expect(addButtons).toHaveCount(2)
  const stickyAdd = addButtons.nth(1)
  await expect(stickyAdd).toBeInViewport()
  await expect(addButtons.first()).not.toBeInViewport()
  const added = appears(page, '商品已加入購物車!')
  await stickyAdd.click()
  await added

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^購物車，共 \d+ 項商品$/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible()
  await expect(page.getByRole('region', { name: '購物車內容' }).getByText(title)).toBeVisible()
  noConsoleErrors()
})

test('with reduced motion asked for, opening a product starts no view transition', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const viewTransitions = await countViewTransitions(page)
  await page.goto('/products')
  await hydrated(page)
  const link = page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link')
  const title = (await link.textContent())!.trim()
  const id = decodeURIComponent((await link.getAttribute('href'))!.split('/').pop()!)
  const prefetched = page.waitForRequest(productRead(id))
  await link.hover()
  await prefetched
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // Back to the list and forward again: no move of any kind animates.
  await page.goBack()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect((await viewTransitions()).started).toBe(0)
  noConsoleErrors()
})
