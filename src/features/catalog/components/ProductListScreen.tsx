import { memo, useCallback, useId, useMemo, useState } from 'react'
import type { PressResult } from '@/components/inputs/usePendingPress'
import { Link } from 'react-router-dom'
import type { Product } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import controls from '@/components/layout/controls.module.css'
import { StartIcon } from './StartIcon'
import { cx } from '@/lib/classNames'
import { paths } from '@/lib/paths'
import { isNarrowed, type BrowseQuery, type SortKey } from '../browse'
import { distinctCategories } from '../catalog'
import { favouriteProducts, type FavouriteMap } from '../favourites'
import { catalogMessages } from '../messages'
import { ProductListBanner } from './ProductListBanner'
import { ProductListFilterDrawer, ProductListFilters } from './ProductListFilters'
import { ProductListGrid, ProductListSkeleton } from './ProductListGrid'
import { ProductListSearchBar } from './ProductListSearchBar'
import styles from './ProductListScreen.module.css'
import { choiceCount, listHeading } from './listFilters'

const t = catalogMessages.list
const b = catalogMessages.browse

export interface ProductListScreenProps {
  /** Every product on sale; undefined until the first load answers. */
  products: Product[] | undefined
  /** The products the shopper's search, filters and sort select, in order (undefined while loading). */
  results: Product[] | undefined
  /** The first load is running: card skeletons show. */
  isLoading: boolean
  /** The list could not be loaded (the page has logged why). */
  isError: boolean
  /** What the shopper asked for (the URL's query string): drives every control. */
  query: BrowseQuery
  /** The search box's text (it may run ahead of `query.q` while the shopper types). */
  searchText: string
  /** The search box's text changed. */
  onSearchTextChange: (text: string) => void
  /** The search box lost focus: the next word typed starts a new history entry. */
  onSearchBlur?: () => void
  /**
   * A change of category, sort or filter (each a step Back can undo); it may resolve once the
   * change is made (the filters show a ticked box ticked until then).
   */
  onQueryChange: (changes: Partial<BrowseQuery>) => void | Promise<void>
  /** Search, category and every filter back to the plain list. */
  onClearAll: () => void
  /** Search words the results were selected by, highlighted on the cards. */
  highlightTerms?: readonly string[]
  /** The results are being recomputed for newer input (a progress bar shows meanwhile). */
  isUpdating?: boolean
  /** Which products the member has hearted (id → true). */
  favourites: FavouriteMap
  /** Products whose add-to-cart request is running (their button spins and is disabled). */
  addingProductIds: readonly string[]
  /** Adds one of the product to the cart. */
  onAddToCart: (product: Product) => PressResult
  /** Hearts or un-hearts the product (我的收藏). */
  onToggleFavourite: (product: Product) => void
  /** Loads the list again after a failure. */
  onRetry?: () => void
  /**
   * The list does not show the URL's query yet (a prerendered page before and while it hydrates).
   * If the browser marked the page as opened from a narrowed link (`BROWSE_PENDING_ATTR`), the
   * list's loading state shows in place of the cards and the count, which are every product.
   */
  awaitingUrl?: boolean
  /** The phone's filters drawer starts open (stories); it opens from its button otherwise. */
  defaultFiltersOpen?: boolean
}

/**
 * /products: the banner with the search and the sort, the cards under a heading that names what
 * they are, and the categories and filters: a side column on wide screens, a drawer on phones
 * (opened by 篩選條件 beside the sort, closed by 「顯示 N 項結果」). Props only, but for the drawer
 * being open; memoised, so a page render that changes none of them (the one right after
 * hydration) skips the whole screen.
 *
 * Plain HTML and CSS (ProductListScreen.module.css and its parts' modules): the page loads no MUI,
 * and its layout is CSS alone, so the prerendered HTML lays out as the hydrated page does (phones
 * and wide screens alike). The focus order follows the reading order and reaches the first card
 * early: the search, (篩選條件,) the sort, 清除全部條件 when set, then the cards; the side column
 * comes after them in the page (it shows on their left).
 */
