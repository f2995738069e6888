import { expect, test as base, type Page } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'
import { createRequire } from 'node:module'
import { appears } from '../../scripts/pageWaits'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * Shared plumbing for the browser journeys: page watchers, screenshots and sign-in steps.
 * Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */

const SHOTS = process.env.E2E_SCREENSHOT_DIR
export const DEMO_MEMBER = { email: 'demo@breakfast.test', password: 'breakfast123' }

/** A full-page screenshot once the network is idle (lazy images loaded), only when asked for. */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1' || hostname === 'localhost'
}

/**
 * Starts recording, from now on, console errors and uncaught page errors (other than the
 * browser's own failed-resource lines for mocked 4xx/5xx answers) and anything that reached
 * another machine (answers from the MSW worker are fine: the course API's URL is remote but the
 * worker answers it; a request cut short by a reload or navigation — ERR_ABORTED — never went
 * anywhere).
 */
export function watchPage(page: Page) {
  const outside: string[] = []
  const errors: string[] = []
  page.on('response', (response) => {
    if (!response.fromServiceWorker() && !isLocal(response.url())) outside.push(response.url())
  })
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText.includes('ERR_ABORTED')) return
    if (!isLocal(request.url())) outside.push(`${request.url()} (failed: ${request.failure()?.errorText})`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => {
    // MSW re-checks its worker script with an un-awaited `registration.update()` when the page
    // starts; if a navigation cuts that check short, Chromium rejects it ("Failed to update a
    // ServiceWorker … Not found"). That is the mock library's background check, not the shop.
    if (/^Failed to update a ServiceWorker .*(fake|mock)ServiceWorker\.js/.test(error.message)) return
    errors.push(error.message)
  })
  return {
    noConsoleErrors() {
      expect(errors, 'console errors').toEqual([])
    },
    nothingLeftTheMachine() {
      expect(outside, 'requests that left the machine').toEqual([])
    },
  }
}

/**
 * Where the setup project (auth.setup.ts) keeps each role's session after signing in through the
 * UI once per run: cookies, localStorage (the fake's data, the member hint) and IndexedDB (the
 * Firebase SDK's persisted user). Under the journeys' output folder, which every run starts afresh.
 */
export const SIGNED_IN = {
  member: 'test-results/e2e/.auth/member.json',
  admin: 'test-results/e2e/.auth/admin.json',
} as const

/**
 * Starts a fresh page's browser context where the UI sign-in leaves it, without signing in again:
 * the setup project's saved session is put in place (Playwright replaces the context's cookies,
 * storage and IndexedDB with it, so this must come before anything the test does), then the page
 * opens `where` and waits for what proves the session was taken up.
 */
async function startSignedIn(
  page: Page,
  role: keyof typeof SIGNED_IN,
  where: string,
  proof: () => Promise<void>,
) {
  expect(page.url(), 'a saved session is restored only into a fresh page').toBe('about:blank')
  await page.context().setStorageState(SIGNED_IN[role])
  await page.goto(where)
  await proof()
}

/**
 * The demo member's session from the setup project, on `/` with the greeting shown: in the bar on
 * a wide screen; below MUI's `md` breakpoint (900 px) in the menu, which is opened and closed again.
 */
export function startAsDemoMember(page: Page) {
  const banner = page.getByRole('banner')
  const greeting = banner.getByText('嗨，早餐愛好者')
  return startSignedIn(page, 'member', '/', async () => {
    if ((page.viewportSize()?.width ?? 1280) >= 900) return expect(greeting).toBeVisible()
    await banner.getByRole('button', { name: '開啟選單' }).click()
    await expect(greeting).toBeVisible()
    await banner.getByRole('button', { name: '關閉選單' }).click()
    await expect(greeting).toBeHidden()
  })
}

/** The demo admin's session from the setup project, on the back office's product list. */
export function startAsAdmin(page: Page) {
  return startSignedIn(page, 'admin', '/admin', async () => {
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: '商品列表' })).toBeVisible()
  })
}

/** Signs the seeded demo member in on /login and waits for the success toast to leave. */
export async function signInAsDemoMember(page: Page) {
  await page.goto('/login')
  await page.getByRole('textbox', { name: /帳號（電子信箱）/ }).fill(DEMO_MEMBER.email)
  await page.getByLabel(/^密碼/).fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByText('登入成功!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(page.getByText('登入成功!')).toBeHidden()
}

/** Waits for a text that may be on screen only briefly (a toast): scripts/pageWaits.ts. */
export { appears }

/**
 * Resolves once no view transition runs on the page: while one does (a card → its product), the
 * browser hands every tap to the transition's overlay, and a click there goes nowhere.
 */
export async function transitionsEnded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some((animation) =>
            (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition'),
          ),
      ),
    )
    .toBe(false)
}

/**
 * Signs the fake's demo admin in on /admin-login (mock builds prefill it) → the product list.
 * It waits on the product list's heading (it stays); the 登入成功! toast is caught by `appears`,
 * armed before the click, because a toBeVisible poll could miss it under load (it once did).
 */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login')
  await expect(page.getByRole('heading', { level: 1, name: '管理員登入' })).toBeVisible()
  await expect(page.getByLabel(/電子信箱/)).toHaveValue('admin@breakfast.test')
  const welcomed = appears(page, '登入成功!')
  await page.getByRole('button', { name: '登入' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: '商品列表' })).toBeVisible()
  await welcomed
}

/**
 * Holds the page's scripts until the returned function is called, so the window before hydration
 * is as long as the test needs. On the browser context, not the page: a context's route sees a
 * request however it is made, a page's route not what a service worker fetches for it.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.context().route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Runs in every page before its own scripts: keeps the text of every toast notistack puts on
 * screen, so `toast()` can tell that one came even when it left between two of its polls.
 */
function recordToasts() {
  const seen: string[] = []
  Object.assign(window, { __toastsSeen: seen })
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue
        const toasts = node.matches('.notistack-MuiContent')
          ? [node]
          : node.querySelectorAll('.notistack-MuiContent')
        for (const toast of toasts) seen.push(toast.textContent ?? '')
      }
    }
  }).observe(document, { childList: true, subtree: true })
}

/** Playwright's `test` with every page of the context recording its toasts (see `toast()`). */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(recordToasts)
    await provide(context)
  },
})

/**
 * A toast with `text` came (since the page loaded, one not counted yet), then left (1.5 s), so it
 * does not cover what comes next. A toast lives 1.5 s: on a loaded machine one poll of a
 * `toBeVisible` can take longer, so it is found in what the page recorded (`recordToasts`), not
 * polled for. Left means gone from the page: notistack first slides it out and collapses it to no
 * height (Playwright already calls that hidden), then removes it; under load the removal can come
 * late enough that the next toast with the same text found two.
 */
export async function toast(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const seen = (window as { __toastsSeen?: string[] }).__toastsSeen
          if (!seen) throw new Error('toasts are not recorded: import `test` from ./support')
          const index = seen.findIndex((toast) => toast.includes(wanted))
          if (index < 0) return false
          seen.splice(index, 1)
          return true
        }, text),
      { message: `the toast ${text}` },
    )
    .toBe(true)
  await expect(page.getByText(text)).toHaveCount(0)
}

/** WCAG A/AA violations inside <main>, colour contrast included (a real browser can judge it). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  // Once per document: after an in-app navigation the page still has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> }
    }
    const results = await axe.run(document.querySelector('main')!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    if (!results.passes.some((rule) => rule.id === 'color-contrast'))
      return ['color-contrast was not checked']
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}
