import { expect, type Locator, type Page } from '@playwright/test'
import { deflateSync } from 'node:zlib'
import { formatOrderNumber } from '../../src/lib/format'
import {
  shot,
  signInAsAdmin,
  signInAsDemoMember,
  startAsAdmin,
  startAsDemoMember,
  toast,
  watchPage,
  test,
} from './support'

/**
 * The back office in a real browser against the demo build (in-browser fake):
 * sign in → create a product with an uploaded image → it is in the storefront → edit its price →
 * delete it; create a coupon → a member applies it in the cart; a member orders → the admin marks
 * it paid → a reload still shows 已付款; logout → admin pages send you to sign-in.
 * Screenshots go to E2E_SCREENSHOT_DIR when it is set.
 */

// ---- A small PNG, made here (no binary fixture in the repo) -----------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A width × height RGB PNG: a warm toast-coloured gradient with an egg-yolk circle. */
function breakfastPng(width = 160, height = 120): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const inYolk = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2
      const shade = Math.round((y / height) * 40)
      const [r, g, b] = inYolk ? [246, 178, 38] : [222 - shade, 170 - shade, 110 - shade]
      row.set([r, g, b], 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// ---- Steps -------------------------------------------------------------------------------------

const sidebar = (page: Page) => page.getByRole('navigation', { name: '後台選單' })
const row = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })

/**
 * Back office → the storefront's list inside the app. A page.goto would load the whole demo again
 * (the app, the MSW worker and the fake's stored data: several seconds on a busy machine); a real
 * owner follows the links.
 */
async function toStorefrontList(page: Page) {
  await page.getByRole('link', { name: '回到商店' }).click()
  await expect(page).toHaveURL(/\/$/)
  await toProductList(page)
}

/** The signed-in member's way to the list and to the cart: the navbar's links, no reload. */
async function toProductList(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: '全部商品' }).first().click()
  await expect(page).toHaveURL(/\/products$/)
}

async function toCart(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^購物車，共 [1-9]/ })
    .click()
  await expect(page).toHaveURL(/\/cart$/)
}

/** Storefront list → back to the back office page it came from (the browser's back button, twice). */
async function backToAdmin(page: Page) {
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/admin(\?|$)/)
}

