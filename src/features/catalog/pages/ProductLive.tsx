import { startTransition, useEffect, useMemo } from 'react'
import type { Product } from '@/api/types'
import { useGetProductQuery } from '../api'
import { productLoadErrorKind, type ProductLoadErrorKind } from '../catalog'
import { useAddToCart, type RequireMember } from '../useAddToCart'

/** What the product page takes from the live part once it has loaded. */
export interface LiveProduct {
  /** The product id this report is about (a report for the previous product is never shown). */
  id: string
  /** The live product; never the previous one while another loads. */
  product: Product | undefined
  isLoading: boolean
  error: ProductLoadErrorKind | null
  isAdding: boolean
  addToCart: (productId: string, quantity: number) => void
  retry: () => void
}

export interface ProductLiveProps {
  id: string
  /** The account feature's members-only check (adding to the cart needs a member). */
  requireMember: RequireMember
  onChange: (live: LiveProduct) => void
}

/**
 * The product page's live part (RTK Query: the product request, add to cart): its own chunk,
 * rendered beside the screen by ProductDetailPage and reporting to it, so a product page's first
 * load carries no RTK Query and the screen never remounts.
 */
export default function ProductLive({ id, requireMember, onChange }: ProductLiveProps) {
  // currentData: never show the previous product while another one loads.
  const { currentData, isFetching, error, refetch } = useGetProductQuery(id, { skip: !id })
  const { addToCart, addingProductIds } = useAddToCart(requireMember)

  // Spec §8: a failed product load is only logged; the screen explains and offers a way back.
  useEffect(() => {
    if (error) console.error('取得產品失敗', error)
  }, [error])

  const live = useMemo<LiveProduct>(
    () => ({
      id,
      product: currentData,
      isLoading: isFetching,
      error: error ? productLoadErrorKind(error) : null,
      isAdding: addingProductIds.includes(id),
      addToCart: (productId, quantity) => void addToCart(productId, quantity),
      retry: () => void refetch(),
    }),
    [id, currentData, isFetching, error, addingProductIds, addToCart, refetch],
  )
  // A transition: the page's render with the live product is done in slices that give way to input.
  useEffect(() => startTransition(() => onChange(live)), [onChange, live])
  return null
}
