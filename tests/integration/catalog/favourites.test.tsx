import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '../../../mocks/seed/products'
import { renderApp } from '../../utils/renderApp'

const onSale = seedProducts.filter((p) => p.is_enabled === 1)
const [cheese, second] = onSale
const disabled = seedProducts.find((p) => p.is_enabled === 0)!

describe('我的收藏 (/favorites)', () => {
  it('shows the member’s hearted products on sale; add to cart, un-heart, clear the ones no longer sold', async () => {
    localStorage.setItem(
      'favorites',
      JSON.stringify({ [cheese.id]: true, [second.id]: true, [onSale[4].id]: false, [disabled.id]: true }),
    )
    const { user } = renderApp('/favorites', { member: true })

    expect(await screen.findByRole('heading', { level: 1, name: '我的收藏' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: '我的收藏' })
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([cheese.title, second.title])
    expect(screen.getByText('有 1 項收藏的商品目前未販售，已不顯示。')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `加入購物車：${second.title}` }))
    expect(await screen.findByText('商品已加入購物車!')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: '購物車，共 1 項商品' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '從收藏中移除' }))
    await waitFor(() => expect(screen.queryByText(/目前未販售/)).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: `收藏「${cheese.title}」` }))
    expect(await screen.findByText('已取消收藏!')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2, name: cheese.title })).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('favorites')!)).toEqual({
      [cheese.id]: false,
      [second.id]: true,
      [onSale[4].id]: false,
      [disabled.id]: false,
    })

    await user.click(screen.getByRole('button', { name: `收藏「${second.title}」` }))
    expect(await screen.findByText('還沒有收藏的商品')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去逛逛全部商品' })).toHaveAttribute('href', '/products')
  })
})
