import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatNtd } from '@/lib/format'
import { cartTotalsMessages as t } from './messages'
import { cartDiscount } from './totals'

export interface CartTotalsProps {
  /** Sum of the lines before any coupon (the API's `total`). */
  total: number
  /** What the shopper pays (the API's `final_total`, unrounded: rounded here for display). */
  finalTotal: number
}

/**
 * 商品小計 · 折扣 · 總計, shared by the cart summary and the checkout's order summary. A
 * description list, so each amount is read with its label.
 */
export function CartTotals({ total, finalTotal }: CartTotalsProps) {
  const discount = cartDiscount(total, finalTotal)
  const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 } as const
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Box sx={row}>
        <Typography component="dt">{t.subtotal}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatNtd(total)}
        </Typography>
      </Box>
      <Box sx={row}>
        <Typography component="dt">{t.discount}</Typography>
        <Typography component="dd" sx={{ m: 0, color: discount > 0 ? 'secondary.main' : 'text.primary' }}>
          {discount > 0 ? `−${formatNtd(discount)}` : formatNtd(0)}
        </Typography>
      </Box>
      <Box sx={{ ...row, borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 0.5 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t.total}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, fontSize: '1.375rem', color: 'primary.dark' }}
        >
          {formatNtd(finalTotal)}
        </Typography>
      </Box>
    </Box>
  )
}
