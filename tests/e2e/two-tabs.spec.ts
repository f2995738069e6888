import { expect, type Locator, type Page } from '@playwright/test'
import { startAsAdmin, startAsDemoMember, toast, watchPage, test } from './support'

/**
 * Two tabs of one browser are two clients of one server (issue 13): the in-browser fake keeps its
 * data in localStorage, and a write in one tab must never wipe out what the other tab wrote. Each
 * tab loads its page first, so both start from the same data; then both write, and both writes are
 * there afterwards, in both tabs.
 */

const banner = (page: Page) => page.getByRole('banner')
const row = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })

async function openAsMember(page: Page, path: string) {
  await page.goto(path)
  await expect(banner(page).getByText('嗨，早餐愛好者')).toBeVisible()
}

test('cart lines added in two tabs are all in the cart', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  const watches = [watchPage(first), watchPage(second)]
  await startAsDemoMember(first)

  // Both tabs show the product list before either adds anything.
  await openAsMember(first, '/products')
  await openAsMember(second, '/products')

  await first.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await toast(first, '商品已加入購物車!')
  await second.getByRole('button', { name: '加入購物車：總匯三明治' }).click()
  await toast(second, '商品已加入購物車!')
  await first.getByRole('button', { name: '加入購物車：豬肉滿福堡' }).click()
  await toast(first, '商品已加入購物車!')

  for (const page of [first, second]) {
    await openAsMember(page, '/cart')
    const lines = page.getByRole('table').first()
    for (const title of ['起司蛋餅', '總匯三明治', '豬肉滿福堡']) {
      await expect(lines.getByRole('link', { name: title })).toBeVisible()
    }
    await expect(banner(page).getByRole('button', { name: '購物車，共 3 項商品' })).toBeVisible()
  }
  for (const { noConsoleErrors } of watches) noConsoleErrors()
})

test('coupons created in two tabs of the back office are both kept', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await startAsAdmin(first)

  async function createCoupon(page: Page, title: string, code: string) {
    await page.getByRole('button', { name: '建立新的優惠券' }).click()
    const dialog = page.getByRole('dialog', { name: '新增優惠券' })
    await dialog.getByRole('textbox', { name: /^名稱/ }).fill(title)
    await dialog.getByRole('spinbutton', { name: /折扣百分比/ }).fill('90')
    await dialog.getByRole('textbox', { name: /^優惠碼/ }).fill(code)
    await dialog.getByRole('button', { name: '確認' }).click()
    await toast(page, '新增優惠券成功!')
  }

  for (const page of [first, second]) {
    await page.goto('/admin/coupons')
    await expect(row(page.getByRole('table', { name: '優惠券列表' }), 'MORNING')).toBeVisible()
  }
  await createCoupon(first, '第一分頁九折', 'TABONE')
  await createCoupon(second, '第二分頁九折', 'TABTWO')

  for (const page of [first, second]) {
    await page.reload()
    const table = page.getByRole('table', { name: '優惠券列表' })
    await expect(row(table, 'TABONE')).toBeVisible()
    await expect(row(table, 'TABTWO')).toBeVisible()
  }
})
