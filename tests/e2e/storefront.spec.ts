import { expect, type Locator, type Page } from '@playwright/test'
import { axeViolations, shot, startAsDemoMember, toast, watchPage, test } from './support'

/**
 * The shopper's whole journey in a real browser against the demo build (in-browser fake):
 * sign in → filter a category → add from the list and from the detail (qty 3) → badge 2 →
 * change a quantity → a valid then an expired coupon → checkout refused, then accepted →
 * success page and an empty cart. Plus the signed-out guards (favourites across a reload: catalog.spec.ts).
 * Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */

const SANDWICH_ID = '-OBfast0000000000002'
/** Where the demo's fake keeps its scenario (mocks/rules.ts SCENARIO_STORAGE_KEY). */
const FAKE_SCENARIO_KEY = 'breakfast-fake-scenario/v1'

const banner = (page: Page) => page.getByRole('banner')
const cartButton = (page: Page, count: number) =>
  banner(page).getByRole('button', { name: `購物車，共 ${count} 項商品` })

async function dismissDialog(page: Page, name: string, text?: string) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  if (text) await expect(dialog).toContainText(text)
  await dialog.getByRole('button', { name: '確定' }).click()
  await expect(dialog).toBeHidden()
}

/** The amount printed next to a label of the order summary (商品小計, 折扣 and its coupon, 總計). */
const amount = (summary: Locator, label: string) =>
  summary.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('xpath=following-sibling::dd[1]')

