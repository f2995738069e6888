import { memo } from 'react'
import type { PressResult } from '@/components/inputs/usePendingPress'
import type { Product } from '@/api/types'
import { EmptyState } from '@/components/feedback/EmptyState'
import { RefreshingBar } from '@/components/feedback/RefreshingBar'
import controls from '@/components/layout/controls.module.css'
import { StartIcon } from './StartIcon'
import { cx } from '@/lib/classNames'
import { NO_FILTERS, searchTerms, type BrowseQuery } from '../browse'
import type { FavouriteMap } from '../favourites'
import { catalogMessages } from '../messages'
import { hasFilters } from './listFilters'
import { ProductCard, ProductCardSkeleton } from './ProductCard'
import cardStyles from './ProductCard.module.css'
import styles from './ProductListGrid.module.css'

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
  onQueryChange: (changes: Partial<BrowseQuery>) => void | Promise<void>
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
  onAddToCart: (product: Product) => PressResult
  /** Hearts or un-hearts the product (我的收藏). */
  onToggleFavourite: (product: Product) => void
}

/**
 * Cards whose pictures are fetched at once, with high priority: the first row on a laptop (three
 * columns; the page's largest paint is among them). The rest load as they near the screen.
 */
const FIRST_ROW = 3

const NO_TERMS: readonly string[] = []

const button = cx(controls.button, controls.contained)
const outlinedButton = cx(controls.button, controls.outlined)

/**
 * The product cards as a list, or what shows in their place: skeletons while the first load runs,
 * the failure with 重新載入, and the empty list's reason with a way out. The columns are CSS
 * (ProductListGrid.module.css): one on phones, two from `sm` (the spec's two-column grid, its
 * 280 px pictures), three from 1400 px, four from 1600 px, so the prerendered page lays them out as
 * the hydrated one does. From 1400 px up the cards are compact (ProductCard.module.css `.dense`):
 * two rows of three fit a 1440 × 900 screen.
 *
 * Memoised (its props are stable between changes): a render of the list for something else (a key
 * in the search box, before its results) leaves it alone.
 */
export const ProductListGrid = memo(function ProductListGrid({
  products,
  isLoading,
  isError,
  query,
  onQueryChange,
  onClearAll,
  onRetry,
  highlightTerms = NO_TERMS,
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
          <button type="button" onClick={onRetry} className={button}>
            <StartIcon name="refresh" />
            {t.retry}
          </button>
        ) : null}
      </EmptyState>
    )
  }
  if (products.length === 0) {
    // Searched or filtered (not only a category): the empty result says so and offers a way out.
    if (searchTerms(query.q).length > 0 || hasFilters(query)) {
      return (
        <EmptyState title={b.noResultsTitle} text={b.noResultsText}>
          <div className={styles.ways}>
            {hasFilters(query) ? (
              <button type="button" onClick={() => onQueryChange(NO_FILTERS)} className={outlinedButton}>
                {b.clearFilters}
              </button>
            ) : null}
            <button type="button" onClick={onClearAll} className={button}>
              {t.showAll}
            </button>
          </div>
        </EmptyState>
      )
    }
    if (query.category) {
      return (
        <EmptyState title={t.emptyCategoryTitle} text={t.emptyCategoryText}>
          <button type="button" onClick={() => onQueryChange({ category: null })} className={button}>
            {t.showAll}
          </button>
        </EmptyState>
      )
    }
    return <EmptyState title={t.emptyTitle} text={t.emptyText} />
  }
  return (
    <>
      <RefreshingBar active={isUpdating} />
      <ul
        aria-labelledby={labelledBy}
        aria-busy={isUpdating || undefined}
        className={cx(controls.cardGrid, styles.grid, cardStyles.dense)}
      >
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              priority={index < FIRST_ROW}
              product={product}
              isFavourite={favourites[product.id] === true}
              isAdding={addingProductIds.includes(product.id)}
              onAddToCart={onAddToCart}
              onToggleFavourite={onToggleFavourite}
              highlightTerms={highlightTerms}
            />
          </li>
        ))}
      </ul>
    </>
  )
})

/** Card skeletons in the grid's columns (a row on any screen), hidden from assistive technology. */
export function ProductListSkeleton() {
  return (
    <div aria-hidden="true" className={cx(controls.cardGrid, styles.grid, cardStyles.dense)}>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={styles.item}>
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  )
}
