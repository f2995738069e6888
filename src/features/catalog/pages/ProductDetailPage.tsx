import { lazy, Suspense, useCallback, useState } from 'react'
import { useParams } from 'react-router-dom'
import type { Product } from '@/api/types'
import { useHydrated } from '@/lib/hooks'
import type { MemberAction } from '@/lib/memberAction'
import { ProductDetailScreen } from '../components/ProductDetailScreen'
import { useAddFavourite, useFavourites, useToggleFavourite } from '../favourites'
import { useResumeMemberAction } from '../useResumeMemberAction'
import type { RequireMember } from '../useAddToCart'
import type { LiveProduct } from './ProductLive'
import { loadProductLive } from './loadProductLive'

const ProductLive = lazy(loadProductLive)

export interface ProductDetailPageProps {
  /** The product the page was prerendered with; shown until the live one arrives. */
  initialProduct?: Product
  /** The account feature's members-only check (adding to the cart and favourites need a member). */
  requireMember: RequireMember
  /** What a visitor pressed here before signing in: done once, now that they are a member. */
  resumeAction?: MemberAction | null
  /** Called as the action is done (the route takes it out of history). */
  onResumed?: () => void
}

/**
 * The live part (RTK Query: the product request, add to cart; ./ProductLive) is its own chunk, so
 * a product page's first load carries no RTK Query: the screen renders (and a prerendered page
 * hydrates) at once with the product it was prerendered with, and its cart controls wait, disabled,
 * until the live part is in.
 */
export function ProductDetailPage({
  initialProduct,
  requireMember,
  resumeAction,
  onResumed,
}: ProductDetailPageProps) {
  const { id = '' } = useParams()
  const [reported, setLive] = useState<LiveProduct | null>(null)
  const live = reported?.id === id ? reported : null
  const product = live?.product ?? (!live?.error && initialProduct?.id === id ? initialProduct : undefined)
  const favourites = useFavourites()
  const toggleFavourite = useToggleFavourite(requireMember)
  // Prerendered: the controls wait for hydration and the live part (a click before could not act).
  const hydrated = useHydrated()
  // Stable handlers: the memoised screen skips a page render that changes nothing it shows.
  const productId = product?.id ?? id
  const addToCart = useCallback((quantity: number) => live?.addToCart(productId, quantity), [live, productId])
  const onToggleFavourite = useCallback(() => toggleFavourite(id), [toggleFavourite, id])
  const retry = useCallback(() => live?.retry(), [live])
  const addFavourite = useAddFavourite()
  // Back from signing in: the add (with the quantity chosen) or the heart, once the live part is in.
  useResumeMemberAction(
    resumeAction,
    live !== null,
    (action) => {
      if (action.kind === 'addToCart') live?.addToCart(action.productId, action.qty)
      else addFavourite(action.productId)
    },
    onResumed,
  )

  return (
    <>
      <ProductDetailScreen
        product={product}
        isLoading={(live ? live.isLoading : Boolean(id)) && !product}
        error={live?.error ?? null}
        isFavourite={favourites[id] === true}
        isAdding={live?.isAdding ?? false}
        onAddToCart={addToCart}
        onToggleFavourite={onToggleFavourite}
        onRetry={retry}
        interactive={hydrated && live !== null}
      />
      <Suspense fallback={null}>
        <ProductLive id={id} requireMember={requireMember} onChange={setLive} />
      </Suspense>
    </>
  )
}
