import { useEffect, useMemo } from 'react'
import { useGetAllProductsQuery } from '@/api/storefront'
import type { Product } from '@/api/types'
import { listedProducts } from '../catalog'
import { FavouritesScreen } from '../components/FavouritesScreen'
import { favouriteProducts, unfavourite } from '../favourites'
import type { RequireMember } from '../useAddToCart'
import { useProductActions } from '../useProductActions'

export interface FavouritesPageProps {
  /** The account feature's members-only check (adding to the cart and un-hearting need a member). */
  requireMember: RequireMember
}

/**
 * /favorites 我的收藏: the hearted products (spec §3: the `favorites` map in this browser's local
 * storage) among those on sale. The map is read through `useFavourites()`, which follows the
 * browser's `storage` event, so a heart flipped in another tab shows here at once.
 */
export function FavouritesPage({ requireMember }: FavouritesPageProps) {
  const { data, isError, error, refetch } = useGetAllProductsQuery()
  const { favourites, toggleFavourite, addToCart, addingProductIds } = useProductActions(requireMember)

  useEffect(() => {
    if (error) console.error('取得產品列表失敗', error)
  }, [error])

  const found = useMemo(
    () => (data ? favouriteProducts(listedProducts(data), favourites) : undefined),
    [data, favourites],
  )

  return (
    <FavouritesScreen
      products={found?.products}
      isError={isError}
      unavailableCount={found?.unavailableIds.length ?? 0}
      addingProductIds={addingProductIds}
      onAddToCart={(product: Product) => addToCart(product.id, 1)}
      onToggleFavourite={(product: Product) => toggleFavourite(product.id)}
      onRemoveUnavailable={() => unfavourite(found?.unavailableIds ?? [])}
      onRetry={() => void refetch()}
    />
  )
}
