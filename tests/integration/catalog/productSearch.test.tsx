import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '../../../mocks/seed/products'
import { renderApp } from '../../utils/renderApp'

const onSale = seedProducts.filter((p) => p.is_enabled === 1)
const productHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const mentions = (word: string) =>
  onSale.filter((p) => [p.title, p.category, p.description, p.content].join(' ').includes(word))

/**
 * jsdom has no media queries: the list is in its phone layout, where the filters open in a drawer
 * from the 篩選條件 button (the side column of wide screens is hidden).
 */
async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  const button = screen.getByRole('button', { name: /^篩選條件/ })
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button)
  return within(await screen.findByRole('dialog', { name: '篩選條件' }))
}

describe('product search, filters and sort', () => {
  it('searches as the shopper types: one history entry, highlighted words, Back empties the box', async () => {
    const { user, router } = renderApp('/products')
    await screen.findByRole('heading', { level: 3, name: onSale[0].title })

    const search = screen.getByRole('searchbox', { name: '搜尋商品' })
    await user.type(search, '起司')
    const cheese = mentions('起司')
    await waitFor(() => expect(productHeadings()).toEqual(cheese.map((p) => p.title)))
    expect(screen.getByText(`共 ${cheese.length} 項商品`)).toBeInTheDocument()
    expect(document.querySelector('mark')?.textContent).toBe('起司')
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('起司'))

    // The whole word was one entry: one step Back is the plain list again.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(onSale.length))
    expect(screen.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('')
    expect(router.state.location.search).toBe('')
  })

  it('filters by 不含… allergens and 素食, kept in the URL', async () => {
    const { user, router } = renderApp('/products?free=egg')
    const eggFree = onSale.filter((p) => !(p.allergens ?? ['egg']).includes('egg'))
    await waitFor(() => expect(productHeadings()).toEqual(eggFree.map((p) => p.title)))
    expect(productHeadings()).not.toContain('起司蛋餅')
    await openFilters(user)
    expect(screen.getByRole('checkbox', { name: '不含蛋' })).toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: '素食' }))
    const vegetarian = eggFree.filter((p) => Boolean(p.vegetarian))
    await waitFor(() => expect(productHeadings()).toEqual(vegetarian.map((p) => p.title)))
    expect(vegetarian.length).toBeGreaterThan(0)
    await user.click(screen.getByRole('checkbox', { name: '不含奶' }))
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        free: 'egg,milk',
        veg: '1',
      }),
    )
    await waitFor(() =>
      expect(productHeadings()).toEqual(
        vegetarian.filter((p) => !(p.allergens ?? []).includes('milk')).map((p) => p.title),
      ),
    )
  })

  it('keeps sort and filters in the URL, and Back steps through them', async () => {
    const { user, router } = renderApp(`/products?q=${encodeURIComponent('起司')}`)
    const cheese = mentions('起司')
    await waitFor(() => expect(productHeadings()).toEqual(cheese.map((p) => p.title)))

    // Sort: price high to low.
    await user.selectOptions(screen.getByRole('combobox', { name: '排序' }), '價格高→低')
    const byPriceDesc = [...cheese].sort((a, b) => b.price - a.price).map((p) => p.title)
    await waitFor(() => expect(productHeadings()).toEqual(byPriceDesc))

    // High protein (≥ 15 g) narrows further.
    await openFilters(user)
    await user.click(screen.getByRole('checkbox', { name: /高蛋白/ }))
    const strong = byPriceDesc.filter((title) =>
      cheese.some((p) => p.title === title && p.nutritionalInfo.protein >= 15),
    )
    await waitFor(() => expect(productHeadings()).toEqual(strong))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: '起司',
      sort: 'price-desc',
      minProtein: '15',
    })

    // Back: the filter, then the sort go, one step each; the search stays.
    await act(() => router.navigate(-1))
    await waitFor(() => expect(productHeadings()).toEqual(byPriceDesc))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(productHeadings()).toEqual(cheese.map((p) => p.title)))
    expect(screen.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('起司')
  })

  it('opens a shared link filtered, and an empty result offers a way out', async () => {
    const { user, router } = renderApp(`/products?q=${encodeURIComponent('ＢＬＴ 牛排')}&maxKcal=300`)
    expect(await screen.findByText('找不到符合條件的商品')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('ＢＬＴ 牛排')
    const drawer = await openFilters(user)
    expect(drawer.getByRole('radio', { name: '300 大卡以下' })).toBeChecked()
    expect(drawer.getByRole('button', { name: '顯示 0 項結果' })).toBeInTheDocument()
    await user.click(drawer.getByRole('button', { name: '顯示 0 項結果' }))

    const empty = screen.getByText('找不到符合條件的商品').closest('[role="status"]') as HTMLElement
    await user.click(within(empty).getByRole('button', { name: '查看全部商品' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(onSale.length))
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('searchbox', { name: '搜尋商品' })).toHaveValue('')
  })
})
