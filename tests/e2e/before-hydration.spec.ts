import { expect } from '@playwright/test'
import { appears, DEMO_MEMBER, holdScripts, startAsDemoMember, test } from './support'

/**
 * A prerendered page can be used before its scripts have run: what the visitor types there must
 * still be there once the app has hydrated. The page's scripts are held back (holdScripts)
 * until the text is typed, so the window before hydration is as long as the test needs.
 * (Every form field keeps such text: `src/lib/formikField.ts`, keepTypedBeforeHydration.)
 */
test('text typed into the prerendered login form before hydration survives hydration', async ({ page }) => {
  const releaseScripts = await holdScripts(page)

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

/**
 * The same on /reset-password, then sent: the text typed before hydration is the form's value
 * once the page has hydrated (not only the element's), so the mail goes to that address.
 */
test('a mail address typed into the prerendered reset form before hydration is kept and sent', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page)
  await page.goto('/reset-password', { waitUntil: 'commit' })
  const email = page.getByRole('textbox', { name: /帳號（電子信箱）/ })
  await email.fill(DEMO_MEMBER.email)

  releaseScripts()
  await expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()
  await expect(email).toHaveValue(DEMO_MEMBER.email)
  await page.getByRole('button', { name: '寄送重設密碼信' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '重設密碼信已寄出' })).toBeVisible()
  await expect(page.getByText(`如果 ${DEMO_MEMBER.email} 是本站會員的信箱`)).toBeVisible()
})

/**
 * A prerendered form submitted before its scripts have run is neither sent by the browser (a GET
 * with the password in the URL, and a reload that loses the click) nor lost: the page holds it
 * and the app sends it through its own handler once hydrated (src/app/heldSubmits.ts).
 */
test('a login submitted before hydration is sent once the page has hydrated, never in the URL', async ({
  page,
}) => {
  const releaseScripts = await holdScripts(page)
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })

  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByLabel(/^帳號（電子信箱）/).fill(DEMO_MEMBER.email)
  await page.getByLabel(/^密碼/).fill(DEMO_MEMBER.password)
  await page.getByRole('button', { name: '登入', exact: true }).click()
  // Held: still the same page, nothing in its address.
  await expect(page).toHaveURL(/\/login$/)

  const welcomed = appears(page, '登入成功!')
  releaseScripts()
  await welcomed
  await expect(page).not.toHaveURL(/\/login/)
  expect(navigations.filter((url) => url.includes('?'))).toEqual([])
})

/**
 * A prerendered product page before its scripts run: the quantity select waits (disabled, in
 * place), 加入購物車 looks ready and is: a press then is held and acted on once the page has
 * hydrated — one line added, its toast shown, nothing moved.
 */
test('a prerendered product page takes a press on 加入購物車 before hydration and adds once it has hydrated', async ({
  page,
}) => {
  await startAsDemoMember(page)
  await page.goto('/products')
  const href = await page.getByRole('link', { name: '起司蛋餅' }).first().getAttribute('href')
  expect(href).toMatch(/^\/products\//)

  const releaseScripts = await holdScripts(page)
  await page.goto(href ?? '/products', { waitUntil: 'commit' })

  const quantity = page.getByRole('combobox', { name: '數量' })
  const addToCart = page.getByRole('button', { name: '加入購物車' })
  await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
  await expect(quantity).toBeDisabled()
  await expect(addToCart).toBeEnabled()
  await expect(page.getByRole('button', { name: '加入收藏' })).toBeEnabled()
  const before = await addToCart.boundingBox()
  const cartPosts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/[^/]+\/cart$/.test(new URL(request.url()).pathname))
      cartPosts.push(request.url())
  })

  await addToCart.click()
  const added = appears(page, '商品已加入購物車!')
  releaseScripts()
  await added
  await expect(quantity).toBeEnabled()
  expect(await addToCart.boundingBox()).toEqual(before)
  expect(cartPosts).toHaveLength(1)

  // Hydrated: the controls act at once (the first toast has gone, so the next one is this add's).
  await expect(page.getByText('商品已加入購物車!')).toHaveCount(0)
  await quantity.selectOption({ label: '2' })
  await expect(quantity).toHaveValue('2')
  await addToCart.click()
  await expect(page.getByText('商品已加入購物車!')).toBeVisible()
  expect(cartPosts).toHaveLength(2)
})

/**
 * Offline while the product page is still loading its scripts: a press on 加入購物車 says at once
 * why nothing happens yet; back online, the scripts come, the notice goes and the press is acted on.
 */
test('offline before hydration, 加入購物車 says why it waits, then adds once the page can', async ({
  page,
}) => {
  await startAsDemoMember(page)
  await page.goto('/products')
  const href = await page.getByRole('link', { name: '起司蛋餅' }).first().getAttribute('href')

  const releaseScripts = await holdScripts(page)
  await page.goto(href ?? '/products', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: '起司蛋餅' })).toBeVisible()
  await page.context().setOffline(true)
  await page.getByRole('button', { name: '加入購物車' }).click()
  const notice = page
    .getByRole('status')
    .filter({ hasText: '目前離線，頁面還沒載入完成，剛才的操作尚未執行。' })
  await expect(notice).toBeVisible()

  await page.context().setOffline(false)
  const added = appears(page, '商品已加入購物車!')
  releaseScripts()
  await added
  await expect(notice).toBeHidden()
})
