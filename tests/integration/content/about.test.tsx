import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../utils/renderApp'

describe('about page', () => {
  it('tells the brand story and leads to the product list', async () => {
    const { user, router } = renderApp('/about')
    expect(await screen.findByRole('heading', { level: 1, name: '關於我們' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '我們的故事' })).toBeInTheDocument()
    expect(screen.getByText(/嚴選新鮮雞蛋.*簡單加熱.*美味又健康/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /農場/ })).toHaveAttribute('width', '1200')
    await user.click(screen.getByRole('link', { name: '逛逛全部商品' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'))
    expect(await screen.findByRole('heading', { level: 1, name: '全部商品' })).toBeInTheDocument()
  })
})
