import { expect } from '@playwright/test'
import { startAsAdmin, test, watchPage } from './support'

/**
 * The owner's morning without a mouse: only page.keyboard (no click, no hover, no fill). `?` lists
 * the shortcuts; `g` then `o` / `d` jumps between pages; `/` focuses the list's search; Ctrl+K opens
 * the palette, which finds a product by name and an order by its customer, and runs 新增產品;
 * a price is changed in the table and undone; focus comes back where it was after each dialog.
 */
test('keyboard only: shortcuts, the command palette, an inline price edit with 復原', async ({ page }) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsAdmin(page)
  const keys = page.keyboard
  await expect(page.getByRole('table', { name: '商品列表' }).getByText('起司蛋餅')).toBeVisible()

  // ? lists every shortcut; Escape closes it.
  await keys.press('Shift+?')
  const help = page.getByRole('dialog', { name: '鍵盤快速鍵' })
  await expect(help).toBeVisible()
  await expect(help.getByRole('row', { name: /前往訂單列表/ })).toBeVisible()
  await keys.press('Escape')
  await expect(help).toBeHidden()

  // g then o: the orders; g then d: the dashboard; g then p: the products again.
  await keys.press('g')
  await keys.press('o')
  await expect(page).toHaveURL(/\/admin\/orders$/)
  await expect(page.getByRole('heading', { level: 1, name: '訂單列表' })).toBeVisible()
  await keys.press('g')
  await keys.press('d')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByRole('heading', { level: 2, name: '今日營收' })).toBeVisible()
  await keys.press('g')
  await keys.press('p')
  await expect(page).toHaveURL(/\/admin\/products$/)
  await expect(page.getByRole('table', { name: '商品列表' }).getByText('起司蛋餅')).toBeVisible()

  // / puts the focus in the list's search; typing there does not fire shortcuts.
  await keys.press('/')
  const search = page.getByRole('searchbox', { name: '搜尋產品名稱' })
  await expect(search).toBeFocused()
  await keys.type('go')
  await expect(page).toHaveURL(/\/admin\/products\?q=go$/)
  await keys.press('Escape')

  // Ctrl+K from anywhere, even the search field: a product by name.
  await keys.press('Control+k')
  const palette = page.getByRole('dialog', { name: '快速指令' })
  const field = palette.getByRole('combobox', { name: '搜尋產品、訂單、優惠券或頁面' })
  await expect(field).toBeFocused()
  await keys.type('起司蛋餅')
  await expect(palette.getByRole('option', { name: /^起司蛋餅/ })).toBeVisible()
  await keys.press('Enter')
  await expect(palette).toBeHidden()
  const table = page.getByRole('table', { name: '商品列表' })
  await expect(table.locator('tr[aria-current="true"]')).toContainText('起司蛋餅')
  await expect(page.getByRole('searchbox', { name: '搜尋產品名稱' })).toHaveValue('起司蛋餅')
  await expect(table.getByText('總匯三明治')).toBeHidden()

  // The selling price, edited in its row: Tab to it, Enter, type, Enter; 復原 puts it back.
  const price = table.getByRole('button', { name: /^修改「起司蛋餅」的售價/ })
  await price.focus()
  await keys.press('Enter')
  const priceField = table.getByRole('textbox', { name: '修改「起司蛋餅」的售價' })
  await expect(priceField).toBeFocused()
  await keys.press('Control+a')
  await keys.type('1')
  await keys.press('Enter')
  await expect(price).toHaveText('NT$1')
  const undo = page.getByRole('button', { name: '復原' })
  await expect(undo).toBeVisible()
  await undo.focus()
  await keys.press('Enter')
  await expect(price).not.toHaveText('NT$1')

  // An order by the customer's name.
  await keys.press('Control+k')
  await expect(field).toBeFocused()
  await keys.type('陳怡君')
  const order = palette.getByRole('option', { name: /^訂單 .*陳怡君/ }).first()
  await expect(order).toBeVisible()
  await keys.press('Enter')
  // Its own page: the order, the customer named.
  await expect(page).toHaveURL(/\/admin\/orders\/[^/?]+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^訂單 / })).toBeVisible()
  await expect(page.getByRole('main').getByText('陳怡君').first()).toBeVisible()

  // An action: 新增產品 opens the product form on the product list; Escape closes it.
  await keys.press('Control+k')
  await keys.type('新增')
  await expect(palette.getByRole('option', { name: '新增產品' })).toBeVisible()
  await keys.press('Enter')
  await expect(page).toHaveURL(/\/admin\/products$/)
  const form = page.getByRole('dialog', { name: '新增產品' })
  await expect(form).toBeVisible()
  await keys.press('Escape')
  await expect(form).toBeHidden()
  noConsoleErrors()
})
