import { expect } from '@playwright/test'
import { test } from './support'

test('an unknown path shows the not-found page and lands on / after 4 s', async ({ page }) => {
  // The page's clock is stopped before it loads and only moves when the test moves it, so a busy
  // machine cannot change the timing.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible()
  await page.clock.runFor(3_900)
  await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/no-such-page')
  await page.clock.runFor(100)
  // The move home starts with the next frame the page draws (src/app/navigationRendering.ts), and
  // a stopped clock draws none: let it run again.
  await page.clock.resume()
  await page.waitForURL((url) => url.pathname === '/')
})
