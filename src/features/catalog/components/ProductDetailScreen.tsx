import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import FavoriteIcon from '@mui/icons-material/Favorite'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import NavigateNextIcon from '@mui/icons-material/NavigateNext'
import RefreshIcon from '@mui/icons-material/Refresh'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { memo, useId, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { NutritionalInfo, Product } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { OutlinedNativeSelect } from '@/components/inputs/OutlinedNativeSelect'
import { PriceTag } from '@/components/product/PriceTag'
import { NOT_SHOWN, textOf } from '@/lib/format'
import { productImages, QUANTITY_OPTIONS, type ProductLoadErrorKind } from '../catalog'
import { catalogMessages } from '../messages'
import { ProductGallery } from './ProductGallery'

const t = catalogMessages.detail

const QUANTITY_CHOICES = QUANTITY_OPTIONS.map((n) => ({ value: n, label: String(n) }))

export interface ProductDetailScreenProps {
  /** The product, once loaded. */
  product: Product | undefined
  /** The product is loading: skeletons keep its place. */
  isLoading: boolean
  /** Why the product cannot be shown: unknown id, disabled product, or a failed request. */
  error: ProductLoadErrorKind | null
  /** The member has hearted this product. */
  isFavourite: boolean
  /** The add-to-cart request is running: its button spins and is disabled. */
  isAdding: boolean
  /** Called with the chosen quantity (1–10, a number). */
  onAddToCart: (quantity: number) => void
  /** Hearts or un-hearts the product. */
  onToggleFavourite: () => void
  /** Loads the product again after a failure. */
  onRetry?: () => void
  /**
   * False on a prerendered page until its scripts have hydrated it: the quantity select and the
   * buttons show as disabled (same size, nothing moves), so a click that could not act yet is never
   * taken for one that did. Default true.
   */
  interactive?: boolean
}

/**
 * /products/:id: one product's pictures, price, nutrition, quantity and add-to-cart. Props only;
 * memoised, so a page render that changes none of them (the one right after hydration) skips it.
 */
export const ProductDetailScreen = memo(function ProductDetailScreen({
  product,
  isLoading,
  error,
  isFavourite,
  isAdding,
  onAddToCart,
  onToggleFavourite,
  onRetry,
  interactive = true,
}: ProductDetailScreenProps) {
  return (
    // At least a screen high, so the footer never shows and then jumps away as the product arrives.
    <Container sx={{ py: { xs: 3, md: 5 }, minHeight: '100vh' }}>
      <Breadcrumbs
        aria-label={t.breadcrumb}
        separator={<NavigateNextIcon fontSize="small" />}
        sx={{ mb: { xs: 2, md: 4 } }}
      >
        <Link component={RouterLink} to="/" color="inherit">
          {t.home}
        </Link>
        <Link component={RouterLink} to="/products" color="inherit">
          {t.products}
        </Link>
        {product ? (
          <Typography aria-current="page" sx={{ color: 'text.primary', fontWeight: 700 }}>
            {product.title}
          </Typography>
        ) : null}
      </Breadcrumbs>

      {product ? (
        <ProductDetails
          // A new product starts again at quantity 1 and its first image.
          key={product.id}
          product={product}
          isFavourite={isFavourite}
          isAdding={isAdding}
          onAddToCart={onAddToCart}
          onToggleFavourite={onToggleFavourite}
          interactive={interactive}
        />
      ) : error && !isLoading ? (
        <LoadError kind={error} onRetry={onRetry} />
      ) : (
        <DetailSkeleton />
      )}
      <FullScreenSpinner open={isLoading} />
    </Container>
  )
})

function ProductDetails({
  product,
  isFavourite,
  isAdding,
  onAddToCart,
  onToggleFavourite,
  interactive,
}: Omit<ProductDetailScreenProps, 'product' | 'isLoading' | 'error' | 'onRetry'> & { product: Product }) {
  const [quantity, setQuantity] = useState(1)
  const nutrition = product.nutritionalInfo

  return (
    <>
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery title={product.title} images={productImages(product)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {product.category ? (
            <Typography sx={{ color: 'secondary.main', fontWeight: 700 }}>{product.category}</Typography>
          ) : null}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {product.title}
          </Typography>
          {textOf(product.description) ? (
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, whiteSpace: 'pre-line' }}>
              {textOf(product.description)}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <PriceTag price={product.price} originalPrice={product.origin_price} size="large" />
            {product.unit ? (
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                {catalogMessages.card.perUnit(product.unit)}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'stretch', mt: 1 }}>
            <OutlinedNativeSelect
              label={t.quantity}
              value={quantity}
              options={QUANTITY_CHOICES}
              onChange={setQuantity}
              disabled={!interactive}
              sx={{ minWidth: 112 }}
            />
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCartIcon />}
              loading={isAdding}
              loadingPosition="start"
              disabled={!interactive}
              onClick={() => onAddToCart(quantity)}
              sx={{ flexGrow: 1, minWidth: 180, minHeight: 56 }}
            >
              {t.addToCart}
            </Button>
            <Button
              variant="outlined"
              size="large"
              aria-pressed={isFavourite}
              disabled={!interactive}
              startIcon={
                isFavourite ? <FavoriteIcon sx={{ color: 'shop.favourite' }} /> : <FavoriteBorderIcon />
              }
              onClick={onToggleFavourite}
              sx={{ minHeight: 56, flexGrow: { xs: 1, sm: 0 } }}
            >
              {isFavourite ? t.favourited : t.favourite}
            </Button>
          </Box>
        </Grid>
      </Grid>

      <Grid container spacing={{ xs: 2, md: 3 }} sx={{ mt: { xs: 4, md: 6 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoSection title={t.contents}>{textOf(product.content)}</InfoSection>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InfoSection title={t.cookingWay}>{textOf(product.cookingWay)}</InfoSection>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <InfoSection title={t.calories}>
            {Number.isFinite(product.calories) ? (
              <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.dark' }}>
                {t.caloriesValue(product.calories)}
              </Box>
            ) : null}
          </InfoSection>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <NutritionTable nutrition={nutrition} />
        </Grid>
      </Grid>
    </>
  )
}

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 3, height: '100%', borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ lineHeight: 1.8, whiteSpace: 'pre-line' }}>{children || NOT_SHOWN}</Typography>
    </Paper>
  )
}

