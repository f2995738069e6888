import { memo } from 'react'
import { alpha } from '@mui/material/styles'
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import FavoriteIcon from '@mui/icons-material/Favorite'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import type { Product } from '@/api/types'
import { PriceTag } from '@/components/product/PriceTag'
import { imageUrlOf } from '@/lib/format'
import { caloriesOf, highlightParts, matchSnippet, proteinOf } from '../browse'
import { catalogMessages } from '../messages'

const t = catalogMessages.card

/** Spec §2: every card image is 280 px high; the box is reserved before the image arrives. */
export const CARD_IMAGE_HEIGHT = 280

export interface ProductCardProps {
  product: Product
  isFavourite: boolean
  isAdding: boolean
  onToggleFavourite: (product: Product) => void
  onAddToCart: (product: Product) => void
  /**
   * The card is in the first row of the list: its picture may be the page's largest paint, so it is
   * fetched at once with high priority (the prerendered page also preloads it); the rest load lazily.
   */
  priority?: boolean
  /** Search words to highlight in the title and category (and a matching piece of the description). */
  highlightTerms?: readonly string[]
  /** The title's heading level: 3 under a section heading (the list), 2 right under the page's h1. */
  headingLevel?: 2 | 3
}

/** `text` with the parts matching `terms` in `<mark>` (search results). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'shop.highlight', color: 'inherit', fontWeight: 700, borderRadius: 0.5 }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

/**
 * Memoised: a list re-rendered for something other than its cards (hydration, the live list
 * arriving unchanged, the search box) leaves its cards alone, which keeps the main thread free.
 */
export const ProductCard = memo(function ProductCard({
  product,
  isFavourite,
  isAdding,
  onToggleFavourite,
  onAddToCart,
  priority = false,
  highlightTerms = [],
  headingLevel = 3,
}: ProductCardProps) {
  const nutrition = t.nutrition(caloriesOf(product), proteinOf(product))
  const snippet = matchSnippet(product, highlightTerms)
  const detailUrl = `/products/${encodeURIComponent(product.id)}`
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          position: 'relative',
          height: CARD_IMAGE_HEIGHT,
          bgcolor: 'shop.pictureBackground',
          overflow: 'hidden',
        }}
      >
        {imageUrlOf(product.imageUrl) ? (
          <Box
            component="img"
            src={imageUrlOf(product.imageUrl)}
            alt={product.title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            width={800}
            height={600}
            sx={{ display: 'block', width: '100%', height: CARD_IMAGE_HEIGHT, objectFit: 'cover' }}
          />
        ) : null}
        <IconButton
          aria-label={t.favourite(product.title)}
          aria-pressed={isFavourite}
          onClick={() => onToggleFavourite(product)}
          sx={{
            position: 'absolute',
            top: 12,
            right: 12,
            bgcolor: (theme) => alpha(theme.palette.background.paper, 0.92),
            color: isFavourite ? 'shop.favourite' : 'text.secondary',
            boxShadow: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          {isFavourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700 }}>
          <Highlighted
            text={typeof product.category === 'string' ? product.category : ''}
            terms={highlightTerms}
          />
        </Typography>
        <Typography variant="h3" component={`h${headingLevel}`} sx={{ fontSize: '1.25rem' }}>
          <Link component={RouterLink} to={detailUrl} color="inherit">
            <Highlighted
              text={typeof product.title === 'string' ? product.title : ''}
              terms={highlightTerms}
            />
          </Link>
        </Typography>
        {snippet ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.matchIn}
            <Highlighted text={snippet} terms={highlightTerms} />
          </Typography>
        ) : null}
        {nutrition ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {nutrition}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 'auto' }}>
          <PriceTag price={product.price} originalPrice={product.origin_price} />
          {product.unit ? (
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {t.perUnit(product.unit)}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          variant="contained"
          fullWidth
          size="large"
          startIcon={<AddShoppingCartIcon />}
          loading={isAdding}
          loadingPosition="start"
          aria-label={t.addToCartLabel(product.title)}
          onClick={() => onAddToCart(product)}
        >
          {t.addToCart}
        </Button>
      </CardActions>
    </Card>
  )
})

/** Same footprint as a card, shown while the list loads (no layout jump when it arrives). */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={CARD_IMAGE_HEIGHT} animation="wave" />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Skeleton width="30%" />
        <Skeleton width="60%" height={32} />
        <Skeleton width="40%" height={32} />
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" height={42} />
      </Box>
    </Card>
  )
}
