import { expect, type Locator, type Page } from '@playwright/test'
import { formatOrderNumber } from '../../src/lib/format'
import { axeViolations, shot, startAsDemoMember, toast, watchPage, test } from './support'

/**
 * Issue #14's shopper journey in a real browser against the demo build: find breakfast with the
 * search, a filter and a sort (all in the URL) → add to the cart → check out → the confirmation
 * read back from the API → 我的訂單 → the order → 付款 → 再買一次 puts the lines back in the cart.
 * Every step waits for what it then asserts.
 */

const banner = (page: Page) => page.getByRole('banner')
const cartButton = (page: Page, count: number) =>
  banner(page).getByRole('button', { name: `購物車，共 ${count} 項商品` })
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 })
/** On 我的收藏 the cards' titles sit right under the page's h1. */
const favouriteTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 })
/** One line of an order as OrderDetails shows it: title, quantity, amount. */
const orderLine = (scope: Locator, title: string) => scope.getByRole('listitem').filter({ hasText: title })

test('search → filter → sort → add → checkout → confirmation → 我的訂單 → pay → reorder', async ({
  page,
}) => {
  const { noConsoleErrors, nothingLeftTheMachine } = watchPage(page)
  await startAsDemoMember(page)

  // Find: 蛋餅, high protein, fewest calories first; every choice lands in the URL.
  await banner(page).getByRole('link', { name: '全部商品' }).first().click()
  await expect(cardTitles(page)).toHaveCount(20)
  await page.getByRole('searchbox', { name: '搜尋商品' }).fill('蛋餅')
  await expect(page).toHaveURL(/[?&]q=%E8%9B%8B%E9%A4%85/)
  await expect(cardTitles(page)).toHaveText(['起司蛋餅', '玉米蛋餅', '鮪魚蛋餅', '培根蛋餅'])
  // The box follows the URL (a router navigation): click it and wait for the state it shows.
  const highProtein = page.getByRole('checkbox', { name: '高蛋白（15 公克以上）' })
  await highProtein.click()
  await expect(highProtein).toBeChecked()
  await expect(page).toHaveURL(/[?&]minProtein=15/)
  await expect(cardTitles(page)).toHaveText(['鮪魚蛋餅', '培根蛋餅'])
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '熱量低→高' })
  await expect(page).toHaveURL(/[?&]sort=kcal-asc/)
  await expect(cardTitles(page)).toHaveText(['鮪魚蛋餅', '培根蛋餅'])
  await expect(page.getByText('共 2 項商品')).toBeVisible()

  // Add both.
  await page.getByRole('button', { name: '加入購物車：鮪魚蛋餅' }).click()
  await toast(page, '商品已加入購物車!')
  await page.getByRole('button', { name: '加入購物車：培根蛋餅' }).click()
  await expect(cartButton(page, 2)).toBeVisible()
  await toast(page, '商品已加入購物車!')

  // Check out.
  await cartButton(page, 2).click()
  await expect(page).toHaveURL(/\/cart$/)
  await page.getByRole('link', { name: '前往結帳' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('早餐愛好者')
  await page.getByRole('textbox', { name: '姓名' }).fill('林早餐')
  await page.getByRole('textbox', { name: '電子郵件' }).fill('breakfast.lin@example.com')
  await page.getByRole('textbox', { name: /^電話/ }).fill('0922333444')
  await page.getByRole('radio', { name: '宅配' }).check()
  await page.getByRole('radio', { name: '銀行轉帳' }).check()
  await page.getByRole('button', { name: '結帳', exact: true }).click()

  // The confirmation, read back from the API: number, lines, totals, shipping, payment.
  await expect(page).toHaveURL(/\/checkout-success$/)
  await expect(page.getByRole('heading', { level: 1, name: '訂單建立成功' })).toBeVisible()
  const orderId = page.locator('main [data-order-id]').first()
  await expect(orderId).toHaveAttribute('data-order-id', /^-[A-Za-z0-9_-]{19}$/)
  const id = (await orderId.getAttribute('data-order-id')) ?? ''
  const number = formatOrderNumber(id)
  await expect(orderId).toHaveText(number)
  const main = page.getByRole('main')
  await expect(orderLine(main, '鮪魚蛋餅')).toContainText('× 1')
  await expect(orderLine(main, '鮪魚蛋餅')).toContainText('NT$60')
  await expect(orderLine(main, '培根蛋餅')).toContainText('NT$60')
  await expect(main.getByText('宅配')).toBeVisible()
  await expect(main.getByText('銀行轉帳')).toBeVisible()
  await expect(main.getByText('NT$120').first()).toBeVisible()
  await expect(cartButton(page, 0)).toBeVisible()
  await shot(page, 'shopper-confirmation')

  // 我的訂單 from the member menu: the new order heads the list, unpaid.
  await banner(page).getByRole('button', { name: /^嗨，/ }).click()
  await page.getByRole('menuitem', { name: '我的訂單' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  const link = page.getByRole('link', { name: `查看訂單 ${number}` })
  const card = page.getByRole('listitem').filter({ has: link })
  await expect(card).toContainText('未付款')
  await expect(card).toContainText('NT$120')
  await expect(page.getByRole('link', { name: /^查看訂單/ }).first()).toHaveAccessibleName(
    `查看訂單 ${number}`,
  )
  await shot(page, 'shopper-orders')

  // The order: pay it. A click on the card's middle opens it (the link's ::after covers the card).
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `訂單 ${number}` })).toBeVisible()
  const status = page.locator('dt', { hasText: /^付款狀態$/ }).locator('xpath=following-sibling::dd[1]')
  await expect(status).toHaveText('未付款')
  // ATM: the transfer details, and 付款 once the shopper has transferred.
  await expect(page.getByText('轉帳帳號', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: '付款' }).click()
  // What paying changed shows where the button was, and is focused.
  await expect(page.getByRole('status').filter({ hasText: '付款完成' })).toBeFocused()
  await expect(status).toHaveText('已付款')
  await expect(page.getByText(/付款時間：\d/)).toBeInViewport()
  await expect(page.getByRole('button', { name: '付款' })).toHaveCount(0)
  expect(await axeViolations(page), 'axe on the paid order').toEqual([])
  await shot(page, 'shopper-order-paid')

  // 再買一次: both lines back in the cart; 我的訂單 now reads 已付款.
  await page.getByRole('button', { name: '再買一次' }).click()
  await expect(page.getByText('已將 2 項商品加入購物車!')).toBeVisible()
  await expect(cartButton(page, 2)).toBeVisible()
  await page.getByRole('link', { name: '回到我的訂單' }).click()
  await expect(card).toContainText('已付款')
  await cartButton(page, 2).click()
  await expect(page).toHaveURL(/\/cart$/)
  const lines = page.getByRole('table').first()
  await expect(lines.getByRole('link', { name: '鮪魚蛋餅' })).toBeVisible()
  await expect(lines.getByRole('link', { name: '培根蛋餅' })).toBeVisible()

  noConsoleErrors()
  nothingLeftTheMachine()
})

