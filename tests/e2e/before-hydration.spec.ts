import { expect, test } from '@playwright/test'
import { DEMO_MEMBER } from './support'

/**
 * A prerendered page can be used before its scripts have run: what the visitor types there must
 * still be there once the app has hydrated. The page's scripts are held back (Playwright's route)
 * until the text is typed, so the window before hydration is as long as the test needs.
 * (Every form field keeps such text: `src/lib/formikField.ts`, keepTypedBeforeHydration.)
 */
test('text typed into the prerendered login form before hydration survives hydration', async ({ page }) => {
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld
    await route.continue()
  })

  await page.goto('/login', { waitUntil: 'commit' })
  const email = page.getByLabel(/^帳號（電子信箱）/)
  const password = page.getByLabel(/^密碼/)
  await email.fill(DEMO_MEMBER.email)
  await password.fill(DEMO_MEMBER.password)

  releaseScripts()
  // The developer panel's button only appears once the app has hydrated (demo build).
  await expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()

  await expect(email).toHaveValue(DEMO_MEMBER.email)
  await expect(password).toHaveValue(DEMO_MEMBER.password)
  await password.blur()
  await expect(page.getByText('此欄位必填！')).toHaveCount(0)
})
