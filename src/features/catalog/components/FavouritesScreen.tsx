import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import type { PressResult } from '@/components/inputs/usePendingPress'
import RefreshIcon from '@mui/icons-material/Refresh'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import type { Product } from '@/api/types'
import { EmptyState } from '@/components/feedback/EmptyState'
import { catalogMessages } from '../messages'
import { ProductCard, ProductCardSkeleton } from './ProductCard'
import { paths } from '@/lib/paths'

const t = catalogMessages.favourites

export interface FavouritesScreenProps {
  /** The hearted products on sale, in the list's order; undefined until the list has loaded. */
  products: Product[] | undefined
  /** The product list could not be loaded. */
  isError: boolean
  /** Hearted products the shop no longer sells (not shown; the shopper may clear them). */
  unavailableCount: number
  /** Products whose add-to-cart request is running. */
  addingProductIds: readonly string[]
  /** Adds one of the product to the cart. */
  onAddToCart: (product: Product) => PressResult
  /** Un-hearts the product (it leaves this page). */
  onToggleFavourite: (product: Product) => void
  /** Forgets the hearted products the shop no longer sells. */
  onRemoveUnavailable: () => void
  /** Loads the product list again after a failure. */
  onRetry: () => void
}

/** Cards in the first row (three columns from `md` up): their pictures are fetched first. */
const FIRST_ROW = 3

/** /favorites 我的收藏 (members only): the products the member hearted. Props only. */
export function FavouritesScreen({
  products,
  isError,
  unavailableCount,
  addingProductIds,
  onAddToCart,
  onToggleFavourite,
  onRemoveUnavailable,
  onRetry,
}: FavouritesScreenProps) {
  const headingId = useId()
  let body: ReactNode
  if (!products && isError) {
    body = (
      <EmptyState
        title={t.errorTitle}
        text={t.errorText}
        action={{ label: t.retry, icon: <RefreshIcon />, onClick: onRetry }}
      />
    )
  } else if (!products) {
    body = (
      <Grid container spacing={3} role="status" aria-label={t.loading}>
        {Array.from({ length: 3 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }} aria-hidden="true">
            <ProductCardSkeleton />
          </Grid>
        ))}
      </Grid>
    )
  } else if (products.length === 0) {
    body = (
      <EmptyState
        title={t.emptyTitle}
        text={t.emptyText}
        icon={<FavoriteBorderIcon sx={{ fontSize: 48, color: 'shop.favourite', mb: 1 }} aria-hidden="true" />}
        action={{ label: t.toProducts, to: paths.products }}
      />
    )
  } else {
    body = (
      <Grid
        component="ul"
        container
        spacing={3}
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {products.map((product, index) => (
          <Grid component="li" key={product.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ProductCard
              priority={index < FIRST_ROW}
              product={product}
              isFavourite
              headingLevel={2}
              isAdding={addingProductIds.includes(product.id)}
              onAddToCart={onAddToCart}
              onToggleFavourite={onToggleFavourite}
            />
          </Grid>
        ))}
      </Grid>
    )
  }

  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" id={headingId} sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t.subtitle}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        {t.deviceNotice}
      </Typography>
      {products && products.length > 0 ? (
        <Typography role="status" sx={{ fontWeight: 700, mb: 2 }}>
          {t.count(products.length)}
        </Typography>
      ) : null}
      {products && unavailableCount > 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={onRemoveUnavailable}>
              {t.removeUnavailable}
            </Button>
          }
        >
          {t.unavailable(unavailableCount)}
        </Alert>
      ) : null}
      {body}
    </Container>
  )
}
