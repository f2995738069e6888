import { expect } from '@playwright/test'
import { test } from './support'

test('home loads with the shop shell and the navbar links work', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle(/早餐店/)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: '早餐店 首頁' })).toBeVisible()
  await banner.getByRole('link', { name: '關於我們' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await banner.getByRole('link', { name: '全部商品' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await banner.getByRole('link', { name: '早餐店 首頁' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('contentinfo').getByText(/非商業用途/)).toBeVisible()
})

test('the cart icon warns a signed-out visitor instead of navigating', async ({ page }) => {
  await page.goto('/about')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /購物車/ })
    .click()
  await expect(page.getByRole('dialog', { name: '請先登入' })).toBeVisible()
  await expect(page).toHaveURL(/\/about$/)
})

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
  await page.waitForURL((url) => url.pathname === '/')
})

test('a narrow screen collapses the navbar into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: '開啟選單' })
  await expect(toggle).toBeVisible()
  await toggle.click()
  await page.getByRole('banner').getByRole('link', { name: '關於我們' }).click()
  await expect(page).toHaveURL(/\/about$/)
})
