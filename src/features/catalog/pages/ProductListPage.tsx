import { useCallback, useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useGetAllProductsQuery } from '@/api/storefront'
import type { Product } from '@/api/types'
import { useHydrated } from '@/lib/hooks'
import { listedProducts } from '../catalog'
import { ProductListScreen } from '../components/ProductListScreen'
import type { RequireMember } from '../useAddToCart'
import { useProductActions } from '../useProductActions'

/** The selected category lives in the URL (?category=…), so it survives a reload and Back. */
const CATEGORY_PARAM = 'category'

export interface ProductListPageProps {
  /** Products the page was prerendered with; shown until the live list arrives. */
  initialProducts?: Product[]
  /** The account feature's members-only check (adding to the cart and favourites need a member). */
  requireMember: RequireMember
}

export function ProductListPage({ initialProducts, requireMember }: ProductListPageProps) {
  const { data, isLoading, isError, error, refetch } = useGetAllProductsQuery()
  const [searchParams, setSearchParams] = useSearchParams()
  // A prerendered list shows every category: the URL's filter applies once the page has hydrated.
  const hydrated = useHydrated()
  const category = (hydrated && searchParams.get(CATEGORY_PARAM)?.trim()) || null
  const { favourites, toggleFavourite, addToCart, addingProductIds } = useProductActions(requireMember)

  // Spec §8: a failed product list is only logged; the screen shows a friendly retry state.
  useEffect(() => {
    if (error) console.error('取得產品列表失敗', error)
  }, [error])

  const products = useMemo(() => (data ? listedProducts(data) : initialProducts), [data, initialProducts])

  const changeCategory = useCallback(
    (next: string | null) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params)
          if (next) updated.set(CATEGORY_PARAM, next)
          else updated.delete(CATEGORY_PARAM)
          return updated
        },
        { preventScrollReset: true },
      )
    },
    [setSearchParams],
  )

  return (
    <ProductListScreen
      products={products}
      isLoading={isLoading && !products}
      isError={isError}
      category={category}
      onCategoryChange={changeCategory}
      favourites={favourites}
      addingProductIds={addingProductIds}
      onAddToCart={(product: Product) => void addToCart(product.id, 1)}
      onToggleFavourite={(product: Product) => toggleFavourite(product.id)}
      onRetry={() => void refetch()}
    />
  )
}
