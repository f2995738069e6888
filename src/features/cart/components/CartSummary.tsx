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
import { memo, useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { priceSummary } from '@/api/cart'
import type { Cart } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { cartTotalsMessages, staleCartMessages } from '@/components/checkout/messages'
import { formatNtd, textOf } from '@/lib/format'
import { cartMessages as t } from '../messages'
import { FeedbackStylesAhead } from './FeedbackStylesAhead'
import { paths } from '@/lib/paths'

/** What became of a coupon code: applied, or refused with the reason shown under the field. */
export type CouponOutcome = { applied: true } | { applied: false; error?: string }

export interface CartSummaryProps {
  cart: Cart
  isApplyingCoupon?: boolean
  /** Applies a code; the input is cleared when it applied, the reason shown under it when refused. */
  onApplyCoupon: (code: string) => Promise<CouponOutcome> | void
  /** A refusal already shown under the field (stories). */
  couponError?: string | null
  /** The way on to checkout is in the phone's sticky total bar instead (not repeated here). */
  proceedInBar?: boolean
  /** Something in the cart must be settled before checking out (the notice above the lines says what). */
  proceedBlocked?: boolean
}

/** The coupon's field and 套用 (spinning while `isApplying`); its field renders only for its own props. */
const CouponForm = memo(function CouponForm({
  disabled,
  isApplying,
  onApply,
  initialError,
}: {
  disabled: boolean
  isApplying: boolean
  onApply: CartSummaryProps['onApplyCoupon']
  initialError?: string | null
}) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(initialError ?? null)
  const sending = useRef(false)
  const headingId = useId()
  const trimmed = code.trim()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed || isApplying) return
    // One code at a time, from the tap on (the page may start the request, and 套用's spinning, a
    // frame later).
    if (sending.current) return
    sending.current = true
    setError(null)
    const outcome = await Promise.resolve(onApply(trimmed)).finally(() => (sending.current = false))
    if (!outcome) return
    if (outcome.applied) setCode('')
    else setError(outcome.error ?? null)
  }
  const changeCode = useCallback((next: string) => {
    setCode(next)
    setError(null)
  }, [])
  // The same heading element every render: React leaves it alone when 套用 starts spinning.
  const heading = useMemo(
    () => (
      <Typography
        id={headingId}
        variant="h3"
        sx={{ fontSize: '1rem', mb: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <LocalOfferOutlinedIcon fontSize="small" aria-hidden />
        {t.coupon.heading}
      </Typography>
    ),
    [headingId],
  )

  return (
    <>
      <Box component="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
        {heading}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <CodeField code={code} error={error} disabled={disabled} onChange={changeCode} />
          <ApplyButton disabled={disabled || !trimmed} loading={isApplying} />
        </Stack>
      </Box>
      <FeedbackStylesAhead>
        <ApplyButton disabled loading />
      </FeedbackStylesAhead>
    </>
  )
})

/** 套用 (spinning while `loading`). */
function ApplyButton({ disabled, loading }: { disabled: boolean; loading: boolean }) {
  return (
    <Button
      type="submit"
      variant="outlined"
      disabled={disabled}
      loading={loading}
      sx={{ flexShrink: 0, height: 40 }}
    >
      {t.coupon.apply}
    </Button>
  )
}

/** The code's field, rendered again only for its own props (not when 套用 starts spinning). */
const CodeField = memo(function CodeField({
  code,
  error,
  disabled,
  onChange,
}: {
  code: string
  error: string | null
  disabled: boolean
  onChange: (code: string) => void
}) {
  return (
    <TextField
      size="small"
      label={t.coupon.label}
      placeholder={t.coupon.placeholder}
      value={code}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      slotProps={{
        htmlInput: { spellCheck: false, autoCapitalize: 'characters' },
        formHelperText: { role: 'alert', sx: { mx: 0 } },
      }}
      disabled={disabled}
      autoComplete="off"
      sx={{ flexGrow: 1 }}
    />
  )
})

/**
 * The way on to step 2 (checkout), in the summary or the phone's sticky total bar; disabled while
 * something in the cart must be settled first (`blocked`: a product off sale, a changed price).
 */
export function ProceedButton({
  size = 'large',
  blocked = false,
}: {
  size?: 'medium' | 'large'
  blocked?: boolean
}) {
  if (blocked)
    return (
      <Button
        variant="contained"
        size={size}
        disabled
        startIcon={<ShoppingCartCheckoutIcon />}
        sx={{ flexShrink: 0 }}
      >
        {t.proceed}
      </Button>
    )
  return (
    <Button
      component={Link}
      to={paths.checkout}
      variant="contained"
      size={size}
      startIcon={<ShoppingCartCheckoutIcon />}
      sx={{ flexShrink: 0 }}
    >
      {t.proceed}
    </Button>
  )
}

/**
 * Coupon, 商品小計 · 折扣 · 總計, and the way on to checkout (disabled while the cart is empty).
 * Memoised: the cart screen renders it again only for a change of its own props.
 */
export const CartSummary = memo(function CartSummary({
  cart,
  isApplyingCoupon = false,
  onApplyCoupon,
  proceedInBar = false,
  couponError = null,
  proceedBlocked = false,
}: CartSummaryProps) {
  const empty = cart.carts.length === 0
  const headingId = useId()
  const applied = cart.carts.find((line) => line.coupon)?.coupon
  const summary = priceSummary(cart.carts, cart.final_total)

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {cartTotalsMessages.title}
        </Typography>
        <Box>
          <CouponForm
            disabled={empty}
            isApplying={isApplyingCoupon}
            onApply={onApplyCoupon}
            initialError={couponError}
          />
          {applied ? (
            <Box role="status" sx={{ mt: 1 }}>
              <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700 }}>
                {t.coupon.applied(textOf(applied.title), textOf(applied.code))}
              </Typography>
              {summary.discount > 0 ? (
                <Typography variant="body2" sx={{ color: 'secondary.main' }}>
                  {t.coupon.saved(formatNtd(summary.discount))}
                </Typography>
              ) : null}
              {summary.partlyDiscounted ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t.coupon.partly(textOf(applied.code))}
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </Box>
        <Divider />
        <CartTotals lines={cart.carts} finalTotal={cart.final_total} />
        {proceedInBar ? null : empty ? (
          <Button variant="contained" size="large" disabled startIcon={<ShoppingCartCheckoutIcon />}>
            {t.proceed}
          </Button>
        ) : (
          <>
            <ProceedButton blocked={proceedBlocked} />
            {proceedBlocked ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mt: -1.5 }}>
                {staleCartMessages.blocked}
              </Typography>
            ) : null}
          </>
        )}
        <Button component={Link} to={paths.products} variant="text">
          {t.continueShopping}
        </Button>
      </CardContent>
    </Card>
  )
})
