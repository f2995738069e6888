import { useEffect, useMemo } from 'react'
import { useGetAllProductsQuery } from '@/api/storefront'
import type { Product } from '@/api/types'
import { useAddToCart, type RequireMember } from '../useAddToCart'

/** What the product list takes from its live part once it has loaded. */
export interface LiveProductList {
  /** Every product the API lists (all of them, on sale or not), once the request has answered. */
  data: Product[] | undefined
  isLoading: boolean
  isError: boolean
  addingProductIds: readonly string[]
  addToCart: (productId: string, quantity: number) => void
  retry: () => void
}

export interface ProductListLiveProps {
  /** The account feature's members-only check (adding to the cart needs a member). */
  requireMember: RequireMember
  onChange: (live: LiveProductList) => void
}

/**
 * The product list's live part (RTK Query: the product request, add to cart, its toasts and
 * dialogs): its own chunk, rendered beside the screen by ProductListPage and reporting to it, so
 * the first load of /products carries no RTK Query and the prerendered list hydrates at once.
 */
export default function ProductListLive({ requireMember, onChange }: ProductListLiveProps) {
  const { data, isLoading, isError, error, refetch } = useGetAllProductsQuery()
  const { addToCart, addingProductIds } = useAddToCart(requireMember)

  // Spec §8: a failed product list is only logged; the screen shows a friendly retry state.
  useEffect(() => {
    if (error) console.error('取得產品列表失敗', error)
  }, [error])

  const live = useMemo<LiveProductList>(
    () => ({
      data,
      isLoading,
      isError,
      addingProductIds,
      addToCart: (productId, quantity) => void addToCart(productId, quantity),
      retry: () => void refetch(),
    }),
    [data, isLoading, isError, addingProductIds, addToCart, refetch],
  )
  useEffect(() => onChange(live), [onChange, live])
  return null
}
