import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetMockDb, server } from '../../../mocks/node'
import { seedProducts } from '../../../mocks/seed/products'
import { renderApp } from '../../utils/renderApp'

const cheese = seedProducts[0] // 起司蛋餅, 蛋餅, NT$55 (was NT$65)
const onSale = seedProducts.filter((p) => p.is_enabled === 1)
const disabled = seedProducts.find((p) => p.is_enabled === 0)!

// The page is hidden from the accessibility tree while a dialog is open: look behind it too.
const addButton = (title: string) =>
  screen.getByRole('button', { name: `加入購物車：${title}`, hidden: true })
const heart = (title: string) => screen.getByRole('button', { name: `收藏「${title}」`, hidden: true })
const productHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

/**
 * jsdom has no media queries: the list is in its phone layout, where the categories and filters
 * open in a drawer from the 篩選條件 button (the side column of wide screens is hidden).
 */
async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  const button = await screen.findByRole('button', { name: /^篩選條件/ })
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button)
  return within(await screen.findByRole('dialog', { name: '篩選條件' }))
}

/** Records every add-to-cart request body the app sends. */
function recordCartPosts() {
  const bodies: unknown[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/cart')) {
      bodies.push(await request.clone().json())
    }
  }
  server.events.on('request:start', listener)
  return bodies
}

afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