test('products: create with an uploaded image → storefront → edit the price → delete', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  const title = `E2E 酪梨蛋吐司 ${Date.now() % 100000}`
  await startAsAdmin(page)
  const table = page.getByRole('table', { name: '商品列表' })
  await expect(table.getByRole('row')).toHaveCount(11)
  await shot(page, 'admin-products-wide')

  await page.getByRole('button', { name: '建立新的產品' }).click()
  const dialog = page.getByRole('dialog', { name: '新增產品' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('上傳圖片').setInputFiles({
    name: 'avocado-toast.png',
    mimeType: 'image/png',
    buffer: breakfastPng(),
  })
  await expect(dialog.getByText('圖片已上傳，網址已填入主圖網址。')).toBeVisible()
  const imageUrl = await dialog.getByRole('textbox', { name: /主圖網址/ }).inputValue()
  expect(imageUrl).toMatch(/\/__mock\/uploads\/.+\.png$/)
  // The preview really loads the uploaded bytes.
  const preview = dialog.getByRole('img', { name: '主圖預覽' })
  await expect(preview).toHaveAttribute('src', imageUrl)
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160)

  await dialog.getByRole('textbox', { name: /^標題/ }).fill(title)
  await dialog.getByRole('combobox', { name: /^分類/ }).fill('吐司與三明治')
  await dialog.getByRole('textbox', { name: /^單位/ }).fill('份')
  await dialog.getByRole('spinbutton', { name: /^原價/ }).fill('95')
  await dialog.getByRole('spinbutton', { name: /^售價/ }).fill('85')
  await dialog.getByRole('textbox', { name: /產品描述/ }).fill('厚切吐司抹上酪梨泥，再放一顆半熟太陽蛋。')
  await dialog.getByRole('textbox', { name: /圖片網址 1/ }).fill('/seed-images/cheese-egg-crepe-2.svg')
  await expect(dialog.getByRole('button', { name: '新增圖片' })).toBeVisible()
  await dialog.getByRole('checkbox', { name: '是否啟用' }).check()
  await shot(page, 'admin-product-modal-create')

  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/admin\/product$/.test(request.url()),
  )
  await dialog.getByRole('button', { name: '確認' }).click()
  expect((await created).postDataJSON()).toMatchObject({
    data: { title, origin_price: 95, price: 85, is_enabled: 1, imageUrl },
  })
  await toast(page, '新增產品成功!')
  await expect(dialog).toBeHidden()

  // The storefront lists it straight away.
  await toStorefrontList(page)
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card).toContainText('NT$85')

  // Back office: find it by its title; edit its price.
  await backToAdmin(page)
  await page.getByRole('searchbox', { name: '搜尋產品名稱' }).fill(title)
  await expect(row(table, title)).toBeVisible()
  await row(table, title)
    .getByRole('button', { name: `編輯「${title}」` })
    .click()
  const edit = page.getByRole('dialog', { name: '編輯產品' })
  await expect(edit.getByRole('textbox', { name: /^標題/ })).toHaveValue(title)
  await expect(edit.getByRole('img', { name: '主圖預覽' })).toHaveAttribute('src', imageUrl)
  await edit.getByRole('spinbutton', { name: /^售價/ }).fill('79')
  await edit.getByRole('button', { name: '確認' }).click()
  await toast(page, '編輯產品成功!')
  await expect(row(table, title)).toContainText('NT$79')

  await toStorefrontList(page)
  await expect(page.getByRole('article').filter({ hasText: title })).toContainText('NT$79')

  // Delete it.
  await backToAdmin(page)
  await expect(row(table, title)).toBeVisible()
  await row(table, title)
    .getByRole('button', { name: `刪除「${title}」` })
    .click()
  const confirm = page.getByRole('alertdialog', { name: '刪除產品' })
  await expect(confirm).toContainText(`確定要刪除「${title}」嗎？`)
  await shot(page, 'admin-product-delete')
  const deleted = page.waitForRequest(
    (request) => request.method() === 'DELETE' && /\/admin\/product\//.test(request.url()),
  )
  await confirm.getByRole('button', { name: '刪除' }).click()
  await expect(table.getByText(title)).toHaveCount(0)
  await expect(page.getByRole('button', { name: '復原' })).toBeVisible()
  // Leaving the page ends the 5 s undo window at once: the DELETE goes before the storefront shows.
  // (admin-tools.spec.ts waits the window out and undoes.)
  await toStorefrontList(page)
  await deleted
  await expect(page.getByRole('article')).toHaveCount(20)
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0)
  noConsoleErrors()
})

test('coupons: a coupon created in the back office applies in the cart at once', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsAdmin(page)
  await sidebar(page).getByRole('link', { name: '優惠券列表' }).click()
  const table = page.getByRole('table', { name: '優惠券列表' })
  await expect(row(table, 'EXPIRED2024')).toContainText('已過期')
  await shot(page, 'admin-coupons-wide')

  await page.getByRole('button', { name: '建立新的優惠券' }).click()
  const dialog = page.getByRole('dialog', { name: '新增優惠券' })
  await dialog.getByRole('textbox', { name: /^名稱/ }).fill('E2E 早鳥八五折')
  await dialog.getByRole('spinbutton', { name: /折扣百分比/ }).fill('85')
  await dialog.getByRole('textbox', { name: /^優惠碼/ }).fill('EARLY85')
  await dialog.getByRole('checkbox', { name: '是否啟用' }).check()
  await shot(page, 'admin-coupon-modal')
  await dialog.getByRole('button', { name: '確認' }).click()
  await toast(page, '新增優惠券成功!')
  await expect(row(table, 'EARLY85')).toContainText('85%')
  await expect(row(table, 'EARLY85')).toContainText('啟用')

  // A member uses it: 起司蛋餅 NT$55 × 85 % = NT$46.75 → NT$47.
  await signInAsDemoMember(page)
  await toProductList(page)
  await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await toast(page, '商品已加入購物車!')
  await toCart(page)
  const summary = page.getByRole('region', { name: '訂單摘要' })
  await summary.getByRole('textbox', { name: '優惠券代碼' }).fill('EARLY85')
  await summary.getByRole('button', { name: '套用' }).click()
  await toast(page, '已套用優惠券!')
  await expect(summary.getByText('已套用優惠券「E2E 早鳥八五折」（EARLY85）')).toBeVisible()
  await expect(summary).toContainText('NT$47')
  noConsoleErrors()
})

