import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seedProduct } from '@mocks/db'
import { renderApp } from '../../utils/renderApp'

/**
 * A price above the original price (stored by another client, or before the back office refused
 * it) is shown as it is, without a struck-through "original" lower than the price beside it.
 */
describe('honest prices', () => {
  it('never strikes through an original price lower than the price, on the list and the product page', async () => {
    const product = await seedProduct({ title: '加價豆漿', price: 99, origin_price: 70 })
    const fair = await seedProduct({ title: '特價豆漿', price: 55, origin_price: 70 })

    const { router } = renderApp('/products')
    const card = (await screen.findByRole('heading', { level: 3, name: product.title })).closest('article')!
    expect(within(card).getByText('NT$99')).toBeInTheDocument()
    expect(within(card).queryByText('NT$70')).not.toBeInTheDocument()
    expect(card.querySelector('del')).toBeNull()
    const fairCard = screen.getByRole('heading', { level: 3, name: fair.title }).closest('article')!
    expect(within(fairCard).getByText('NT$70').tagName).toBe('DEL')

    await router.navigate(`/products/${product.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(within(main).getByText('NT$99')).toBeInTheDocument()
    // 「你可能也會喜歡」 below shows other products, with their own (fair) discounts.
    const related = within(main).getByRole('region', { name: '你可能也會喜歡' })
    expect([...main.querySelectorAll('del')].filter((del) => !related.contains(del))).toEqual([])
  })
})