const NUTRIENTS: (keyof NutritionalInfo)[] = ['protein', 'fat', 'carbohydrates', 'sugar']

function NutritionTable({ nutrition }: { nutrition: NutritionalInfo | undefined }) {
  const headingId = useId()
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 3, borderRadius: 3, height: '100%' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t.nutrition}
      </Typography>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {t.nutritionCaption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t.nutrient}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t.amount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {NUTRIENTS.map((key) => {
            const grams = nutrition?.[key]
            return (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {t.nutrients[key]}
                </TableCell>
                <TableCell align="right">
                  {typeof grams === 'number' && Number.isFinite(grams) ? t.grams(grams) : NOT_SHOWN}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Paper>
  )
}

function LoadError({ kind, onRetry }: { kind: ProductLoadErrorKind; onRetry?: () => void }) {
  const copy = {
    notFound: { title: t.notFoundTitle, text: t.notFoundText },
    disabled: { title: t.disabledTitle, text: t.disabledText },
    failed: { title: t.failedTitle, text: t.failedText },
  }[kind]
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, md: 8 }, textAlign: 'center', borderRadius: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1.5 }}>
        {copy.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{copy.text}</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {kind === 'failed' && onRetry ? (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
            {t.retry}
          </Button>
        ) : null}
        <Button component={RouterLink} to="/products" variant="contained" startIcon={<ArrowBackIcon />}>
          {t.backToList}
        </Button>
      </Box>
    </Paper>
  )
}

/** The detail's footprint while it loads, under the full-screen spinner. */
function DetailSkeleton() {
  return (
    <Grid container spacing={{ xs: 3, md: 6 }} aria-hidden="true">
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton width="20%" />
        <Skeleton width="60%" height={56} />
        <Skeleton width="100%" />
        <Skeleton width="90%" />
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
      </Grid>
    </Grid>
  )
}
