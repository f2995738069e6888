import ClearIcon from '@mui/icons-material/Clear'
import FavoriteIcon from '@mui/icons-material/Favorite'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { memo, useId, useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { Product } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import type { Layout } from '@/lib/useLayout'
import { BROWSE_PENDING_ATTR, isNarrowed, type BrowseQuery } from '../browse'
import { distinctCategories } from '../catalog'
import { favouriteProducts, type FavouriteMap } from '../favourites'
import { catalogMessages } from '../messages'
import { ProductListBanner } from './ProductListBanner'
import { ProductListFilters } from './ProductListFilters'
import { ProductListGrid, ProductListSkeleton } from './ProductListGrid'
import { ProductListSearchBar } from './ProductListSearchBar'
import { paths } from '@/lib/paths'

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
  /** A change of category, sort or filter (each a step Back can undo). */
  onQueryChange: (changes: Partial<BrowseQuery>) => void
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
  onAddToCart: (product: Product) => void
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
  /** Forces a layout (stories); by default it follows the screen width. */
  layout?: Layout
}

/**
 * /products: search, categories, filters and sort above the product cards. Props only; memoised, so
 * a page render that changes none of them (the one right after hydration) skips the whole screen.
 * Composed of its parts: `ProductListBanner`, `ProductListFilters` (categories and filters),
 * `ProductListSearchBar` (search and sort) and `ProductListGrid` (the cards or what stands in for
 * them); the screen adds the list's heading, its count and 清除全部條件.
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
  highlightTerms = [],
  isUpdating = false,
  favourites,
  addingProductIds,
  onAddToCart,
  onToggleFavourite,
  onRetry,
  awaitingUrl = false,
  layout,
}: ProductListScreenProps) {
  const { category } = query

  const categories = useMemo(() => distinctCategories(products ?? []), [products])
  const visible = results ?? []
  const narrowed = isNarrowed(query)
  const gridHeadingId = useId()
  // Hearted products on sale: a way to 我的收藏 from the list once there is something in it.
  const heartedCount = useMemo(
    () => favouriteProducts(products ?? [], favourites).products.length,
    [products, favourites],
  )

  return (
    <>
      <ProductListBanner />
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Stack sx={{ gap: 2 }}>
              <ProductListFilters
                categories={categories}
                query={query}
                onQueryChange={onQueryChange}
                layout={layout}
              />
              {heartedCount > 0 ? (
                <Button
                  component={RouterLink}
                  to={paths.favorites}
                  variant="outlined"
                  startIcon={<FavoriteIcon sx={{ color: 'shop.favourite' }} />}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {catalogMessages.favourites.link(heartedCount)}
                </Button>
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <ProductListSearchBar
              searchText={searchText}
              onSearchTextChange={onSearchTextChange}
              onSearchBlur={onSearchBlur}
              sort={query.sort}
              onSortChange={(sort) => onQueryChange({ sort })}
            />
            <Box
              sx={{
                display: 'flex',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                mb: 2,
                columnGap: 2,
                rowGap: 1,
                // The heading and count of every product, not of the link's list: kept in place, unseen.
                [WHILE_PENDING]: { visibility: 'hidden' },
              }}
            >
              <Typography id={gridHeadingId} variant="h2" sx={{ fontSize: '1.5rem' }}>
                {category ?? t.allCategories}
              </Typography>
              {products ? (
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
                    {t.count(visible.length)}
                  </Typography>
                  {narrowed ? (
                    <Button size="small" startIcon={<ClearIcon />} onClick={onClearAll}>
                      {b.clearAll}
                    </Button>
                  ) : null}
                </Box>
              ) : null}
            </Box>
            <UrlPendingSkeleton active={awaitingUrl} />
            <Box sx={{ [WHILE_PENDING]: { display: 'none' } }}>
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
            </Box>
          </Grid>
        </Grid>
      </Container>
      <FullScreenSpinner open={isLoading} />
    </>
  )
})

/** A rule for while the page, opened from a narrowed link, has not applied it (see `awaitingUrl`). */
const WHILE_PENDING = `html[${BROWSE_PENDING_ATTR}] &`

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
    <Box sx={{ display: 'none', [WHILE_PENDING]: { display: 'block' } }}>
      <ProductListSkeleton />
    </Box>
  )
}
