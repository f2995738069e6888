import { expect, type Page } from '@playwright/test'
import {
  appears,
  holdScripts,
  signInAsAdmin,
  startAsAdmin,
  startAsDemoMember,
  test,
  toast,
  watchPage,
} from './support'

/**
 * The shop keeps its word through faults, in Chromium against the demo (its fake is the shop's
 * server, and as unreachable offline as the real API would be): the browser's own offline mode
 * (`context.setOffline`), a throttled network (CDP), a full or refusing storage (an init script),
 * damaged stored data, two tabs for stale data, and reloads at every step. Each checks what the
 * shopper sees and what the API holds afterwards (read through the page, as the shop reads it).
 */

const SHOP_API = 'https://ec-course-api.hexschool.io/v2/api/breakfast'
const CRÊPE = '-OBfast0000000000001' // 起司蛋餅 NT$55
const SANDWICH = '-OBfast0000000000002' // 總匯三明治 NT$75
const SCENARIO_KEY = 'breakfast-fake-scenario/v1'

interface CartBody {
  carts: Array<{ product_id: string; qty: number; product: { price: number } }>
  final_total: number
}
interface OrderBody {
  id: string
  total: number
  is_paid: boolean
  create_at: number
  user: { member?: string }
}

/** What the API holds, read as the shop reads it (through the page: the demo's fake answers). */
function api<T>(page: Page, path: string, key: string): Promise<T> {
  return page.evaluate(
    async ({ url, key }) => ((await (await fetch(url)).json()) as Record<string, unknown>)[key],
    { url: `${SHOP_API}/${path}`, key },
  ) as Promise<T>
}
const cartOf = async (page: Page) =>
  (await api<{ data: CartBody }>(page, 'cart', 'data')) as unknown as CartBody
/** The shop's newest orders (the first page of the list). */
const ordersOf = (page: Page) => api<OrderBody[]>(page, 'orders', 'orders')
/** The ids of the newest orders, to tell afterwards which orders are new. */
const newestOrderIds = async (page: Page) => (await ordersOf(page)).map((order) => order.id)
/** The orders placed since `before` was read (newest first). */
async function ordersSince(page: Page, before: string[]): Promise<OrderBody[]> {
  return (await ordersOf(page)).filter((order) => !before.includes(order.id))
}

/** The page has hydrated and its lazy parts have loaded (the demo's developer tab shows then). */
async function settled(page: Page) {
  await expect(page.getByRole('button', { name: '開發工具' })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** Sets the fake's scenario for the next page load, as the dev panel does. */
function useScenario(page: Page, name: string, latencyMs = 0) {
  return page.evaluate(({ key, scenario }) => localStorage.setItem(key, JSON.stringify(scenario)), {
    key: SCENARIO_KEY,
    scenario: { name, failure: null, latencyMs },
  })
}

/** The demo member, signed in, with 起司蛋餅 added from the list. */
async function memberWithCrepeInCart(page: Page) {
  await startAsDemoMember(page)
  await page.goto('/products')
  await settled(page)
  await addFromList(page, '起司蛋餅')
}

async function openDevPanel(page: Page) {
  await page.getByRole('button', { name: '開發工具', exact: true }).click()
  await expect(page.getByRole('region', { name: '假後端開發工具' })).toBeVisible()
}

async function closeDevPanel(page: Page) {
  await page.getByRole('button', { name: '關閉開發工具' }).click()
  await expect(page.getByRole('region', { name: '假後端開發工具' })).toBeHidden()
}

async function addFromList(page: Page, title: string) {
  await page.getByRole('button', { name: `加入購物車：${title}` }).click()
  await toast(page, '商品已加入購物車!')
}

async function fillCheckout(page: Page, payment: string) {
  await page.getByRole('textbox', { name: /^電話/ }).fill('0912345678')
  await page.getByRole('radio', { name: '宅配' }).check()
  await page.getByRole('radio', { name: payment }).check()
  if (payment !== '信用卡') return
  await page.getByRole('textbox', { name: /卡號/ }).fill('4111 1111 1111 1111')
  await page.getByRole('textbox', { name: /有效期限/ }).fill('12/29')
  await page.getByRole('textbox', { name: /安全碼/ }).fill('987')
}

/** Records every POST cart (an add) the page sends. */
function cartPosts(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v2\/api\/breakfast\/cart$/.test(request.url()))
      posts.push(request.url())
  })
  return posts
}

