import Box from '@mui/material/Box'
import { formatNtd } from '@/lib/format'
import visuallyHidden from '@mui/utils/visuallyHidden'

export interface PriceTagProps {
  /** The price shown large (what the shopper pays; on home, the spec's main reading). */
  price: number
  /** The struck-through price; hidden when missing or equal to `price`. */
  originalPrice?: number
  /** Text size: small on cards, large on the product page. */
  size?: 'small' | 'medium' | 'large'
}

const sizes = {
  small: { main: '1rem', struck: '0.8125rem' },
  medium: { main: '1.25rem', struck: '0.875rem' },
  large: { main: '1.75rem', struck: '1rem' },
} as const

/** Screen readers hear these before each amount; sighted shoppers see a big and a struck price. */
const priceTagLabels = { price: '售價', originalPrice: '原價' } as const

/**
 * Main price plus an optional struck-through price, as `NT$1,234`. Shared by the product cards,
 * the product detail, home's recommended row and the cart. The root is a `span` so it may sit
 * inside a paragraph or a table cell; each amount is its own element (easy to find by its text).
 */
export function PriceTag({ price, originalPrice, size = 'medium' }: PriceTagProps) {
  const font = sizes[size]
  const showOriginal = originalPrice !== undefined && originalPrice !== price
  return (
    <Box
      component="span"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, lineHeight: 1.4 }}
    >
      <Box component="span" sx={visuallyHidden}>
        {priceTagLabels.price}
      </Box>
      <Box component="span" sx={{ fontSize: font.main, fontWeight: 700, color: 'primary.dark' }}>
        {formatNtd(price)}
      </Box>
      {showOriginal && (
        <>
          <Box component="span" sx={visuallyHidden}>
            {priceTagLabels.originalPrice}
          </Box>
          <Box
            component="del"
            sx={{ fontSize: font.struck, color: 'text.secondary', textDecorationThickness: '1px' }}
          >
            {formatNtd(originalPrice)}
          </Box>
        </>
      )}
    </Box>
  )
}
