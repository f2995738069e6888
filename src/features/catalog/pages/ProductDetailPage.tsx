import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { useGetProductQuery } from '../api'
import type { Product } from '@/api/types'
import { useHydrated } from '@/lib/hooks'
import { productLoadErrorKind } from '../catalog'
import { ProductDetailScreen } from '../components/ProductDetailScreen'
import type { RequireMember } from '../useAddToCart'
import { useProductActions } from '../useProductActions'

export interface ProductDetailPageProps {
  /** The product the page was prerendered with; shown until the live one arrives. */
  initialProduct?: Product
  /** The account feature's members-only check (adding to the cart and favourites need a member). */
  requireMember: RequireMember
}

export function ProductDetailPage({ initialProduct, requireMember }: ProductDetailPageProps) {
  const { id = '' } = useParams()
  // currentData: never show the previous product while another one loads.
  const { currentData, isFetching, error, refetch } = useGetProductQuery(id, { skip: !id })
  const product = currentData ?? (!error && initialProduct?.id === id ? initialProduct : undefined)
  const { favourites, toggleFavourite, addToCart, addingProductIds } = useProductActions(requireMember)
  // Prerendered: the controls wait for hydration (a click before it could not act; see the screen).
  const hydrated = useHydrated()

  // Spec §8: a failed product load is only logged; the screen explains and offers a way back.
  useEffect(() => {
    if (error) console.error('取得產品失敗', error)
  }, [error])

  return (
    <ProductDetailScreen
      product={product}
      isLoading={isFetching && !product}
      error={error ? productLoadErrorKind(error) : null}
      isFavourite={favourites[id] === true}
      isAdding={addingProductIds.includes(id)}
      onAddToCart={(quantity) => void addToCart(product?.id ?? id, quantity)}
      onToggleFavourite={() => toggleFavourite(id)}
      onRetry={() => void refetch()}
      interactive={hydrated}
    />
  )
}
