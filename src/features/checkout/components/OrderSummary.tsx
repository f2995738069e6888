import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { Cart } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { formatNtd, imageUrlOf } from '@/lib/format'
import { checkoutMessages } from '../messages'

const t = checkoutMessages.summary

export interface OrderSummaryProps {
  cart?: Cart
  isLoading?: boolean
}

/** The side panel of checkout: what is being ordered and what it costs. */
export function OrderSummary({ cart, isLoading = false }: OrderSummaryProps) {
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
            <Button component={Link} to="/products" variant="outlined">
              {t.toProducts}
            </Button>
          </Box>
        ) : (
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
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatNtd(line.product.price)} {t.qty(line.qty)}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatNtd(line.total)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Divider />
        <CartTotals lines={lines} finalTotal={cart?.final_total} />
      </CardContent>
    </Card>
  )
}