test('orders: a storefront order marked paid in the back office stays 已付款 after a reload', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsDemoMember(page)
  await toProductList(page)
  await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await toast(page, '商品已加入購物車!')
  await toCart(page)
  await page.getByRole('link', { name: '前往結帳' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByRole('textbox', { name: '姓名' }).fill('周早餐')
  await page.getByRole('textbox', { name: '電子郵件' }).fill('breakfast.chou@example.com')
  await page.getByRole('textbox', { name: /^電話/ }).fill('0911222333')
  await page.getByRole('radio', { name: '7-11 取貨' }).check()
  await page.getByRole('radio', { name: '貨到付款' }).check()
  await page.getByRole('button', { name: '結帳', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout-success$/)
  // The page shows the readable number (#14); the full id is the one its copy button copies.
  const orderId =
    (await page
      .locator('dt', { hasText: '訂單編號' })
      .locator('xpath=following-sibling::dd[1]')
      .locator('[data-order-id]')
      .getAttribute('data-order-id')) ?? ''
  expect(orderId).toMatch(/^-/)

  // The back office shows the same readable number (#14); the row keeps the full id to copy.
  const number = formatOrderNumber(orderId)
  await signInAsAdmin(page)
  await sidebar(page).getByRole('link', { name: '訂單列表' }).click()
  const table = page.getByRole('table', { name: '訂單列表' })
  // Newest first: the new order heads page 1.
  await expect(table.getByRole('row').nth(1)).toContainText(number)
  const order = row(table, number)
  await expect(order.locator('[data-order-id]')).toHaveAttribute('data-order-id', orderId)
  await expect(order).toContainText('周早餐')
  await expect(order).toContainText('NT$55')
  await expect(order).toContainText('未付款')
  await shot(page, 'admin-orders-wide')

  await order.getByRole('button', { name: `編輯訂單 ${number}` }).click()
  const dialog = page.getByRole('dialog', { name: '編輯訂單' })
  await expect(dialog.getByRole('textbox', { name: /訂單編號/ })).toHaveValue(number)
  await expect(dialog.getByRole('table', { name: '訂購商品' })).toContainText('起司蛋餅')
  await dialog.getByRole('checkbox', { name: '已付款' }).check()
  await shot(page, 'admin-order-modal')
  await dialog.getByRole('button', { name: '確認' }).click()
  await toast(page, '編輯訂單成功!')
  await expect(order).toContainText('已付款')

  await page.reload()
  await expect(row(page.getByRole('table', { name: '訂單列表' }), number)).toContainText('已付款')
  noConsoleErrors()
})

test('logout clears the session: every admin page goes back to sign-in', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await signInAsAdmin(page)
  await expect(page.evaluate(() => document.cookie)).resolves.toContain('myToken=')
  await page.getByRole('button', { name: '登出' }).click()
  await expect(page).toHaveURL(/\/admin-login$/)
  await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('myToken=')
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
  expect(stored).not.toMatch(/myToken/)
  for (const path of ['/admin', '/admin/products', '/admin/orders', '/admin/coupons']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin-login$/)
    await expect(page.getByRole('heading', { level: 1, name: '管理員登入' })).toBeVisible()
  }
  await shot(page, 'admin-login')
  noConsoleErrors()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the sidebar folds behind a menu button; records become cards; modals go full screen', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await startAsAdmin(page)
    await expect(sidebar(page)).toBeHidden()
    const products = page.getByRole('list', { name: '商品列表' })
    await expect(products.getByRole('listitem')).toHaveCount(10)
    await expect(products.getByRole('listitem').first()).toContainText('NT$55')
    await expect(page.getByText('登入成功!')).toBeHidden()
    await shot(page, 'admin-products-narrow')
    await page.getByRole('button', { name: '開啟後台選單' }).click()
    await expect(sidebar(page)).toBeInViewport({ ratio: 1 })
    await shot(page, 'admin-menu-narrow')
    await sidebar(page).getByRole('link', { name: '訂單列表' }).click()
    await expect(page.getByRole('heading', { level: 1, name: '訂單列表' })).toBeVisible()
    await expect(sidebar(page)).toBeHidden()
    await shot(page, 'admin-orders-narrow')

    await page
      .getByRole('button', { name: /^編輯訂單/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: '編輯訂單' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('list', { name: '訂購商品' })).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(375)
    await shot(page, 'admin-order-modal-narrow')
    await dialog.getByRole('button', { name: '取消' }).click()

    await page.getByRole('button', { name: '開啟後台選單' }).click()
    await sidebar(page).getByRole('link', { name: '優惠券列表' }).click()
    await expect(page.getByRole('list', { name: '優惠券列表' }).getByRole('listitem')).toHaveCount(4)
    await shot(page, 'admin-coupons-narrow')
    noConsoleErrors()
  })
})
