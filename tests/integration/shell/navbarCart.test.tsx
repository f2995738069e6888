import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { seedCartLine } from '@mocks/db'
import { server } from '@mocks/node'
import { renderApp } from '../../utils/renderApp'

/**
 * The navbar reads the cart on every storefront page for a member. When that read fails, the
 * member hears it (spec §8 取得購物車列表失敗) on any page, once per failure, instead of seeing a
 * badge of 0 while the cart has lines.
 */

const CHEESE_CREPE = '-OBfast0000000000001'

function failCartReads() {
  server.use(
    http.get('*/v2/api/:apiPath/cart', () =>
      HttpResponse.json({ success: false, message: '伺服器暫時無法回應' }, { status: 500 }),
    ),
  )
}

async function dismissFailure(user: { click: (element: Element) => Promise<void> }) {
  const dialog = await screen.findByRole('dialog', { name: '取得購物車列表失敗' })
  expect(dialog).toHaveAccessibleDescription('暫時無法載入購物車，請稍後再試一次。')
  await user.click(within(dialog).getByRole('button', { name: '確定' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

describe('the navbar cart', () => {
  it('says so on any page when the cart cannot be read, and once: the cart page does not say it again', async () => {
    await seedCartLine(CHEESE_CREPE, 2)
    failCartReads()
    const { user, router } = renderApp('/products', { member: true })
    await dismissFailure(user)

    // The cart page watches the same read; it shows its error state, and no second dialog.
    await act(() => router.navigate('/cart'))
    expect(await screen.findByRole('button', { name: '重新載入' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    // Once the cart can be read again, the badge shows its line.
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: '重新載入' }))
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()
  })

  it('says so again for a later failure, after a success: the cart re-read after adding a product fails', async () => {
    const { user } = renderApp('/products', { member: true })
    expect(await screen.findByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()

    failCartReads()
    await user.click(await screen.findByRole('button', { name: '加入購物車：起司蛋餅' }))
    await dismissFailure(user)
  })
})

describe("the cart's screen drawn ahead", () => {
  it('is drawn once, hidden, when the cart page is prefetched, and then gone: nothing of it shows or is announced', async () => {
    await seedCartLine(CHEESE_CREPE, 2)
    renderApp(`/products/${CHEESE_CREPE}`, { member: true })
    const cart = await screen.findByRole('button', { name: '購物車，共 1 項商品' })

    // Every cart heading put into the page from now on, and whether it showed when it came.
    const drawn = new Map<Element, { shown: boolean }>()
    const watcher = new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1'))
        if (heading.textContent === '購物車' && !drawn.has(heading))
          drawn.set(heading, { shown: isShown(heading) })
    })
    watcher.observe(document.body, { childList: true, subtree: true })
    try {
      // Focus on the navbar's cart is intent: the cart page is prefetched, and its screen drawn.
      await act(async () => cart.focus())
      await waitFor(() => expect([...drawn.values()]).toEqual([{ shown: false }]))
      expect(screen.queryByRole('heading', { name: '購物車' })).not.toBeInTheDocument()
      // Once drawn, it goes: the page keeps only its own heading.
      await waitFor(() =>
        expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
          '起司蛋餅',
        ]),
      )
      // Once: intent shown again draws nothing more.
      await act(async () => cart.blur())
      await act(async () => cart.focus())
      expect(drawn.size).toBe(1)
    } finally {
      watcher.disconnect()
    }
  })
})

/** An element shows unless it or an ancestor is `display: none` (how a hidden Activity hides). */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).display === 'none') return false
  return true
}
