import { expect, type Page } from '@playwright/test'
import { watchPage, test } from './support'

/**
 * Member accounts in a real browser against the demo build: the Firebase SDK talks to the fake
 * Identity Toolkit in the MSW worker. Every test gets a fresh context (empty IndexedDB and
 * localStorage), so the fake starts from its seed.
 */

const SHOTS = process.env.E2E_SCREENSHOT_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** Fails the test if anything reached another machine, logged an error, or the emulator banner shows. */
function watchTraffic(page: Page) {
  const watch = watchPage(page)
  return {
    async verify() {
      watch.nothingLeftTheMachine()
      watch.noConsoleErrors()
      await expect(page.locator('.firebase-emulator-warning')).toHaveCount(0)
    },
  }
}

const banner = (page: Page) => page.getByRole('banner')

async function logOut(page: Page, name: string) {
  await banner(page)
    .getByRole('button', { name: `嗨，${name}` })
    .click()
  await page.getByRole('menuitem', { name: '登出' }).click()
  await expect(page.getByText('登出成功!')).toBeVisible()
  await expect(banner(page).getByRole('link', { name: '登入' })).toBeVisible()
  // The toast shows for 1.5 s under the navbar's right end; notistack holds it while the pointer
  // rests on it (where the menu's 登出 was), so the pointer moves on, as a person's would.
  await page.mouse.move(0, 0)
  await expect(page.getByText('登出成功!')).toBeHidden()
}

test('register → greeting → log out → log in → reload keeps the session → Google via the chooser', async ({
  page,
}) => {
  const traffic = watchTraffic(page)

  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: '註冊會員' })).toBeVisible()
  await page.getByRole('textbox', { name: /帳號（電子信箱）/ }).fill('mei@example.com')
  await page.getByRole('textbox', { name: /暱稱/ }).fill('小美')
  await page.getByLabel(/^密碼/).fill('secret1')
  await page.getByLabel(/^確認密碼/).fill('secret1')
  await shot(page, 'account-register-filled')
  await page.getByRole('button', { name: '註冊' }).click()

  await expect(page.getByText('註冊成功!')).toBeVisible()
  await expect(banner(page).getByRole('button', { name: '嗨，小美' })).toBeVisible()
  await shot(page, 'account-register-done')
  await page.waitForURL((url) => url.pathname === '/login')
  // The register form (same 帳號（電子信箱） field) stays on screen until the login page renders.
  await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible()

  await logOut(page, '小美')

  await page.getByRole('textbox', { name: /帳號（電子信箱）/ }).fill('mei@example.com')
  await page.getByLabel(/^密碼/).fill('secret1')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByText('登入成功!')).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(banner(page).getByRole('button', { name: '嗨，小美' })).toBeVisible()

  // The SDK restores the session from IndexedDB; the fake still knows the account (localStorage).
  await page.reload()
  await expect(banner(page).getByRole('button', { name: '嗨，小美' })).toBeVisible()

  await logOut(page, '小美')
  await banner(page).getByRole('link', { name: '登入' }).click()
  await page.getByRole('button', { name: '使用 Google 帳號登入' }).click()
  const chooser = page.getByRole('dialog', { name: '選擇帳號' })
  await expect(chooser.getByRole('button', { name: /林小美/ })).toBeVisible()
  await shot(page, 'account-google-chooser')
  await chooser.getByRole('button', { name: '使用其他帳號' }).click()
  await expect(page.getByRole('dialog', { name: '使用其他 Google 帳號' })).toBeVisible()
  await shot(page, 'account-google-another')
  await page.getByRole('button', { name: '返回' }).click()
  await chooser.getByRole('button', { name: /林小美/ }).click()
  await expect(page.getByText('登入成功!')).toBeVisible()
  await expect(banner(page).getByRole('button', { name: '嗨，林小美' })).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/')
  await shot(page, 'account-google-signed-in')

  await traffic.verify()
})

test('a wrong password is refused with the spec message', async ({ page }) => {
  const traffic = watchTraffic(page)
  await page.goto('/login')
  await page.getByRole('textbox', { name: /帳號（電子信箱）/ }).fill('demo@breakfast.test')
  await page.getByLabel(/^密碼/).fill('not-the-password')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('帳號或密碼錯誤，請再試一次！')
  await shot(page, 'account-login-error')

  await page.getByLabel(/^密碼/).fill('breakfast123')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(banner(page).getByRole('button', { name: '嗨，早餐愛好者' })).toBeVisible()
  await traffic.verify()
})

test('a reset mail is "sent" and listed by the fake', async ({ page }) => {
  const traffic = watchTraffic(page)
  await page.goto('/login')
  await page.getByRole('link', { name: '忘記密碼？' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
  // The router changes the URL first and renders the next page in a transition: until its heading
  // shows, the login form (with the same 帳號（電子信箱） field) is still the one on screen.
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼' })).toBeVisible()
  await page.getByRole('textbox', { name: /帳號（電子信箱）/ }).fill('demo@breakfast.test')
  await page.getByRole('button', { name: '寄送重設密碼信' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '重設密碼信已寄出' })).toBeVisible()
  await expect(page).toHaveURL(/\/reset-password-success$/)
  await shot(page, 'account-reset-sent')

  const mails = await page.evaluate(async () => {
    const response = await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-breakfast/oobCodes')
    return ((await response.json()) as { oobCodes: Array<{ email: string }> }).oobCodes
  })
  expect(mails.map((mail) => mail.email)).toEqual(['demo@breakfast.test'])
  await traffic.verify()
})

test('a visitor on the home page does not download the Firebase SDK', async ({ page }) => {
  const firebaseChunks: string[] = []
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return
    const body = await response.text().catch(() => '')
    // The SDK's own IndexedDB name: in the Firebase Auth chunk and nowhere else.
    if (body.includes('firebaseLocalStorageDb')) firebaseChunks.push(response.url())
  })
  await page.goto('/')
  await expect(banner(page).getByRole('link', { name: '登入' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(firebaseChunks).toEqual([])

  // A member screen loads it.
  await banner(page).getByRole('link', { name: '登入' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible()
  await expect.poll(() => firebaseChunks.length).toBeGreaterThan(0)
})

test('the member screens on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/login')
  await page.getByRole('button', { name: '登入', exact: true }).click()
  await expect(page.getByText('此欄位必填！')).toHaveCount(2)
  await shot(page, 'account-login-narrow')
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: '註冊會員' })).toBeVisible()
  await shot(page, 'account-register-narrow')
})