/** Accepts every dialog of the browser's own (an alert) the page opens, and records its text. */
function browserAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message())
    void dialog.accept()
  })
  return alerts
}

const pressCheckout = (page: Page) => page.getByRole('button', { name: '結帳', exact: true }).last().click()

/** Records every POST order the page sends. */
function orderPosts(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v2\/api\/breakfast\/order$/.test(request.url()))
      posts.push(request.url())
  })
  return posts
}

test.describe('offline moments', () => {
  test('offline before the page has hydrated: 加入購物車 says why; once its scripts run, the add is made once and confirmed', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await startAsDemoMember(page)
    await page.goto('/products')
    await settled(page)
    const posted = cartPosts(page)
    const releaseScripts = await holdScripts(page)
    await page.reload({ waitUntil: 'commit' })
    const add = page.getByRole('button', { name: '加入購物車：起司蛋餅' })
    await expect(add).toBeVisible()

    await page.context().setOffline(true)
    await add.click()
    const notice = page.getByRole('status').filter({ hasText: '目前離線，頁面還沒載入完成' })
    await expect(notice).toBeVisible()
    expect(posted).toEqual([])

    // Back online, the scripts arrive: the held press runs, once, and confirms itself; the notice
    // is gone.
    await page.context().setOffline(false)
    releaseScripts()
    await toast(page, '商品已加入購物車!')
    await expect(notice).toHaveCount(0)
    const cart = await cartOf(page)
    expect(cart.carts.map((line) => [line.product_id, line.qty])).toEqual([[CRÊPE, 1]])
    expect(posted).toHaveLength(1)
    noConsoleErrors()
  })

  test('offline before the list has loaded what sends an add: an add says nothing was added and asks for no code; back online the next add is sent once and confirmed', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    const alerts = browserAlerts(page)
    // A page busy until the connection drops: the browser never finds it idle, so what sends an
    // add (loaded once the page is idle and online) is not in yet. The idle work is kept and run
    // when the test says the page is idle at last.
    await page.addInitScript(() => {
      const waiting: IdleRequestCallback[] = []
      Object.assign(window, {
        requestIdleCallback: (work: IdleRequestCallback) => waiting.push(work),
        cancelIdleCallback: () => {},
        __idleAtLast: () => {
          for (const work of waiting.splice(0))
            work({ didTimeout: false, timeRemaining: () => 50 } as IdleDeadline)
        },
      })
    })
    let navigatorOnline = true
    const codeAsked: boolean[] = []
    page.on('request', (request) => {
      if (/\/assets\/sendToCart-[^/]*\.js$/.test(request.url())) codeAsked.push(navigatorOnline)
    })
    const posted = cartPosts(page)
    await startAsDemoMember(page)
    await page.goto('/products')
    await settled(page)
    expect(codeAsked).toEqual([])

    navigatorOnline = false
    await page.context().setOffline(true)
    await expect(page.getByText('目前離線')).toBeVisible()
    await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
    await expect.poll(() => alerts.join('\n')).toContain('目前無法連上網路，商品尚未加入購物車。')
    expect(alerts[0]).toContain('無法加入購物車')
    // The page is idle now, still offline: the code is not asked for (a browser would keep a
    // failed load as failed for the page's life).
    await page.evaluate(() => (window as unknown as { __idleAtLast: () => void }).__idleAtLast())
    expect(codeAsked).toEqual([])
    expect(posted).toEqual([])

    navigatorOnline = true
    await page.context().setOffline(false)
    await expect(page.getByText('已恢復連線')).toBeVisible()
    const added = appears(page, '商品已加入購物車!')
    await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
    await added
    const cart = await cartOf(page)
    expect(cart.carts.map((line) => [line.product_id, line.qty])).toEqual([[CRÊPE, 1]])
    expect(posted).toHaveLength(1)
    expect(codeAsked).toEqual([true])
    noConsoleErrors()
  })

  test('the shell says so; an add says it was not sent; a toast still shows; back online an add confirms itself', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    const alerts = browserAlerts(page)
    await startAsDemoMember(page)
    // What sends an add is loaded once the page is idle, before any add: an add pressed offline
    // later in the visit has its code and says why, and the next one is sent once back online.
    const addCodeLoaded = page.waitForResponse(/\/assets\/sendToCart-[^/]*\.js$/)
    await page.goto('/products')
    await settled(page)
    await addCodeLoaded

    await page.context().setOffline(true)
    await expect(page.getByText('目前離線')).toBeVisible()
    // Offline, the MUI dialog's code cannot load: the browser's own dialog says the same.
    await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
    await expect.poll(() => alerts.join('\n')).toContain('目前沒有網路連線，這個請求沒有送出')
    expect(alerts[0]).toContain('加入購物車失敗，請再試一次')
    // A heart needs no network: its toast shows though notistack cannot load (in plain HTML).
    const hearted = appears(page, '已加入收藏!')
    await page.getByRole('button', { name: '收藏「總匯三明治」' }).click()
    await hearted

    await page.context().setOffline(false)
    await expect(page.getByText('已恢復連線')).toBeVisible()
    await expect(page.getByText('目前離線')).toHaveCount(0)
    // The add confirms itself (in plain HTML if this page could not load notistack: a browser
    // remembers a module that failed to load for the page's life).
    const added = appears(page, '商品已加入購物車!')
    await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
    await added
    const cart = await cartOf(page)
    expect(cart.carts.map((line) => [line.product_id, line.qty])).toEqual([[CRÊPE, 1]])
    noConsoleErrors()
  })

  test('on a throttled network the first toast of the visit, 結帳 and its result all arrive, one order', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await startAsDemoMember(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    // A slow mobile connection: every script, style and picture crawls.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    })
    const posts = orderPosts(page)
    await page.goto('/products')
    await settled(page)
    const before = await newestOrderIds(page)
    await addFromList(page, '起司蛋餅')
    await page.goto('/checkout')
    await settled(page)
    await fillCheckout(page, '貨到付款')
    await pressCheckout(page)
    await expect(page).toHaveURL(/\/checkout-success$/)
    await expect(page.getByText('訂單建立成功')).toBeVisible()
    await expect(page.getByText('貨到付款').first()).toBeVisible()
    expect(posts).toHaveLength(1)
    expect(await ordersSince(page, before)).toHaveLength(1)
    noConsoleErrors()
  })

  test('offline at the moment of 結帳: nothing is sent and the page says so; back online, one order', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await memberWithCrepeInCart(page)
    await page.goto('/checkout')
    await settled(page)
    await fillCheckout(page, '貨到付款')
    const posts = orderPosts(page)
    const before = await newestOrderIds(page)

    await page.context().setOffline(true)
    await pressCheckout(page)
    await expect(page.getByText('目前沒有網路連線，訂單沒有送出。連線恢復後請再按一次結帳。')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('textbox', { name: /^電話/ })).toHaveValue('0912345678')
    expect(posts).toEqual([])

    await page.context().setOffline(false)
    await expect(page.getByText('已恢復連線')).toBeVisible()
    expect(await ordersSince(page, before)).toHaveLength(0)
    await pressCheckout(page)
    await expect(page.getByText('訂單建立成功')).toBeVisible()
    expect(posts).toHaveLength(1)
    expect(await ordersSince(page, before)).toHaveLength(1)
    noConsoleErrors()
  })

  test('the connection drops while the order is on its way: no offline page, no guess; back online it is found, paid and shown, once', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await memberWithCrepeInCart(page)
    // Every call to the fake takes 3 s: 1.5 s on the way in, 1.5 s for the answer to come back.
    await useScenario(page, 'slow-network', 3000)
    await page.goto('/checkout')
    await settled(page)
    await fillCheckout(page, 'LINE Pay')
    const posts = orderPosts(page)
    const before = await newestOrderIds(page)
    const storedOrders = () =>
      page.evaluate(
        () =>
          Object.keys(localStorage).filter((key) => key.startsWith('breakfast-fake/v2/breakfast/orders/'))
            .length,
      )
    const stored = await storedOrders()
    // The developer panel's code is fetched while online (it is opened again offline below).
    await openDevPanel(page)
    await closeDevPanel(page)

    await pressCheckout(page)
    // The order is placed; the connection drops while its answer is on the way back.
    await expect.poll(storedOrders, { intervals: [50] }).toBe(stored + 1)
    await page.context().setOffline(true)
    await expect(page.getByText('還無法確認訂單是否成立')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)

    // The network is quick again: back online, the member's orders are read, the order is paid
    // and read.
    await openDevPanel(page)
    await page.getByRole('combobox', { name: '網路延遲' }).click()
    await page.getByRole('option', { name: '無延遲' }).click()
    await closeDevPanel(page)
    await page.context().setOffline(false)
    await expect(page).toHaveURL(/\/checkout-success$/)
    await expect(page.getByText(/付款時間：\d/)).toBeVisible()
    expect(posts).toHaveLength(1)
    await useScenario(page, 'default')
    await page.reload()
    await settled(page)
    const placed = await ordersSince(page, before)
    expect(placed).toHaveLength(1)
    expect(placed[0]).toMatchObject({ is_paid: true, total: 55 })
    noConsoleErrors()
  })

  test('the pages after 結帳 are ready before it is pressed: offline, their code still loads', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await startAsDemoMember(page)
    await page.goto('/checkout')
    await settled(page)
    await page.context().setOffline(true)
    const loaded = await page.evaluate(async () => {
      const { routes } = (
        window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }
      ).__reactRouterManifest
      const results: string[] = []
      for (const id of ['routes/checkout-success', 'routes/checkout-fail', 'routes/orders']) {
        try {
          await import(/* @vite-ignore */ routes[id].module)
          results.push(`${id}: loaded`)
        } catch {
          results.push(`${id}: missing`)
        }
      }
      return results
    })
    expect(loaded).toEqual([
      'routes/checkout-success: loaded',
      'routes/checkout-fail: loaded',
      'routes/orders: loaded',
    ])
    noConsoleErrors()
  })

  test('back office after an offline spell: a delete still offers 復原 for 5 s, and 復原 keeps the product', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    const deletes: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url())
    })
    await page.clock.install()
    await startAsAdmin(page)
    await settled(page)
    const table = page.getByRole('table', { name: '商品列表' })
    const remove = async (title: string) => {
      await table.getByRole('button', { name: `刪除「${title}」` }).click()
      await page.getByRole('alertdialog', { name: '刪除產品' }).getByRole('button', { name: '刪除' }).click()
      await expect(table.getByText(title, { exact: true })).toHaveCount(0)
    }

    await expect(table.getByText('總匯三明治', { exact: true })).toBeVisible()
    // Offline, the first toast of the visit cannot load notistack: 復原 is offered all the same.
    await page.context().setOffline(true)
    await remove('總匯三明治')
    await page.getByRole('button', { name: '復原' }).click()
    await expect(table.getByText('總匯三明治', { exact: true })).toBeVisible()

    await page.context().setOffline(false)
    await expect(page.getByText('已恢復連線')).toBeVisible()
    await remove('起司蛋餅')
    await page.getByRole('button', { name: '復原' }).click()
    await expect(table.getByText('起司蛋餅', { exact: true })).toBeVisible()
    await page.clock.fastForward(5_000)
    expect(deletes).toEqual([])
    const onSale = await api<Array<{ id: string }>>(page, 'products/all', 'products')
    expect(onSale.map((product) => product.id)).toEqual(expect.arrayContaining([CRÊPE, SANDWICH]))
    noConsoleErrors()
  })
})

