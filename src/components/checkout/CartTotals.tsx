import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { priceSummary, type SummaryLineInput } from '@/api/cart'
import { formatNtd } from '@/lib/format'
import { cartTotalsMessages as t } from './messages'

export interface CartTotalsProps {
  /** The lines being paid for (a cart's `carts`, an order's lines): their undiscounted `total`s. */
  lines: readonly SummaryLineInput[]
  /** What the API says is paid: the cart's `final_total` or the order's `total` (unrounded). */
  finalTotal?: unknown
}

/**
 * 商品小計 · 折扣 · 總計, the one totals block of the shop: the cart, checkout, the confirmation,
 * an order (我的訂單) and the admin's order view all draw it, from `priceSummary` (src/api/cart.ts),
 * so the figures read the same everywhere and always add up. The discount line names the coupon
 * and what it means (「MORNING · 8 折」). A description list: each amount is read with its label.
 */
export function CartTotals({ lines, finalTotal }: CartTotalsProps) {
  const summary = priceSummary(lines, finalTotal)
  const { subtotal, discount, total, coupons } = summary
  const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 } as const
  const couponText = coupons
    .map((coupon) => t.coupon(coupon.code, t.couponMeaning(coupon.percent)))
    .join('、')
  const discountText =
    discount > 0
      ? t.off(formatNtd(discount))
      : discount < 0
        ? t.surcharge(formatNtd(-discount))
        : formatNtd(0)
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Box sx={row}>
        <Typography component="dt">{t.subtotal}</Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatNtd(subtotal)}
        </Typography>
      </Box>
      <Box sx={row}>
        <Typography component="dt">
          {t.discount}
          {couponText ? (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {couponText}
              {summary.partlyDiscounted ? `（${t.partly}）` : null}
            </Typography>
          ) : null}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, whiteSpace: 'nowrap', color: discount > 0 ? 'secondary.main' : 'text.primary' }}
        >
          {discountText}
        </Typography>
      </Box>
      <Box sx={{ ...row, borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 0.5 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t.total}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontWeight: 700, fontSize: '1.375rem', color: 'primary.dark', whiteSpace: 'nowrap' }}
        >
          {formatNtd(total)}
        </Typography>
      </Box>
    </Box>
  )
}
