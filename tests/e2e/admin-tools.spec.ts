import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { readFile } from 'node:fs/promises'
import { signInAsAdmin, toast, watchPage } from './support'

/**
 * The shop owner's tools in a real browser against the demo build (in-browser fake):
 * dashboard → its unpaid link → mark an order paid → the dashboard's unpaid figure drops;
 * export the filtered orders and parse the file back; delete a product, undo it, delete it for good.
 */

const unpaidCard = (page: Page) => page.getByRole('heading', { name: '未付款訂單' }).locator('..')

async function unpaidCount(page: Page): Promise<number> {
  const text = (await unpaidCard(page).getByRole('link').textContent()) ?? ''
  return Number(/(\d+) 筆訂單/.exec(text)?.[1] ?? Number.NaN)
}

test('dashboard → unpaid orders → mark one paid → the dashboard figure drops; export parses back', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  await signInAsAdmin(page)
  await page.getByRole('link', { name: '營運總覽' }).first().click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(unpaidCard(page)).toContainText('筆訂單')
  const before = await unpaidCount(page)
  expect(before).toBeGreaterThan(0)

  await unpaidCard(page).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/orders\?paid=unpaid$/)
  const table = page.getByRole('table', { name: '訂單列表' })
  await expect(table.getByText('未付款').first()).toBeVisible()
  await expect(table.getByText('已付款')).toHaveCount(0)

  // The filtered set as CSV: one row per unpaid order, zh-TW intact.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /匯出 CSV/ }).click()
  const file = await (await download).path()
  const text = await readFile(file, 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data
  expect(rows).toHaveLength(before)
  expect(rows.every((row) => row['付款狀態'] === '未付款')).toBe(true)

  await table
    .getByRole('button', { name: /^編輯訂單/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: '編輯訂單' })
  await dialog.getByRole('checkbox', { name: '已付款' }).check()
  await dialog.getByRole('button', { name: '確認' }).click()
  await toast(page, '編輯訂單成功!')

  await page.getByRole('link', { name: '營運總覽' }).first().click()
  await expect(unpaidCard(page).getByRole('link')).toContainText(`${before - 1} 筆訂單`)
  noConsoleErrors()
})

test('products: delete → 復原 brings it back with nothing sent → delete again → gone after the window', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  const deletes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url())
  })
  await signInAsAdmin(page)
  const table = page.getByRole('table', { name: '商品列表' })
  const title = '總匯三明治'
  await page.getByRole('searchbox', { name: '搜尋產品名稱' }).fill(title)
  await expect(page).toHaveURL(/q=/)
  const remove = async () => {
    await table.getByRole('button', { name: `刪除「${title}」` }).click()
    await page.getByRole('alertdialog', { name: '刪除產品' }).getByRole('button', { name: '刪除' }).click()
    await expect(table.getByText(title)).toHaveCount(0)
  }

  await remove()
  await page.getByRole('button', { name: '復原' }).click()
  await expect(table.getByText(title)).toBeVisible()
  expect(deletes).toEqual([])

  await remove()
  await expect(page.getByText('刪除產品成功!')).toBeVisible()
  expect(deletes).toHaveLength(1)
  await page.reload()
  await expect(page.getByText('共 0 筆')).toBeVisible()
  noConsoleErrors()
})