test.describe('storage faults', () => {
  /** From the next page load on, every localStorage and sessionStorage write throws (a full quota). */
  async function fillTheQuota(page: Page) {
    await page.context().addInitScript(() => {
      if (!localStorage.getItem('e2e-quota-full')) return
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await page.evaluate(() => localStorage.setItem('e2e-quota-full', '1'))
  }

  test('a full quota: the fake answers the add as a full disk and the shopper is told; a heart stays for the visit with a note; nothing claimed is lost on reload', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await startAsDemoMember(page)
    await fillTheQuota(page)
    await page.goto('/products')
    await settled(page)

    await page.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
    const dialog = page.getByRole('dialog', { name: '加入購物車失敗，請再試一次' })
    await expect(dialog).toContainText('儲存空間已滿，這次的變更沒有儲存')
    await dialog.getByRole('button', { name: '確定' }).click()
    // The demo's developer panel says why, with a way out.
    await expect(page.getByRole('alert').filter({ hasText: '示範資料無法儲存' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: '購物車，共 0 項商品' })).toBeVisible()

    const heart = page.getByRole('button', { name: '收藏「起司蛋餅」' })
    await heart.click()
    await toast(page, '已加入收藏，但這個瀏覽器無法儲存，關閉頁面後就會消失')
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('alert', { name: '瀏覽器無法儲存資料' })).toContainText('「我的收藏」')

    await page.reload()
    await settled(page)
    expect((await cartOf(page)).carts).toEqual([])
    await expect(page.getByRole('button', { name: '收藏「起司蛋餅」' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    noConsoleErrors()
  })

  test('damaged stored data: the page still works, and each store offers a reset that works', async ({
    page,
  }) => {
    const { noConsoleErrors } = watchPage(page)
    await startAsDemoMember(page)
    await settled(page)
    await page.evaluate((crepe) => {
      localStorage.setItem('favorites', '{"-OBfast00000000000')
      localStorage.setItem(`breakfast-fake/v2/breakfast/products/${crepe}`, '1|{"title":"起司')
    }, CRÊPE)

    await page.goto('/favorites')
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible()
    const favourites = page.getByRole('alert', { name: '我的收藏無法讀取' })
    await favourites.getByRole('button', { name: '重設我的收藏' }).click()
    await expect(favourites).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull()

    const fake = page.getByRole('alert').filter({ hasText: '部分示範資料無法讀取' })
    await expect(fake).toContainText('1 筆')
    expect(
      (await api<Array<{ id: string }>>(page, 'products/all', 'products')).map((p) => p.id),
    ).not.toContain(CRÊPE)
    await fake.getByRole('button', { name: '重設示範資料' }).click()
    await settled(page)
    await expect(page.getByRole('alert').filter({ hasText: '部分示範資料無法讀取' })).toHaveCount(0)
    expect((await api<Array<{ id: string }>>(page, 'products/all', 'products')).map((p) => p.id)).toContain(
      CRÊPE,
    )
    noConsoleErrors()
  })
})

test.describe('stale carts, the owner in another tab', () => {
  for (const [mode, scenario] of [
    ['snapshot', 'default'],
    ['live', 'live-cart-products'],
  ] as const) {
    test(`${mode} cart lines: a lowered price shows as changed, a product off sale is marked; checkout waits until both are settled, and the order charges the new price`, async ({
      context,
    }) => {
      const shopper = await context.newPage()
      const owner = await context.newPage()
      const watches = [watchPage(shopper), watchPage(owner)]
      await startAsDemoMember(shopper)
      await useScenario(shopper, scenario)
      await shopper.goto('/products')
      await settled(shopper)
      await shopper.getByRole('button', { name: '加入購物車：起司蛋餅' }).click()
      await toast(shopper, '商品已加入購物車!')
      await shopper.getByRole('button', { name: '加入購物車：總匯三明治' }).click()
      await toast(shopper, '商品已加入購物車!')
      await shopper.goto('/cart')
      await expect(shopper.getByRole('region', { name: '訂單摘要' })).toContainText('NT$130')

      // The owner, in another tab: 起司蛋餅 down to NT$40, 總匯三明治 off sale.
      await signInAsAdmin(owner)
      const table = owner.getByRole('table', { name: '商品列表' })
      await table.getByRole('button', { name: '編輯「起司蛋餅」' }).click()
      const form = owner.getByRole('dialog', { name: '編輯產品' })
      await form.getByRole('spinbutton', { name: /^售價/ }).fill('40')
      await form.getByRole('button', { name: '確認' }).click()
      await toast(owner, '編輯產品成功!')
      await table.getByRole('button', { name: '編輯「總匯三明治」' }).click()
      await form.getByRole('checkbox', { name: '是否啟用' }).uncheck()
      await form.getByRole('button', { name: '確認' }).click()
      await toast(owner, '編輯產品成功!')

      // The shopper goes on to checkout: the cart is read afresh there.
      await shopper.bringToFront()
      await shopper.goto('/checkout')
      const summary = shopper.getByRole('region', { name: '訂單摘要' })
      await expect(summary.getByText('有 1 項商品已下架')).toBeVisible()
      await expect(summary.getByText('有 1 項商品的價格已變動')).toBeVisible()
      await expect(summary.locator('del').filter({ hasText: 'NT$55' })).toBeVisible()
      await expect(shopper.getByRole('button', { name: '結帳', exact: true }).last()).toBeDisabled()

      await summary.getByRole('button', { name: '移除已下架商品' }).click()
      await expect(summary.getByText('有 1 項商品已下架')).toHaveCount(0)
      await summary.getByRole('button', { name: '確認新價格' }).click()
      await expect(summary.getByText('有 1 項商品的價格已變動')).toHaveCount(0)
      await expect(summary).toContainText('NT$40')
      const cart = await cartOf(shopper)
      expect(cart.carts.map((line) => [line.product_id, line.qty, line.product.price])).toEqual([
        [CRÊPE, 1, 40],
      ])

      await fillCheckout(shopper, '貨到付款')
      await pressCheckout(shopper)
      await expect(shopper.getByText('訂單建立成功')).toBeVisible()
      expect((await ordersOf(shopper))[0]).toMatchObject({ total: 40 })
      for (const { noConsoleErrors } of watches) noConsoleErrors()
    })
  }
})

test('reloads, Back and Forward at every step (cart, checkout, paying, the result, 我的訂單): no error, no hydration mismatch, one order', async ({
  page,
}) => {
  const { noConsoleErrors } = watchPage(page)
  await startAsDemoMember(page)
  await page.goto('/products')
  await settled(page)
  await addFromList(page, '起司蛋餅')
  const posts = orderPosts(page)
  const before = await newestOrderIds(page)

  const reloadAndCheck = async (check: () => Promise<void>) => {
    await page.reload()
    await settled(page)
    await check()
  }
  await page.goto('/cart')
  const cartHas = () =>
    expect(page.getByRole('region', { name: '購物車內容' }).getByText('起司蛋餅')).toBeVisible()
  await cartHas()
  await reloadAndCheck(cartHas)

  await page.getByRole('link', { name: '前往結帳' }).first().click()
  await expect(page).toHaveURL(/\/checkout$/)
  const form = () => expect(page.getByRole('textbox', { name: /^電話/ })).toBeVisible()
  await reloadAndCheck(form)
  await page.goBack()
  await cartHas()
  await page.goForward()
  await form()

  // Paying: the reload comes while the payment runs (the fake answers after 1.5 s).
  await useScenario(page, 'slow-network', 1500)
  await reloadAndCheck(form)
  await fillCheckout(page, '信用卡')
  const paying = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/pay\//.test(request.url()),
  )
  page.once('dialog', (dialog) => void dialog.accept()) // the browser asks before leaving while 結帳 runs
  await pressCheckout(page)
  await paying
  await page.reload()
  await settled(page)
  await expect(page.getByText('這次結帳的訂單已成立')).toBeVisible()
  await useScenario(page, 'default')
  await page.getByRole('link', { name: '查看訂單結果' }).click()
  await expect(page).toHaveURL(/\/checkout-success$/)
  const result = () => expect(page.getByText('訂單建立成功')).toBeVisible()
  await result()
  await reloadAndCheck(result)
  await page.goBack()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByText('這次結帳的訂單已成立')).toBeVisible()
  await page.goForward()
  await result()

  await page.getByRole('link', { name: '查看訂單' }).click()
  await expect(page).toHaveURL(/\/orders\/.+/)
  const orderPage = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await reloadAndCheck(orderPage)
  await page.goto('/orders')
  const list = () => expect(page.getByRole('heading', { level: 1, name: '我的訂單' })).toBeVisible()
  await reloadAndCheck(list)
  await page.goBack()
  await orderPage()
  await page.goForward()
  await list()
  await settled(page)

  expect(posts).toHaveLength(1)
  expect(await ordersSince(page, before)).toHaveLength(1)
  noConsoleErrors()
})