// Signing in through the UI is proved by the setup project and the account journeys.
test('a member adds from list and detail → cart → coupons → checkout → success', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsDemoMember(page)
  await expect(cartButton(page, 0)).toBeVisible()

  // Filter a category and add from the list (always qty 1).
  await banner(page).getByRole('link', { name: '全部商品' }).click()
  await expect(page.getByRole('article')).toHaveCount(20)
  await page.getByRole('button', { name: '蛋餅', exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: '蛋餅' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(4)
  await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await toast(page, '商品已加入購物車!')
  await expect(cartButton(page, 1)).toBeVisible()

  // Add 3 from a product's detail, opened from the whole list (a click, not another page load).
  await banner(page).getByRole('link', { name: '全部商品' }).click()
  await expect(page.getByRole('article')).toHaveCount(20)
  await page.getByRole('article').filter({ hasText: '總匯三明治' }).getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/products/${SANDWICH_ID}$`))
  await expect(page.getByRole('heading', { level: 1, name: '總匯三明治' })).toBeVisible()
  await page.getByRole('combobox', { name: '數量' }).selectOption({ label: '3' })
  await expect(page.getByRole('combobox', { name: '數量' })).toHaveValue('3')
  await page.getByRole('button', { name: '加入購物車', exact: true }).click()
  await toast(page, '商品已加入購物車!')
  await expect(cartButton(page, 2)).toBeVisible()

  // The cart: two lines, 55 × 1 + 75 × 3.
  await cartButton(page, 2).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible()
  const lines = page.getByRole('region', { name: '購物車內容' })
  const summary = page.getByRole('region', { name: '訂單摘要' })
  await expect(lines.getByRole('row')).toHaveCount(3) // header + 2 lines (desktop table)
  await expect(lines.getByRole('group', { name: '總匯三明治 的數量' })).toHaveText(/3/)
  await expect(amount(summary, '總計')).toHaveText('NT$280')
  await expect(page.getByRole('region', { name: /猜你喜歡/ })).toBeVisible()

  // Change a quantity: 55 × 2 + 75 × 3 = 335.
  await lines.getByRole('button', { name: '增加 起司蛋餅 的數量' }).click()
  await expect(lines.getByRole('group', { name: '起司蛋餅 的數量' })).toHaveText(/2/)
  await expect(amount(summary, '總計')).toHaveText('NT$335')
  await shot(page, 'storefront-cart-wide')

  // A valid coupon: MORNING pays 80 %.
  const code = summary.getByRole('textbox', { name: '優惠券代碼' })
  await code.fill('MORNING')
  await summary.getByRole('button', { name: '套用' }).click()
  await toast(page, '已套用優惠券!')
  await expect(amount(summary, '折扣')).toHaveText('−NT$67')
  await expect(amount(summary, '總計')).toHaveText('NT$268')
  await expect(summary.getByText('MORNING · 8 折')).toBeVisible()
  await expect(summary.getByText('已套用優惠券「早安八折券」（MORNING）')).toBeVisible()
  await shot(page, 'storefront-cart-coupon')

  // An expired one: why, under the field, in the shop's words (the API's own text is not shown).
  await code.fill('EXPIRED2024')
  await summary.getByRole('button', { name: '套用' }).click()
  await expect(summary.getByRole('alert')).toHaveText('這個優惠碼已過期或暫停使用，無法套用。')
  await expect(page.getByText('優惠券無法無法使用或已過期')).toHaveCount(0)

  // Checkout: refused while empty, then accepted.
  await summary.getByRole('link', { name: '前往結帳' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('navigation', { name: '購物流程' })).toContainText(
    '選擇運送及付款方式（目前步驟）',
  )
  // The member's name and e-mail are there already; the phone, shipping and payment are not.
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('早餐愛好者')
  await page.getByRole('button', { name: '結帳', exact: true }).click()
  await expect(page.getByText('必填')).toHaveCount(1)
  await expect(page.getByText('必選')).toHaveCount(2)
  await expect(page.getByRole('textbox', { name: /^電話/ })).toBeFocused()
  await page.getByRole('textbox', { name: '姓名' }).fill('')
  await page.getByRole('textbox', { name: '姓名' }).pressSequentially('王')
  await expect(page.getByText('請至少輸入 2 個字')).toBeVisible()
  await page.getByRole('textbox', { name: '電子郵件' }).fill('ming@')
  await expect(page.getByText('Email 欄位格式錯誤')).toBeVisible()
  await page.getByRole('textbox', { name: /^電話/ }).fill('12345')
  await expect(page.getByText('電話欄位格式錯誤')).toBeVisible()
  await shot(page, 'storefront-checkout-errors')

  await page.getByRole('textbox', { name: '姓名' }).fill('王小明')
  await page.getByRole('textbox', { name: '電子郵件' }).fill('ming@example.com')
  await page.getByRole('textbox', { name: /^電話/ }).fill('0912345678')
  await page.getByRole('textbox', { name: '留言' }).fill('週六早上 9 點前送達')
  await page.getByRole('radio', { name: '全家取貨' }).check()
  await page.getByRole('radio', { name: '信用卡' }).check()
  await page.getByRole('textbox', { name: /卡號/ }).fill('4111 1111 1111 1111')
  await page.getByRole('textbox', { name: /有效期限/ }).fill('12/29')
  await page.getByRole('textbox', { name: /安全碼/ }).fill('987')
  await expect(page.getByText(/必填|必選|格式錯誤|請至少/)).toHaveCount(0)
  await shot(page, 'storefront-checkout-filled')

  const orderRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/order$/.test(request.url()),
  )
  await page.getByRole('button', { name: '結帳', exact: true }).click()
  const body = (await orderRequest).postData() ?? ''
  expect(JSON.parse(body)).toEqual({
    data: {
      user: expect.objectContaining({ name: '王小明', email: 'ming@example.com', tel: '0912345678' }),
      // What was typed, and under it the morning asked for (盡快出貨 unless a slot is picked).
      message: '週六早上 9 點前送達\n配送時間：盡快出貨',
      shippingWay: 'instorePickup2',
      paymentWay: 'creditCard',
      delivery: { asap: true },
    },
  })
  expect(body).not.toContain('4111')
  expect(body).not.toContain('987')

  await expect(page.getByText('已送出訂單!')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout-success$/)
  await expect(page.getByRole('heading', { level: 1, name: '訂單建立成功' })).toBeVisible()
  // Paid by card as part of 結帳.
  await expect(page.getByText(/付款時間：\d/)).toBeVisible()
  await expect(page.getByRole('navigation', { name: '購物流程' })).toContainText('完成訂單（已完成）')
  await expect(amount(page.getByRole('main'), '總計')).toHaveText('NT$268')
  await expect(cartButton(page, 0)).toBeVisible()
  await shot(page, 'storefront-success')

  // The order emptied the cart; card data was not kept in the browser.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  )
  expect(stored).not.toContain('4111 1111')
  await page.getByRole('link', { name: '回到首頁' }).click()
  await expect(page).toHaveURL(/\/$/)
  await cartButton(page, 0).click()
  await expect(page.getByText('購物車是空的')).toBeVisible()
  await expect(page.getByRole('button', { name: '前往結帳' })).toBeDisabled()
  noConsoleErrors()
})

test('signed out, the cart icon only warns, and /cart sends the visitor to log in', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await page.goto('/')
  await cartButton(page, 0).click()
  await dismissDialog(page, '請先登入')
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/cart')
  await dismissDialog(page, '請先登入')
  await expect(page).toHaveURL(/\/login$/)

  await page.goto('/checkout')
  await dismissDialog(page, '請先登入')
  await expect(page).toHaveURL(/\/login$/)
  noConsoleErrors()
})

test('narrow screens: the cart as a list, checkout with the summary first, and the failure page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await startAsDemoMember(page)
  await banner(page).getByRole('button', { name: '開啟選單' }).click()
  await banner(page).getByRole('link', { name: '全部商品' }).click()
  await page.getByRole('button', { name: '加入購物車：紫米飯糰' }).click()
  await toast(page, '商品已加入購物車!')
  await page.getByRole('button', { name: '加入購物車：總匯三明治' }).click()
  await expect(cartButton(page, 2)).toBeVisible()

  await cartButton(page, 2).click()
  const lines = page.getByRole('region', { name: '購物車內容' })
  await expect(lines.getByRole('listitem')).toHaveCount(2)
  await expect(lines.getByRole('table')).toHaveCount(0)
  await expect(lines.getByRole('button', { name: '減少 紫米飯糰 的數量' })).toBeDisabled()
  // The step bar fits a phone: no horizontal scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await shot(page, 'storefront-cart-narrow')

  // Clearing asks first.
  await lines.getByRole('button', { name: '清空購物車' }).click()
  const confirm = page.getByRole('alertdialog', { name: '確定要刪除全部品項嗎？' })
  await confirm.getByRole('button', { name: '取消' }).click()
  await expect(lines.getByRole('listitem')).toHaveCount(2)

  // Let the fake refuse orders from the next page load on (its failure overlay, kept in
  // localStorage like the dev panel does): the MSW worker answers before any page.route could.
  await page.evaluate((key) => {
    const failure = { method: 'POST', path: '/v2/api/:apiPath/order', kind: 'server-error' }
    localStorage.setItem(key, JSON.stringify({ name: 'default', failure, latencyMs: 0 }))
  }, FAKE_SCENARIO_KEY)
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible()
  await expect(page.getByRole('region', { name: '訂單摘要' }).getByText('紫米飯糰')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await shot(page, 'storefront-checkout-narrow')

  await page.getByRole('textbox', { name: '姓名' }).fill('林小華')
  await page.getByRole('textbox', { name: '電子郵件' }).fill('hua@example.com')
  await page.getByRole('textbox', { name: /^電話/ }).fill('0223456789')
  await page.getByRole('radio', { name: '宅配' }).check()
  await page.getByRole('radio', { name: '貨到付款' }).check()
  await page.getByRole('button', { name: '結帳', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout-fail$/)
  await expect(page.getByRole('heading', { level: 1, name: '訂單建立失敗' })).toBeVisible()
  await shot(page, 'storefront-fail-narrow')
  await page.getByRole('link', { name: '返回購物車' }).click()
  await expect(page.getByRole('region', { name: '購物車內容' }).getByRole('listitem')).toHaveCount(2)
})

test('cart, checkout and the result pages pass axe in a real browser, colour contrast included', async ({
  page,
}) => {
  await startAsDemoMember(page)
  await banner(page).getByRole('link', { name: '全部商品' }).click()
  await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await expect(cartButton(page, 1)).toBeVisible()
  await cartButton(page, 1).click()
  const summary = page.getByRole('region', { name: '訂單摘要' })
  await summary.getByRole('textbox', { name: '優惠券代碼' }).fill('WELCOME')
  await summary.getByRole('button', { name: '套用' }).click()
  await toast(page, '已套用優惠券!')
  // Hold the carousel still so axe sees one settled state.
  await page.getByRole('button', { name: '暫停自動輪播' }).click()
  expect(await axeViolations(page), 'axe on /cart').toEqual([])

  await summary.getByRole('link', { name: '前往結帳' }).click()
  await page.getByRole('button', { name: '結帳', exact: true }).click()
  await expect(page.getByText('必選')).toHaveCount(2)
  await page.getByRole('radio', { name: '信用卡' }).check()
  expect(await axeViolations(page), 'axe on /checkout with errors').toEqual([])

  await page.goto('/checkout-fail')
  await expect(page.getByRole('heading', { level: 1, name: '訂單建立失敗' })).toBeVisible()
  expect(await axeViolations(page), 'axe on /checkout-fail').toEqual([])
  await page.goto('/checkout-success')
  await expect(page.getByRole('heading', { level: 1, name: '訂單建立成功' })).toBeVisible()
  expect(await axeViolations(page), 'axe on /checkout-success').toEqual([])

  await cartButton(page, 1).click()
  await expect(page).toHaveURL(/\/cart$/)
  await page.getByRole('button', { name: '清空購物車' }).click()
  await page
    .getByRole('alertdialog', { name: '確定要刪除全部品項嗎？' })
    .getByRole('button', { name: '刪除' })
    .click()
  await expect(page.getByText('購物車是空的')).toBeVisible()
  await expect(page.getByText('已清空購物車!')).toBeHidden()
  await page.getByRole('button', { name: '暫停自動輪播' }).click()
  expect(await axeViolations(page), 'axe on the empty /cart').toEqual([])
})