describe('product list', () => {
  it('shows the banner, the categories and every product on sale with its prices', async () => {
    const { user } = renderApp('/products')
    expect(await screen.findByRole('heading', { level: 1, name: '全部商品' })).toBeInTheDocument()
    // Full-screen spinner while loading.
    expect(await screen.findByRole('progressbar', { name: '載入中' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 3, name: cheese.title })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: '載入中' })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 2, name: '全部' })).toBeInTheDocument()
    expect(document.title).toBe('全部商品｜早餐店')

    const drawer = await openFilters(user)
    const categories = within(drawer.getByRole('group', { name: '產品分類' }))
    const categoryButtons = ['全部', '蛋餅', '吐司與三明治', '飯糰與米食', '漢堡與點心', '飲品']
    expect(categories.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(categoryButtons),
    )
    expect(categories.getByRole('button', { name: '全部', pressed: true })).toBeInTheDocument()

    // Every product on sale, none disabled.
    expect(screen.getAllByRole('article')).toHaveLength(onSale.length)
    expect(screen.queryByText(disabled.title)).not.toBeInTheDocument()
    expect(screen.getByText(`共 ${onSale.length} 項商品`)).toBeInTheDocument()

    const card = screen.getByRole('heading', { level: 3, name: cheese.title }).closest('article')!
    expect(within(card).getByRole('link', { name: cheese.title })).toHaveAttribute(
      'href',
      `/products/${cheese.id}`,
    )
    expect(within(card).getByText('NT$55')).toBeInTheDocument()
    expect(within(card).getByText('NT$65').tagName).toBe('DEL')
    expect(within(card).getByText('原價')).toBeInTheDocument()
    const image = within(card).getByRole('img', { name: cheese.title })
    expect(image).toHaveAttribute('src', cheese.imageUrl)
    expect(image).toHaveAttribute('height', '600')
  })

  it('filters by category, keeps it in the URL and goes back to all', async () => {
    const { user, router } = renderApp('/products')
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    const drawer = await openFilters(user)

    await user.click(drawer.getByRole('button', { name: '飲品' }))
    const drinks = onSale.filter((p) => p.category === '飲品').map((p) => p.title)
    await waitFor(() => expect(productHeadings()).toEqual(drinks))
    expect(drawer.getByRole('button', { name: '飲品', pressed: true })).toBeInTheDocument()
    // The heading names the category, and so does the document.
    expect(screen.getByRole('heading', { level: 2, name: '飲品' })).toBeInTheDocument()
    expect(document.title).toBe('飲品｜早餐店')
    expect(router.state.location.search).toBe(`?category=${encodeURIComponent('飲品')}`)

    // Back returns to all products.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(onSale.length))
    expect(screen.getByRole('heading', { level: 2, name: '全部' })).toBeInTheDocument()

    await user.click(drawer.getByRole('button', { name: '蛋餅' }))
    await waitFor(() =>
      expect(productHeadings()).toEqual(onSale.filter((p) => p.category === '蛋餅').map((p) => p.title)),
    )
    await user.click(drawer.getByRole('button', { name: '全部' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(onSale.length))
    expect(router.state.location.search).toBe('')
  })

  it('opens on the category named in the URL (a reload keeps the filter)', async () => {
    const { user } = renderApp(`/products?category=${encodeURIComponent('飯糰與米食')}`)
    const riceBalls = onSale.filter((p) => p.category === '飯糰與米食').map((p) => p.title)
    await waitFor(() => expect(productHeadings()).toEqual(riceBalls))
    expect(screen.getByRole('heading', { level: 2, name: '飯糰與米食' })).toBeInTheDocument()
    // The closed drawer's button counts what is chosen in it.
    expect(screen.getByRole('button', { name: /篩選條件\s*· 1/, expanded: false })).toBeInTheDocument()
    const drawer = await openFilters(user)
    expect(drawer.getByRole('button', { name: '飯糰與米食', pressed: true })).toBeInTheDocument()
  })

  it('counts the matching products in the drawer as each choice applies, then shows them', async () => {
    const { user, router } = renderApp('/products')
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    const drawer = await openFilters(user)
    expect(drawer.getByRole('button', { name: `顯示 ${onSale.length} 項結果` })).toBeInTheDocument()

    await user.click(drawer.getByRole('checkbox', { name: '不含蛋' }))
    const eggFree = onSale.filter((p) => !(p.allergens ?? ['egg']).includes('egg'))
    expect(await drawer.findByRole('button', { name: `顯示 ${eggFree.length} 項結果` })).toBeInTheDocument()
    await user.click(drawer.getByRole('button', { name: '飲品' }))
    const eggFreeDrinks = eggFree.filter((p) => p.category === '飲品')
    expect(eggFreeDrinks.length).toBeGreaterThan(0)
    expect(eggFreeDrinks.length).toBeLessThan(eggFree.length)
    const show = await drawer.findByRole('button', { name: `顯示 ${eggFreeDrinks.length} 項結果` })
    // Each choice went into the URL as it was made.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      free: 'egg',
      category: '飲品',
    })

    await user.click(show)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(productHeadings()).toEqual(eggFreeDrinks.map((p) => p.title))
    expect(screen.getByText(`共 ${eggFreeDrinks.length} 項商品`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /篩選條件\s*· 2/, expanded: false })).toHaveFocus()

    // Back steps out of the category, then the filter, as before the drawer.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(productHeadings()).toEqual(eggFree.map((p) => p.title)))
    // 全部清除 in the drawer: the category and every filter at once.
    const again = await openFilters(user)
    await user.click(again.getByRole('button', { name: '全部清除' }))
    expect(await again.findByRole('button', { name: `顯示 ${onSale.length} 項結果` })).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    await user.click(again.getByRole('button', { name: '關閉' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getAllByRole('article')).toHaveLength(onSale.length)
  })

  it('names the search, and the category it is searched in, in the heading and the title', async () => {
    const { user, router } = renderApp('/products')
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    await user.type(screen.getByRole('searchbox', { name: '搜尋商品' }), '蛋餅')
    expect(await screen.findByRole('heading', { level: 2, name: '「蛋餅」的搜尋結果' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('「蛋餅」的搜尋結果｜早餐店'))

    const drawer = await openFilters(user)
    await user.click(drawer.getByRole('button', { name: '飲品' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: '飲品：「蛋餅」的搜尋結果' }),
    ).toBeInTheDocument()
    await user.click(drawer.getByRole('button', { name: /^顯示 \d+ 項結果$/ }))

    // 清除全部條件: the plain list, named 全部 again.
    await user.click(screen.getByRole('button', { name: '清除全部條件' }))
    expect(await screen.findByRole('heading', { level: 2, name: '全部' })).toBeInTheDocument()
    expect(document.title).toBe('全部商品｜早餐店')
    expect(router.state.location.search).toBe('')
  })

  it('explains an unknown category and offers all products', async () => {
    const { user } = renderApp(`/products?category=${encodeURIComponent('宵夜')}`)
    expect(await screen.findByText('這個分類目前沒有商品')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '查看全部商品' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(onSale.length))
  })

  it('adds one item for a member, with a spinner, a toast and the navbar badge updated', async () => {
    const bodies = recordCartPosts()
    // Hold the fake's answer until the test has tried to add again.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/v2/api/:apiPath/cart', async () => {
        await held
      }),
    )
    const { user } = renderApp('/products', { member: true })
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    // The member's badge may be drawn twice (its lazy part replaces a stand-in with the same name).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument(),
    )

    await user.click(addButton(cheese.title))
    // While the request runs the button spins and is disabled: a second click adds nothing.
    expect(addButton(cheese.title)).toBeDisabled()
    expect(within(addButton(cheese.title)).getByRole('progressbar')).toBeInTheDocument()
    await user.dblClick(addButton(cheese.title)).catch(() => {}) // pointer-events: none while disabled
    release()

    expect(await screen.findByText('商品已加入購物車!')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()
    await waitFor(() => expect(addButton(cheese.title)).toBeEnabled())
    expect(bodies).toEqual([{ data: { product_id: cheese.id, qty: 1 } }])
  })

  it('shows the error dialog when adding fails, and the button works again', async () => {
    server.use(
      http.post('*/v2/api/:apiPath/cart', () =>
        HttpResponse.json({ success: false, message: '伺服器忙碌中' }, { status: 500 }),
      ),
    )
    const { user } = renderApp('/products', { member: true })
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    await user.click(addButton(cheese.title))

    const dialog = await screen.findByRole('dialog', { name: '加入購物車失敗，請再試一次' })
    expect(within(dialog).getByText('伺服器忙碌中')).toBeInTheDocument()
    // No spinner left spinning behind the dialog.
    await waitFor(() => expect(addButton(cheese.title)).toBeEnabled())
    expect(within(addButton(cheese.title)).queryByRole('progressbar', { hidden: true })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('商品已加入購物車!')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '購物車，共 0 項商品' })).toBeInTheDocument()
  })

  it('asks a visitor to log in before adding, then goes to /login', async () => {
    const bodies = recordCartPosts()
    const { user, router } = renderApp('/products')
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    await user.click(addButton(cheese.title))
    const dialog = await screen.findByRole('dialog', { name: '請先登入' })
    await user.click(within(dialog).getByRole('button', { name: '確定' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(bodies).toEqual([])
  })

  it('toggles a favourite for a member, with toasts, saved under "favorites" across a reload', async () => {
    const first = renderApp('/products', { member: true })
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    expect(heart(cheese.title)).toHaveAttribute('aria-pressed', 'false')

    await first.user.click(heart(cheese.title))
    expect(await screen.findByText('已加入收藏!')).toBeInTheDocument()
    expect(heart(cheese.title)).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ [cheese.id]: true })

    // A reload (a fresh app) reads the saved favourites.
    first.unmount()
    const second = renderApp('/products', { member: true })
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    expect(heart(cheese.title)).toHaveAttribute('aria-pressed', 'true')

    await second.user.click(heart(cheese.title))
    expect(await screen.findByText('已取消收藏!')).toBeInTheDocument()
    expect(heart(cheese.title)).toHaveAttribute('aria-pressed', 'false')
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({ [cheese.id]: false })
  })

  it('follows a favourite changed in another tab', async () => {
    renderApp('/products', { member: true })
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    act(() => {
      localStorage.setItem('favorites', JSON.stringify({ [cheese.id]: true }))
      window.dispatchEvent(new StorageEvent('storage', { key: 'favorites' }))
    })
    expect(heart(cheese.title)).toHaveAttribute('aria-pressed', 'true')
  })

  it('asks a visitor to log in before favouriting and saves nothing', async () => {
    const { user } = renderApp('/products')
    await screen.findByRole('heading', { level: 3, name: cheese.title })
    await user.click(heart(cheese.title))
    expect(await screen.findByRole('dialog', { name: '請先登入' })).toBeInTheDocument()
    expect(localStorage.getItem('favorites')).toBeNull()
    expect(heart(cheese.title)).toHaveAttribute('aria-pressed', 'false')
  })

  it('logs a failed list load, shows a friendly state and recovers on retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(
        '*/v2/api/:apiPath/products/all',
        () => HttpResponse.json({ success: false, message: '伺服器錯誤' }, { status: 500 }),
        { once: true },
      ),
    )
    const { user } = renderApp('/products')
    expect(await screen.findByText('商品暫時無法載入')).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('取得產品列表失敗', expect.objectContaining({ status: 500 }))
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: '載入中' })).not.toBeInTheDocument())
    // Spec §8: no dialog for a failed product list.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '重新載入' }))
    expect(await screen.findByRole('heading', { level: 3, name: cheese.title })).toBeInTheDocument()
  })

  it('says so when the shop has no products', async () => {
    await resetMockDb('empty-shop')
    renderApp('/products')
    expect(await screen.findByText('目前沒有商品')).toBeInTheDocument()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('renders markup in product text as plain text', async () => {
    const title = '<img src=x onerror="window.hacked=1">蛋餅<script>window.hacked=1</script>'
    server.use(
      http.get('*/v2/api/:apiPath/products/all', () =>
        HttpResponse.json({
          success: true,
          products: [{ ...cheese, id: '-OBfastMarkup0000001', title, num: 1 }],
          messages: [],
        }),
      ),
    )
    renderApp('/products')
    expect(await screen.findByRole('link', { name: title })).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined()
  })
})
