import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useBelowTheFold } from '@/lib/hooks'
import { seedProducts } from '../../../mocks/seed/products'
import { renderApp } from '../../utils/renderApp'

/** What `useBelowTheFold` said in each render of a part. */
function renders(): { seen: boolean[]; Part: () => null } {
  const seen: boolean[] = []
  return {
    seen,
    Part: () => {
      seen.push(useBelowTheFold())
      return null
    },
  }
}

describe('a page below its first screen', () => {
  it('is in a prerendered page and in its hydration from the first render', async () => {
    const { seen, Part } = renders()
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Part />)
    expect(seen).toEqual([true])

    const root = await act(async () => hydrateRoot(container, <Part />))
    expect(seen.every(Boolean)).toBe(true)
    act(() => root.unmount())
  })

  it('follows on a move: the first render without it, React adds it right after', async () => {
    const { seen, Part } = renders()
    await act(async () => render(<Part />))
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
  })
})

describe('card → product', () => {
  it('arrives with the product’s top, then its label and related products; the link left unfocused', async () => {
    const cheese = seedProducts[0] // 起司蛋餅
    const { user } = renderApp('/products')
    const card = (await screen.findAllByRole('article')).find((article) =>
      within(article).queryByRole('heading', { level: 3, name: cheese.title }),
    )!
    const link = within(card).getByRole('link', { name: cheese.title })
    link.focus()
    // Given up before the list goes (removing a focused element makes the browser lay out the old
    // and the new page at once in the commit; removal fires no blur).
    let blurredInPlace = false
    link.addEventListener('blur', () => (blurredInPlace = link.isConnected))
    await user.click(link)

    expect(await screen.findByRole('heading', { level: 1, name: cheese.title })).toBeInTheDocument()
    expect(blurredInPlace).toBe(true)
    expect(link).not.toBeInTheDocument()
    expect(document.activeElement).toBe(document.body)
    expect(await screen.findByRole('region', { name: '營養標示' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: '你可能也會喜歡' })).toBeInTheDocument()
  })
})
