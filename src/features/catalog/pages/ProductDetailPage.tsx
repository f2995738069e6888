import { useCallback } from 'react'
import { useParams } from 'react-router-dom'
import { useHydrated } from '@/lib/hooks'
import { useSettled } from '@/lib/useSettled'
import type { MemberAction } from '@/lib/memberAction'
import { sharedMessages } from '@/lib/messages'
import { catalogMessages } from '../messages'
import type { ProductView } from '../catalog'
import { ProductDetailScreen, type ProductDetailScreenProps } from '../components/ProductDetailScreen'
import { useAddFavourite, useFavourites, useToggleFavourite } from '../favourites'
import { useAddToCart, type RequireMember } from '../useAddToCart'
import { useResumeMemberAction } from '../useResumeMemberAction'
import { jsonLdText, productJsonLd } from '../structuredData'
import { config } from '@/config/env'

export interface ProductDetailPageProps {
  /** The product from the route's loader: the prerendered one, or the live one now or once it is read. */
  view: ProductView | Promise<ProductView>
  /** Reads the product again after a failure (the route's revalidation). */
  onRetry?: () => void
  /** The product is being read again: the loading state shows while nothing is on screen. */
  retrying?: boolean
  /** The account feature's members-only check (adding to the cart and favourites need a member). */
  requireMember: RequireMember
  /** What a visitor pressed here before signing in: done once, now that they are a member. */
  resumeAction?: MemberAction | null
  /** Called as the action is done (the route takes it out of history). */
  onResumed?: () => void
}

/**
 * /products/:id. The product comes from the route's loader (src/app/routes/product.tsx): on a
 * prerendered page the build's product until the live one is read, else the page's loading state
 * until it is. The page names the document after the product (React's `<title>`).
 */
export function ProductDetailPage({
  view,
  onRetry,
  retrying = false,
  requireMember,
  resumeAction,
  onResumed,
}: ProductDetailPageProps) {
  const { id = '' } = useParams()
  const favourites = useFavourites()
  const toggleFavourite = useToggleFavourite(requireMember)
  const { addToCart, addingProductIds } = useAddToCart(requireMember)
  // Prerendered: the quantity shows as disabled until the page has hydrated (a press on the
  // buttons before then is held and acted on once it has: src/lib/beforeHydration.ts).
  const hydrated = useHydrated()
  // Stable handlers: the memoised screen skips a page render that changes nothing it shows.
  const onAddToCart = useCallback((quantity: number) => addToCart(id, quantity), [addToCart, id])
  const onToggleFavourite = useCallback(() => toggleFavourite(id), [toggleFavourite, id])
  const addFavourite = useAddFavourite()
  // Back from signing in: the add (with the quantity chosen) or the heart.
  useResumeMemberAction(
    resumeAction,
    hydrated,
    (action) =>
      action.kind === 'addToCart'
        ? void addToCart(action.productId, action.qty)
        : addFavourite(action.productId),
    onResumed,
  )

  const screen: DetailScreenProps = {
    isFavourite: favourites[id] === true,
    isAdding: addingProductIds.includes(id),
    onAddToCart,
    onToggleFavourite,
    onRetry,
    interactive: hydrated,
  }
  // Another product starts from its loading state, never showing the previous one.
  return <LoadedProduct key={id} view={view} retrying={retrying} screen={screen} />
}

/** The product while the loader's promise has not settled: the loading state. */
const READING: ProductView = { product: null, error: null }

type DetailScreenProps = Omit<ProductDetailScreenProps, 'product' | 'isLoading' | 'error'>

/** The screen with the loader's product: its loading state until the product is there. */
function LoadedProduct({
  view,
  retrying,
  screen,
}: {
  view: ProductView | Promise<ProductView>
  retrying: boolean
  screen: DetailScreenProps
}) {
  const { product, error, related } = useSettled(view, READING)
  return (
    <>
      <title>{product ? catalogMessages.detail.pageTitle(product.title) : sharedMessages.pageTitle}</title>
      {product ? (
        // For search engines: the product, its offer and nutrition, and the breadcrumb (schema.org).
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product, config.siteUrl)) }}
        />
      ) : null}
      <ProductDetailScreen
        {...screen}
        product={product ?? undefined}
        isLoading={!product && (retrying || !error)}
        error={error}
        related={related}
      />
    </>
  )
}
