import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { CartFreshness } from '@/api/cartFreshness'
import type { Cart } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { LineUnitPrice, StaleCartNotice } from '@/components/checkout/StaleCartNotice'
import { formatNtd, imageUrlOf } from '@/lib/format'
import { checkoutMessages } from '../messages'
import { paths } from '@/lib/paths'

const t = checkoutMessages.summary

export interface OrderSummaryProps {
  cart?: Cart
  isLoading?: boolean
  /** The lines against the shop now: off-sale lines and changed prices are marked. */
  freshness?: CartFreshness
  onRemoveOffSale?: () => void
  onAcceptPrices?: () => void
  isSettling?: boolean
}

/**
 * The side panel of checkout: what is being ordered and what it costs, with what changed in the
 * shop since (to settle before paying).
 */
export function OrderSummary({
  cart,
  isLoading = false,
  freshness,
  onRemoveOffSale,
  onAcceptPrices,
  isSettling = false,
}: OrderSummaryProps) {
  const headingId = useId()
  const lines = cart?.carts ?? []
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t.heading}
        </Typography>
        {isLoading && !cart ? (
          <Box aria-hidden>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : lines.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ color: 'text.secondary' }}>{t.empty}</Typography>
            <Button component={Link} to={paths.products} variant="outlined">
              {t.toProducts}
            </Button>
          </Box>
        ) : (
          <>
            <StaleCartNotice
              freshness={freshness}
              onRemoveOffSale={onRemoveOffSale}
              onAcceptPrices={onAcceptPrices}
              busy={isSettling}
            />
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {lines.map((line) => (
                <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <Box
                    component="img"
                    src={imageUrlOf(line.product.imageUrl) || undefined}
                    alt=""
                    width={56}
                    height={56}
                    sx={{
                      width: 56,
                      height: 56,
                      flexShrink: 0,
                      objectFit: 'cover',
                      borderRadius: 2,
                      bgcolor: 'background.default',
                    }}
                  />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {line.product.title}
                    </Typography>
                    <LineUnitPrice
                      price={line.product.price}
                      freshness={freshness?.lines[line.id]}
                      format={(amount) => `${amount} ${t.qty(line.qty)}`}
                    />
                  </Box>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatNtd(line.total)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
        <Divider />
        <CartTotals lines={lines} finalTotal={cart?.final_total} />
      </CardContent>
    </Card>
  )
}
