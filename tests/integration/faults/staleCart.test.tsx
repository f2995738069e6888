import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { byId, cartView, seedCartLine, shop } from '@mocks/db'
import { applyScenario } from '@mocks/scenarios'
import { replaceRecord, store } from '@mocks/store'
import { recordCourseApiRequests } from '../../utils/courseApiRequests'
import { renderApp } from '../../utils/renderApp'

/**
 * Stale carts are shown, not hidden: the owner changes a price or takes a product off sale while
 * the shopper has it in the cart. Both ways the fake can keep a cart line's product — a snapshot
 * (default) or live (the live-cart-products scenario) — and what the API holds afterwards.
 */

const CRÊPE = '-OBfast0000000000001' // 起司蛋餅 NT$55
const SANDWICH = '-OBfast0000000000002' // 總匯三明治 NT$75

const sent = recordCourseApiRequests()
const orderPosts = () => sent.filter((r) => r.method === 'POST' && r.path === '/v2/api/breakfast/order')

/** The owner, in the back office of another tab. */
function ownerSets(id: string, changes: Record<string, unknown>) {
  return store.transaction('write', async () => {
    const product = byId(shop().products, id)!
    await replaceRecord(shop().products, product, { ...product, ...changes })
  })
}

/** The product goes, but (as the real API may do) its cart lines stay. */
function ownerDeletesKeepingLines(id: string) {
  return store.transaction('write', () => {
    shop().products.delete((query) => query.where((product) => product.id === id))
  })
}

const apiCart = () => store.transaction('read', () => cartView(shop()))
const lines = () => screen.getByRole('region', { name: '購物車內容' })
const summary = () => screen.getByRole('region', { name: '訂單摘要' })
const totalShown = () =>
  within(summary()).getByText('總計', { selector: 'dt' }).nextElementSibling?.textContent

async function openCart() {
  const view = renderApp('/cart', { member: true })
  await screen.findByRole('heading', { level: 1, name: '購物車' })
  return view
}

describe('a price the owner changed', () => {
  it('snapshot lines: old struck, new shown, checkout waits; 確認新價格 re-adds the line at the new price', async () => {
    await seedCartLine(CRÊPE, 2)
    await ownerSets(CRÊPE, { price: 40 })
    const { user } = await openCart()

    expect(await within(lines()).findByText('有 1 項商品的價格已變動')).toBeInTheDocument()
    expect(within(lines()).getByText('NT$55', { selector: 'del' })).toBeInTheDocument()
    expect(within(lines()).getByText('單價 NT$40 / 份')).toBeInTheDocument()
    expect(within(lines()).getByText('價格已變動')).toBeInTheDocument()
    // The order would still charge 2 × 55: the total says so, and checking out waits.
    expect(totalShown()).toBe('NT$110')
    expect(screen.getByRole('button', { name: '前往結帳' })).toBeDisabled()

    await user.click(within(lines()).getByRole('button', { name: '確認新價格' }))
    await waitFor(() => expect(totalShown()).toBe('NT$80'))
    expect(within(lines()).queryByText('有 1 項商品的價格已變動')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '前往結帳' })).toBeInTheDocument()
    const cart = await apiCart()
    expect(cart.carts.map((line) => [line.product_id, line.qty, line.product.price])).toEqual([
      [CRÊPE, 2, 40],
    ])
    expect(cart.final_total).toBe(80)
  })

  it('live lines: the cart already charges the new price; it is shown as changed until the shopper accepts it', async () => {
    await applyScenario('live-cart-products')
    await seedCartLine(CRÊPE, 2)
    const first = await openCart()
    await waitFor(() => expect(totalShown()).toBe('NT$110'))
    first.unmount()

    await ownerSets(CRÊPE, { price: 40 })
    const { user } = await openCart()
    expect(await within(lines()).findByText('有 1 項商品的價格已變動')).toBeInTheDocument()
    expect(within(lines()).getByText('NT$55', { selector: 'del' })).toBeInTheDocument()
    expect(totalShown()).toBe('NT$80')
    expect(screen.getByRole('button', { name: '前往結帳' })).toBeDisabled()

    const writes = sent.length
    await user.click(within(lines()).getByRole('button', { name: '確認新價格' }))
    await waitFor(() =>
      expect(within(lines()).queryByText('有 1 項商品的價格已變動')).not.toBeInTheDocument(),
    )
    // Nothing to re-add: the API already charges 40.
    expect(sent.slice(writes).filter((request) => request.method !== 'GET')).toEqual([])
    expect((await apiCart()).final_total).toBe(80)
  })
})

describe('a product taken off sale', () => {
  it.each([
    ['switched off', () => ownerSets(SANDWICH, { is_enabled: 0 })],
    ['deleted (its line kept)', () => ownerDeletesKeepingLines(SANDWICH)],
  ])('%s: marked 已下架, checkout waits, one click removes it', async (_, takeOff) => {
    await seedCartLine(CRÊPE, 1)
    await seedCartLine(SANDWICH, 1)
    await takeOff()
    const { user } = await openCart()

    expect(await within(lines()).findByText('有 1 項商品已下架')).toBeInTheDocument()
    expect(within(lines()).getByText('已下架')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '前往結帳' })).toBeDisabled()
    await user.click(within(lines()).getByRole('button', { name: '移除已下架商品' }))
    await waitFor(() => expect(within(lines()).queryByText('已下架')).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: '前往結帳' })).toBeInTheDocument()
    expect((await apiCart()).carts.map((line) => line.product_id)).toEqual([CRÊPE])
  })
})

describe('at 結帳', () => {
  it.each([
    ['snapshot', 'default'],
    ['live', 'live-cart-products'],
  ] as const)(
    '%s lines: stops to ask when the price changed while the form was filled, and charges what the shopper then accepted',
    async (_, scenario) => {
      await applyScenario(scenario)
      await seedCartLine(CRÊPE, 2)
      const { user } = renderApp('/checkout', { member: true })
      await screen.findByRole('heading', { level: 1, name: '結帳' })
      const summaryRegion = await screen.findByRole('region', { name: '訂單摘要' })
      await within(summaryRegion).findByText('起司蛋餅')
      await user.click(screen.getByRole('textbox', { name: /^電話/ }))
      await user.paste('0912345678')
      await user.click(screen.getByRole('radio', { name: '宅配' }))
      await user.click(screen.getByRole('radio', { name: '貨到付款' }))

      await ownerSets(CRÊPE, { price: 40 })
      await user.click(screen.getByRole('button', { name: '結帳' }))
      expect(
        await screen.findByText(
          '購物車的內容或價格剛剛有變動，訂單還沒有送出。請確認更新後的內容，再按一次結帳。',
        ),
      ).toBeInTheDocument()
      expect(orderPosts()).toEqual([])
      expect(await within(summaryRegion).findByText('NT$55', { selector: 'del' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: '結帳' })).toBeDisabled()

      await user.click(within(summaryRegion).getByRole('button', { name: '確認新價格' }))
      await waitFor(() => expect(screen.getByRole('button', { name: '結帳' })).toBeEnabled())
      await user.click(screen.getByRole('button', { name: '結帳' }))
      expect(await screen.findByText('訂單建立成功')).toBeInTheDocument()
      expect(orderPosts()).toHaveLength(1)
      const [order] = shop()
        .orders.all()
        .slice()
        .sort((a, b) => Number(b.create_at) - Number(a.create_at))
      expect(order.total).toBe(80)
    },
  )
})
