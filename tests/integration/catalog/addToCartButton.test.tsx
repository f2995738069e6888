import { fireEvent, render, screen, within } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AddToCartButton } from '@/features/catalog/components/AddToCartButton'

const button = () => screen.getByRole('button', { name: /加入購物車/ })

describe('加入購物車 answers the press itself', () => {
  it('spins and is disabled from the press until what it started settles, before the page says so', async () => {
    let settle = () => {}
    const onClick = vi.fn(() => new Promise<void>((done) => (settle = done)))
    render(<AddToCartButton adding={false} onClick={onClick} />)

    // The press's own render: no waiting, and the page's `adding` is still false.
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button()).toBeDisabled()
    expect(within(button()).getByRole('progressbar')).toBeInTheDocument()

    await act(async () => settle())
    expect(button()).toBeEnabled()
    expect(within(button()).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('stays as it is when what it does returns nothing to wait for (a visitor sent to sign in)', () => {
    const onClick = vi.fn()
    render(<AddToCartButton adding={false} onClick={onClick} />)
    fireEvent.click(button())
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(button()).toBeEnabled()
  })

  it('also spins while the page says the product is being added', () => {
    render(<AddToCartButton adding onClick={() => {}} />)
    expect(button()).toBeDisabled()
    expect(within(button()).getByRole('progressbar')).toBeInTheDocument()
  })
})
