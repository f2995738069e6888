import { expect, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { readFile } from 'node:fs/promises'
import { appears, startAsAdmin, watchPage, test } from './support'

/**
 * The shop owner's tools in a real browser against the demo build (in-browser fake):
 * dashboard → its unpaid link → mark an order paid → the dashboard's unpaid figure drops;
 * export the filtered orders and parse the file back; export the products, change the file and
 * import it back (one bad row); delete a product and undo it (nothing sent, still there after the
 * window), delete another for good.
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
  await startAsAdmin(page)
  await page.getByRole('link', { name: '營運總覽' }).first().click()
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(unpaidCard(page)).toContainText('筆訂單')
  // The figures fill in as the orders arrive: read the count once every order is in.
  await expect(page.getByText('計算中…')).toHaveCount(0)
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
  const saved = appears(page, '編輯訂單成功!')
  await dialog.getByRole('button', { name: '確認' }).click()
  await saved
  await expect(dialog).toBeHidden()

  await page.getByRole('link', { name: '營運總覽' }).first().click()
  await expect(unpaidCard(page).getByRole('link')).toContainText(`${before - 1} 筆訂單`)
  noConsoleErrors()
})

test('products: export → parse back (BOM, zh-TW) → edit the file → import with one bad row → summary', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsAdmin(page)
  await expect(page.getByText('共 21 筆')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: '匯出 CSV（21 筆）' }).click()
  const text = await readFile(await (await download).path(), 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  expect(parsed.meta.fields?.slice(0, 2)).toEqual(['id', 'title'])
  const rows = parsed.data
  expect(rows).toHaveLength(21)
  expect(rows.map((row) => row.title)).toEqual(expect.arrayContaining(['起司蛋餅', '季節限定 南瓜濃湯']))

  // The owner raises one price, adds a product and leaves one row broken, then imports the file.
  const cheese = rows.find((row) => row.title === '起司蛋餅')!
  cheese.price = '58'
  const edited = [
    ...rows,
    { ...cheese, id: '', title: '蔥抓餅加蛋', price: '60', description: '酥香, 現做' },
    { ...cheese, id: '', title: '', price: '六十' },
  ]
  const file = `\uFEFF${Papa.unparse(edited, { newline: '\r\n' })}`
  await page.getByRole('button', { name: '匯入 CSV' }).click()
  const dialog = page.getByRole('dialog', { name: '匯入商品 CSV' })
  await dialog.getByLabel('選擇檔案').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  })
  // Only what changed is sent: the new product and the raised price; the 20 other rows are the same.
  await expect(dialog.getByText('可匯入 2 筆（新增 1 筆、更新 1 筆）')).toBeVisible()
  await expect(dialog.getByText('未變更 20 筆（內容與現有商品相同，不會送出）')).toBeVisible()
  const bad = dialog.getByRole('row').filter({ hasText: '標題：此欄位必填' })
  await expect(bad).toContainText('售價：請輸入數字')
  await expect(bad.getByRole('cell').first()).toHaveText('24')

  await dialog.getByRole('button', { name: '匯入 2 筆' }).click()
  const summary = dialog.getByRole('status')
  await expect(summary).toContainText('匯入完成')
  await expect(summary).toContainText('新增 1 筆')
  await expect(summary).toContainText('更新 1 筆')
  await expect(summary).toContainText('失敗 1 筆')
  await expect(dialog.getByRole('table', { name: '失敗的列' })).toContainText('標題：此欄位必填')
  await dialog.getByRole('button', { name: '完成' }).click()

  await expect(page.getByText('共 22 筆')).toBeVisible()
  await page.getByRole('searchbox', { name: '搜尋產品名稱' }).fill('蛋餅')
  const table = page.getByRole('table', { name: '商品列表' })
  await expect(table.getByRole('row').filter({ hasText: '起司蛋餅' })).toContainText('NT$58')
  await page.getByRole('searchbox', { name: '搜尋產品名稱' }).fill('蔥抓餅加蛋')
  await expect(table.getByRole('row').filter({ hasText: '蔥抓餅加蛋' })).toContainText('NT$60')
  noConsoleErrors()
})

test('products: delete → 復原 brings it back with nothing sent, still there after the window; another delete goes through', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  const deletes: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url())
  })
  // The page's clock runs as usual, but the test can jump it over the 5 s undo window.
  await page.clock.install()
  await startAsAdmin(page)
  const table = page.getByRole('table', { name: '商品列表' })
  const search = page.getByRole('searchbox', { name: '搜尋產品名稱' })
  const remove = async (title: string) => {
    await search.fill(title)
    await expect(page).toHaveURL(/q=/)
    await table.getByRole('button', { name: `刪除「${title}」` }).click()
    await page.getByRole('alertdialog', { name: '刪除產品' }).getByRole('button', { name: '刪除' }).click()
    await expect(table.getByText(title)).toHaveCount(0)
  }

  await remove('總匯三明治')
  await page.getByRole('button', { name: '復原' }).click()
  await expect(table.getByText('總匯三明治')).toBeVisible()

  // A second delete, made after the undone one: once its DELETE has gone (its window passed),
  // the undone one's window has passed too, and it sent nothing.
  await remove('鮪魚蛋餅')
  await page.clock.fastForward(5_000)
  await expect(page.getByText('刪除產品成功!')).toBeVisible()
  expect(deletes).toHaveLength(1)
  await page.reload()
  await search.fill('總匯三明治')
  await expect(table.getByText('總匯三明治')).toBeVisible()
  await search.fill('鮪魚蛋餅')
  await expect(page.getByText('共 0 筆')).toBeVisible()
  noConsoleErrors()
})