export const ProductListScreen = memo(function ProductListScreen({
  products,
  results,
  isLoading,
  isError,
  query,
  searchText,
  onSearchTextChange,
  onSearchBlur,
  onQueryChange,
  onClearAll,
  highlightTerms,
  isUpdating = false,
  favourites,
  addingProductIds,
  onAddToCart,
  onToggleFavourite,
  onRetry,
  awaitingUrl = false,
  defaultFiltersOpen = false,
}: ProductListScreenProps) {
  const categories = useMemo(() => distinctCategories(products ?? []), [products])
  const visible = results ?? []
  const narrowed = isNarrowed(query)
  const gridHeadingId = useId()
  const drawerId = useId()
  const [filtersOpen, setFiltersOpen] = useState(defaultFiltersOpen)
  const closeFilters = useCallback(() => setFiltersOpen(false), [])
  const changeSort = useCallback((sort: SortKey) => onQueryChange({ sort }), [onQueryChange])
  const chosen = choiceCount(query)
  // Hearted products on sale: a way to 我的收藏 from the list once there is something in it.
  const heartedCount = useMemo(
    () => favouriteProducts(products ?? [], favourites).products.length,
    [products, favourites],
  )

  return (
    <>
      <ProductListBanner>
        <ProductListSearchBar
          searchText={searchText}
          onSearchTextChange={onSearchTextChange}
          onSearchBlur={onSearchBlur}
          sort={query.sort}
          onSortChange={changeSort}
          filters={
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              aria-controls={drawerId}
              onClick={() => setFiltersOpen(true)}
              className={cx(controls.button, controls.outlined, controls.large, styles.filtersButton)}
            >
              <StartIcon name="tune" />
              {b.filtersTitle}
              {chosen > 0 ? <span className={styles.chosen}>{b.chosenCount(chosen)}</span> : null}
            </button>
          }
        />
      </ProductListBanner>
      <div className={cx(controls.container, styles.page)}>
        <div className={styles.results}>
          <div className={styles.headingRow}>
            <h2 id={gridHeadingId} className={styles.heading}>
              {listHeading(query)}
            </h2>
            {products ? (
              <div className={styles.countRow}>
                <p className={styles.count} aria-live="polite">
                  {t.count(visible.length)}
                </p>
                {narrowed ? (
                  <button type="button" onClick={onClearAll} className={cx(controls.button, styles.clearAll)}>
                    <StartIcon name="close" />
                    {b.clearAll}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
          <UrlPendingSkeleton active={awaitingUrl} />
          <div className={styles.cards}>
            <ProductListGrid
              products={visible}
              isLoading={isLoading && !products}
              isError={isError && !products}
              query={query}
              onQueryChange={onQueryChange}
              onClearAll={onClearAll}
              onRetry={onRetry}
              highlightTerms={highlightTerms}
              isUpdating={isUpdating}
              labelledBy={gridHeadingId}
              favourites={favourites}
              addingProductIds={addingProductIds}
              onAddToCart={onAddToCart}
              onToggleFavourite={onToggleFavourite}
            />
          </div>
        </div>
        <div className={styles.side}>
          <div className={styles.sideFilters}>
            <ProductListFilters categories={categories} query={query} onQueryChange={onQueryChange} />
          </div>
          {heartedCount > 0 ? (
            <Link to={paths.favorites} className={cx(controls.button, controls.outlined, styles.favourites)}>
              <StartIcon name="favorite" className={styles.heart} />
              {catalogMessages.favourites.link(heartedCount)}
            </Link>
          ) : null}
        </div>
      </div>
      <ProductListFilterDrawer
        id={drawerId}
        open={filtersOpen}
        onClose={closeFilters}
        categories={categories}
        query={query}
        onQueryChange={onQueryChange}
        resultCount={visible.length}
      />
      <FullScreenSpinner open={isLoading} />
    </>
  )
})

/**
 * The loading state a narrowed link shows until the page applies it: in the prerendered HTML
 * (shown by CSS only when the browser marked the page) and gone for good once the list is the
 * URL's (it never comes back while the shopper types).
 */
function UrlPendingSkeleton({ active }: { active: boolean }) {
  const [done, setDone] = useState(!active)
  if (!active && !done) setDone(true)
  if (done) return null
  return (
    <div className={styles.pendingSkeleton}>
      <ProductListSkeleton />
    </div>
  )
}