test('我的收藏: hearts from the list, the page from the member menu, a heart taken back in another tab', async ({
  context,
}) => {
  const page = await context.newPage()
  const { noConsoleErrors } = watchPage(page)
  await startAsDemoMember(page)
  await page.goto('/products')
  await page.getByRole('button', { name: '收藏「起司蛋餅」' }).click()
  await toast(page, '已加入收藏!')
  await page.getByRole('button', { name: '收藏「鮪魚三明治」' }).click()
  await expect(page.getByRole('link', { name: '我的收藏（2）' })).toBeVisible()

  await banner(page).getByRole('button', { name: /^嗨，/ }).click()
  await page.getByRole('menuitem', { name: '我的收藏' }).click()
  await expect(page).toHaveURL(/\/favorites$/)
  await expect(favouriteTitles(page)).toHaveText(['起司蛋餅', '鮪魚三明治'])
  expect(await axeViolations(page), 'axe on /favorites').toEqual([])

  // Another tab takes a heart back: this one follows at once.
  const other = await context.newPage()
  await other.goto('/products/' + (await productId(page, '鮪魚三明治')))
  await other.getByRole('button', { name: '已收藏' }).click()
  await expect(other.getByRole('button', { name: '加入收藏' })).toBeVisible()
  await expect(favouriteTitles(page)).toHaveText(['起司蛋餅'])

  await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
  await expect(cartButton(page, 1)).toBeVisible()
  await page.getByRole('button', { name: '收藏「起司蛋餅」' }).click()
  await expect(page.getByText('還沒有收藏的商品')).toBeVisible()
  await page.getByRole('link', { name: '去逛逛全部商品' }).click()
  await expect(page).toHaveURL(/\/products$/)
  noConsoleErrors()
})

/** The product id behind a card's title link. */
async function productId(page: Page, title: string): Promise<string> {
  const href = await page.getByRole('link', { name: title, exact: true }).getAttribute('href')
  return decodeURIComponent(href?.split('/').pop() ?? '')
}
