import RefreshIcon from '@mui/icons-material/Refresh'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import type { Product } from '@/api/types'
import { EmptyState } from '@/components/feedback/EmptyState'
import { RefreshingBar } from '@/components/feedback/RefreshingBar'
import { searchTerms, type BrowseQuery } from '../browse'
import type { FavouriteMap } from '../favourites'
import { catalogMessages } from '../messages'
import { NO_FILTERS, hasFilters } from './listFilters'
import { ProductCard, ProductCardSkeleton } from './ProductCard'

const t = catalogMessages.list
const b = catalogMessages.browse

export interface ProductListGridProps {
  /** The cards to show, in order. */
  products: readonly Product[]
  /** The first load is running and there is nothing to show yet: card skeletons show. */
  isLoading: boolean
  /** The list could not be loaded and there is nothing to show: say so, with 重新載入. */
  isError: boolean
  /** What the shopper asked for: an empty list says why (search or filters, a category, none). */
  query: BrowseQuery
  /** A change of category or filter (the empty states' ways out). */
  onQueryChange: (changes: Partial<BrowseQuery>) => void
  /** Search, category and every filter back to the plain list (查看全部商品 after no results). */
  onClearAll: () => void
  /** Loads the list again after a failure (no button without it). */
  onRetry?: () => void
  /** Search words highlighted on the cards. */
  highlightTerms?: readonly string[]
  /** The cards are being recomputed for newer input (a progress bar shows meanwhile). */
  isUpdating?: boolean
  /** The id of the heading that names the list of cards. */
  labelledBy?: string
  /** Which products the member has hearted (id → true). */
  favourites: FavouriteMap
  /** Products whose add-to-cart request is running (their button spins and is disabled). */
  addingProductIds: readonly string[]
  /** Adds one of the product to the cart. */
  onAddToCart: (product: Product) => void
  /** Hearts or un-hearts the product (我的收藏). */
  onToggleFavourite: (product: Product) => void
}

/** Cards in the first row (two columns from `sm` up): their pictures are fetched first. */
const FIRST_ROW = 2
/**
 * A card's slot in the grid (280 px picture, text, buttons, the grid's spacing): the size an
 * off-screen card is given until it is first rendered (then the browser keeps its real size).
 */
const CARD_SLOT_HEIGHT = 488

/**
 * The product cards as a list (two columns from `sm` up), or what shows in their place: skeletons
 * while the first load runs, the failure with 重新載入, and the empty list's reason with a way out.
 */
export function ProductListGrid({
  products,
  isLoading,
  isError,
  query,
  onQueryChange,
  onClearAll,
  onRetry,
  highlightTerms = [],
  isUpdating = false,
  labelledBy,
  favourites,
  addingProductIds,
  onAddToCart,
  onToggleFavourite,
}: ProductListGridProps) {
  if (isLoading) return <ProductListSkeleton />
  if (isError) {
    return (
      <EmptyState title={t.errorTitle} text={t.errorText}>
        {onRetry ? (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t.retry}
          </Button>
        ) : null}
      </EmptyState>
    )
  }
  if (products.length === 0) {
    // Searched or filtered (not only a category): the empty result says so and offers a way out.
    if (searchTerms(query.q).length > 0 || hasFilters(query)) {
      return (
        <EmptyState title={b.noResultsTitle} text={b.noResultsText}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
            {hasFilters(query) ? (
              <Button variant="outlined" onClick={() => onQueryChange(NO_FILTERS)}>
                {b.clearFilters}
              </Button>
            ) : null}
            <Button variant="contained" onClick={onClearAll}>
              {t.showAll}
            </Button>
          </Stack>
        </EmptyState>
      )
    }
    if (query.category) {
      return (
        <EmptyState title={t.emptyCategoryTitle} text={t.emptyCategoryText}>
          <Button variant="contained" onClick={() => onQueryChange({ category: null })}>
            {t.showAll}
          </Button>
        </EmptyState>
      )
    }
    return <EmptyState title={t.emptyTitle} text={t.emptyText} />
  }
  return (
    <>
      <RefreshingBar active={isUpdating} />
      <Grid
        component="ul"
        container
        spacing={3}
        aria-labelledby={labelledBy}
        aria-busy={isUpdating || undefined}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          // Cards after the first row are laid out and painted only when they near the screen:
          // the prerendered list costs the browser little until the shopper scrolls.
          [`& > li:nth-of-type(n+${FIRST_ROW + 1})`]: {
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${CARD_SLOT_HEIGHT}px`,
          },
        }}
      >
        {products.map((product, index) => (
          <Grid component="li" key={product.id} size={{ xs: 12, sm: 6 }}>
            <ProductCard
              priority={index < FIRST_ROW}
              product={product}
              isFavourite={favourites[product.id] === true}
              isAdding={addingProductIds.includes(product.id)}
              onAddToCart={onAddToCart}
              onToggleFavourite={onToggleFavourite}
              highlightTerms={highlightTerms}
            />
          </Grid>
        ))}
      </Grid>
    </>
  )
}

/** Four card skeletons in the grid's columns, hidden from assistive technology. */
export function ProductListSkeleton() {
  return (
    <Grid container spacing={3} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6 }}>
          <ProductCardSkeleton />
        </Grid>
      ))}
    </Grid>
  )
}
