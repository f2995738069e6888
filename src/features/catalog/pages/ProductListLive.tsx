import { copyWithStructuralSharing } from '@reduxjs/toolkit/query'
import { startTransition, useEffect, useMemo } from 'react'
import { useGetAllProductsQuery } from '@/api/storefront'
import type { Product } from '@/api/types'
import { listedProducts } from '../catalog'
import { useAddToCart, type RequireMember } from '../useAddToCart'

/** What the product list takes from its live part once it has loaded. */
export interface LiveProductList {
  /**
   * The products on sale, once the request has answered; the very objects the page was
   * prerendered with where nothing changed, so an unchanged list re-renders nothing.
   */
  products: Product[] | undefined
  isLoading: boolean
  isError: boolean
  addingProductIds: readonly string[]
  addToCart: (productId: string, quantity: number) => void
  retry: () => void
}

export interface ProductListLiveProps {
  /** The products the page was prerendered with. */
  initialProducts?: Product[]
  /** The account feature's members-only check (adding to the cart needs a member). */
  requireMember: RequireMember
  onChange: (live: LiveProductList) => void
}

/**
 * The product list's live part (RTK Query: the product request, add to cart, its toasts and
 * dialogs): its own chunk, rendered beside the screen by ProductListPage and reporting to it, so
 * the first load of /products carries no RTK Query and the prerendered list hydrates at once.
 */
export default function ProductListLive({ initialProducts, requireMember, onChange }: ProductListLiveProps) {
  const { data, isLoading, isError, error, refetch } = useGetAllProductsQuery()
  const { addToCart, addingProductIds } = useAddToCart(requireMember)

  // Spec §8: a failed product list is only logged; the screen shows a friendly retry state.
  useEffect(() => {
    if (error) console.error('取得產品列表失敗', error)
  }, [error])

  const products = useMemo(
    () =>
      data ? (copyWithStructuralSharing(initialProducts, listedProducts(data)) as Product[]) : undefined,
    [data, initialProducts],
  )

  const live = useMemo<LiveProductList>(
    () => ({
      products,
      isLoading,
      isError,
      addingProductIds,
      addToCart: (productId, quantity) => void addToCart(productId, quantity),
      retry: () => void refetch(),
    }),
    [products, isLoading, isError, addingProductIds, addToCart, refetch],
  )
  // A transition: the page's render with the live list is done in slices that give way to input.
  useEffect(() => startTransition(() => onChange(live)), [onChange, live])
  return null
}
