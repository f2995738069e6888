import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined'
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout'
import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import type { Cart } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { cartTotalsMessages } from '@/components/checkout/messages'
import { textOf } from '@/lib/format'
import { cartMessages as t } from '../messages'

export interface CartSummaryProps {
  cart: Cart
  isApplyingCoupon?: boolean
  /** Resolves true when the coupon applied (the input is then cleared). */
  onApplyCoupon: (code: string) => Promise<boolean> | void
  /** The way on to checkout is in the phone's sticky total bar instead (not repeated here). */
  proceedInBar?: boolean
}

function CouponForm({
  disabled,
  isApplying,
  onApply,
}: {
  disabled: boolean
  isApplying: boolean
  onApply: CartSummaryProps['onApplyCoupon']
}) {
  const [code, setCode] = useState('')
  const headingId = useId()
  const trimmed = code.trim()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed || isApplying) return
    const applied = await onApply(trimmed)
    if (applied) setCode('')
  }

  return (
    <Box component="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Typography
        id={headingId}
        variant="h3"
        sx={{ fontSize: '1rem', mb: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <LocalOfferOutlinedIcon fontSize="small" aria-hidden />
        {t.coupon.heading}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t.coupon.label}
          placeholder={t.coupon.placeholder}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={disabled}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={disabled || !trimmed}
          loading={isApplying}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t.coupon.apply}
        </Button>
      </Stack>
    </Box>
  )
}

/** The way on to step 2 (checkout), in the summary or the phone's sticky total bar. */
export function ProceedButton({ size = 'large' }: { size?: 'medium' | 'large' }) {
  return (
    <Button
      component={Link}
      to="/checkout"
      variant="contained"
      size={size}
      startIcon={<ShoppingCartCheckoutIcon />}
      sx={{ flexShrink: 0 }}
    >
      {t.proceed}
    </Button>
  )
}

/** Coupon, 商品小計 · 折扣 · 總計, and the way on to checkout (disabled while the cart is empty). */
export function CartSummary({
  cart,
  isApplyingCoupon = false,
  onApplyCoupon,
  proceedInBar = false,
}: CartSummaryProps) {
  const empty = cart.carts.length === 0
  const headingId = useId()
  const applied = cart.carts.find((line) => line.coupon)?.coupon

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {cartTotalsMessages.title}
        </Typography>
        <Box>
          <CouponForm disabled={empty} isApplying={isApplyingCoupon} onApply={onApplyCoupon} />
          {applied ? (
            <Typography
              variant="body2"
              role="status"
              sx={{ mt: 1, color: 'secondary.main', fontWeight: 700 }}
            >
              {t.coupon.applied(applied.title, textOf(applied.code))}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <CartTotals lines={cart.carts} finalTotal={cart.final_total} />
        {proceedInBar ? null : empty ? (
          <Button variant="contained" size="large" disabled startIcon={<ShoppingCartCheckoutIcon />}>
            {t.proceed}
          </Button>
        ) : (
          <ProceedButton />
        )}
        <Button component={Link} to="/products" variant="text">
          {t.continueShopping}
        </Button>
      </CardContent>
    </Card>
  )
}
