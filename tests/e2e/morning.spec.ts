import { expect, type Page } from '@playwright/test'
import { formatOrderNumber } from '../../src/lib/format'
import { shot, signInAsAdmin, startAsDemoMember, test, toast, watchPage } from './support'

/**
 * The morning run end to end, in two tabs of one browser (one context: the in-browser fake and the
 * tabs' news travel between tabs of a browser, not between browsers): a member orders 起司蛋餅
 * for a morning slot → the owner, on 今日備餐 in the other tab, sees it arrive without reloading
 * → confirms it → ticks it prepared → ships it → the member's order page, open all along, says
 * 已出貨. No timers: the board hears the other tab (BroadcastChannel); polling is proved in
 * tests/integration/admin/liveOrders.test.tsx with a stopped clock.
 */

const CRÊPE_ID = '-OBfast0000000000001' // 起司蛋餅
const CRÊPE = '起司蛋餅'

/** The paper Chromium prints the page on, as its `@page` rule asks (millimetres, rounded). */
async function printedPaper(page: Page): Promise<{ widthMm: number; heightMm: number }> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)
  if (!box) throw new Error('no page in the printed PDF')
  const mm = (points: string) => Math.round((Number(points) / 72) * 25.4)
  return { widthMm: mm(box[1]), heightMm: mm(box[2]) }
}

async function orderForTheEarliestMorning(page: Page): Promise<string> {
  await page.goto(`/products/${CRÊPE_ID}`)
  await page.getByRole('button', { name: '加入購物車', exact: true }).click()
  await toast(page, '商品已加入購物車!')
  await page.goto('/checkout')
  await page.getByRole('textbox', { name: /^電話/ }).fill('0912345678')
  await page.getByRole('radio', { name: '宅配' }).check()
  await page.getByRole('radio', { name: '貨到付款' }).check()
  await page.getByRole('radio', { name: '指定日期與早晨時段' }).check()
  const day = page.getByRole('combobox', { name: /配送日期/ })
  // The earliest day offered: the next delivery day, the board's default.
  await day.selectOption({ index: 1 })
  await page.getByRole('radio', { name: '07:00–09:00' }).check()
  await page.getByRole('textbox', { name: '留言' }).fill('請放管理室')
  await shot(page, 'morning-checkout-slot')
  await page.getByRole('button', { name: '結帳', exact: true }).last().click()
  await expect(page).toHaveURL(/\/checkout-success$/)
  await expect(page.getByRole('heading', { name: '訂單建立成功' })).toBeVisible()
  await expect(page.getByText('配送時間').locator('xpath=following-sibling::dd[1]')).toContainText(
    '07:00–09:00',
  )
  const id = (await page.locator('[data-order-id]').first().getAttribute('data-order-id')) ?? ''
  expect(id).toMatch(/^-/)
  return id
}

test('a member orders for a morning slot; the owner sees it on the board, confirms, prepares and ships it; the member sees 已出貨', async ({
  page: member,
}) => {
  const memberWatch = watchPage(member)
  await startAsDemoMember(member)
  const owner = await member.context().newPage()
  const ownerWatch = watchPage(owner)
  await signInAsAdmin(owner)
  await owner.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '今日備餐' }).click()
  await expect(owner.getByRole('heading', { level: 1, name: '今日備餐' })).toBeVisible()
  const pending = owner.getByRole('region', { name: /待確認的新訂單/ })
  await expect(pending).toBeVisible()

  const id = await orderForTheEarliestMorning(member)
  const number = formatOrderNumber(id)
  await member.goto(`/orders/${encodeURIComponent(id)}`)
  const steps = member.getByRole('list', { name: '訂單進度' }).getByRole('listitem')
  await expect(steps.nth(0)).toContainText('待確認（目前狀態）')

  // The board, never reloaded, has the new order among those to confirm.
  const confirm = pending.getByRole('button', { name: `確認訂單 ${number}` })
  await expect(confirm).toBeVisible()
  await expect(owner.getByText(/開啟此頁後有 \d+\+? 筆新訂單/)).toBeVisible()
  await shot(owner, 'morning-board-new-order')
  await confirm.click()

  const group = owner.getByRole('region', { name: '07:00–09:00 · 宅配' })
  await expect(group.getByRole('link', { name: number })).toBeVisible()
  await expect(steps.nth(1)).toContainText('已確認（目前狀態）')

  // One tick for the product marks its line in every order of the group, this one's included.
  const tick = group.getByRole('checkbox', { name: `${CRÊPE}（07:00–09:00 · 宅配）已備好` })
  await tick.check()
  await expect(tick).toBeChecked()
  await expect(group.getByRole('listitem').filter({ hasText: number })).toContainText('已備 1 / 1')
  await shot(owner, 'morning-board-prepared')
  await expect(steps.nth(2)).toContainText('備餐中（目前狀態）')

  await group.getByRole('button', { name: `訂單 ${number} 出貨` }).click()
  await expect(owner.getByText(`已將 1 筆訂單改為「已出貨」`)).toBeVisible()
  await expect(group.getByRole('link', { name: number })).toHaveCount(0)

  // The member's page, open in the other tab all along, follows.
  await expect(steps.nth(3)).toContainText('已出貨（目前狀態）')
  await shot(member, 'morning-member-shipped')

  // The owner's order page: the history of every step, and a packing slip to print.
  await owner.goto(`/admin/orders/${encodeURIComponent(id)}`)
  await expect(owner.getByRole('heading', { level: 1, name: `訂單 ${number}` })).toBeVisible()
  const history = owner.getByRole('region', { name: '出貨狀態' })
  await expect(history).toContainText('已確認')
  await expect(history).toContainText('備餐中')
  await expect(history).toContainText('已出貨')
  const slip = owner.locator('.admin-print-root article')
  await owner.emulateMedia({ media: 'print' })
  await expect(owner.getByRole('heading', { level: 1, name: `訂單 ${number}` })).toBeHidden()
  await expect(slip).toContainText(number)
  await expect(slip).toContainText('07:00–09:00')
  await expect(slip).toContainText('請放管理室')
  await shot(owner, 'morning-packing-slip-print')
  // Chromium's own print of the page (Ctrl+P as it is): the slip alone, on A4.
  expect(await printedPaper(owner)).toEqual({ widthMm: 210, heightMm: 297 })
  await owner.emulateMedia({ media: 'screen' })

  // 列印收據（80 mm）: the same slip on an 80 mm roll. The browser's print dialog is left out (the
  // page calls window.print(); headless Chromium has no dialog to answer), the print is Chromium's.
  await owner.evaluate(() => {
    window.print = () => undefined
  })
  await owner.getByRole('button', { name: '列印', exact: true }).click()
  await owner.getByRole('menuitem', { name: '列印收據（80 mm）' }).click()
  await expect(owner.locator('[data-print-format="receipt"]')).toHaveCount(1)
  await owner.setViewportSize({ width: 302, height: 800 }) // 80 mm at 96 dpi
  await owner.emulateMedia({ media: 'print' })
  await expect(slip).toContainText(number)
  // Nothing wider than the roll: the slip is one column that fits its 72 mm.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(302)
  await shot(owner, 'morning-receipt-print')
  expect((await printedPaper(owner)).widthMm).toBe(80)
  await owner.emulateMedia({ media: 'screen' })

  memberWatch.noConsoleErrors()
  ownerWatch.noConsoleErrors()
})
