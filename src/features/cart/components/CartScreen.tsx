import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined'
import { memo, useDeferredValue, useId, useMemo } from 'react'
import { Link } from 'react-router-dom'
import type { CartFreshness } from '@/api/cartFreshness'
import type { Cart, CartLine, Product } from '@/api/types'
import emptyCartImage from '@/assets/empty-cart.svg'
import { StaleCartNotice } from '@/components/checkout/StaleCartNotice'
import { StepBar } from '@/components/checkout/StepBar'
import { StickyTotalBar } from '@/components/checkout/StickyTotalBar'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { cartMessages as t } from '../messages'
import { CartLineList, CartLineTable } from './CartLines'
import { CartSummary, ProceedButton, type CouponOutcome } from './CartSummary'
import { RecommendCarousel } from './RecommendCarousel'
import { useLayout, type Layout } from '@/lib/useLayout'
import { paths } from '@/lib/paths'
import { ActionAlert } from '@/components/feedback/ActionAlert'

const emptyCart: Cart = { carts: [], total: 0, final_total: 0 }
const NO_PRODUCTS: Product[] = []

export interface CartScreenProps {
  /** The cart, once loaded. */
  cart?: Cart
  /** The cart is loading: a spinner shows. */
  isLoading: boolean
  /** The cart could not be fetched (the page also shows the error dialog). */
  isError?: boolean
  /** Every product, for the 猜你喜歡 carousel, which leaves out those already in the cart (hidden while empty). */
  recommended?: Product[]
  /** Lines as a list (phones) or a table (wider); follows the theme's md breakpoint by default. */
  layout?: Layout
  /** The line whose removal is running (its button is disabled). */
  deletingLineId?: string | null
  /** 清空購物車 is running: the cart's buttons are disabled. */
  isClearing?: boolean
  /** The coupon code is being checked: 套用 spins. */
  isApplyingCoupon?: boolean
  /** Carousel autoplay (stories and tests may keep it still). */
  autoplay?: boolean
  /** Sets a line's quantity (1 to the cart's limit). */
  onQtyChange: (line: CartLine, qty: number) => void
  /** Removes one line from the cart. */
  onDeleteLine: (line: CartLine) => void
  /** Empties the cart (after a confirm dialog). */
  onClearCart: () => void
  /** Applies a coupon code; resolves with what became of it (a refusal's reason shows under the field). */
  onApplyCoupon: (code: string) => Promise<CouponOutcome> | void
  /** A coupon refusal already shown under the field (stories). */
  couponError?: string | null
  /** Loads the cart again after a failure. */
  onRetry?: () => void
  /**
   * The lines against the shop now (src/api/cartFreshness.ts): off-sale lines and changed prices
   * are marked, and checking out waits until they are settled.
   */
  freshness?: CartFreshness
  /** Removes every off-sale line. */
  onRemoveOffSale?: () => void
  /** Accepts every changed price. */
  onAcceptPrices?: () => void
  /** Removing or accepting is running. */
  isSettling?: boolean
}

function EmptyCart() {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, sm: 5 }, gap: 2 }}>
      <Box
        component="img"
        src={emptyCartImage}
        alt=""
        width={400}
        height={300}
        sx={{ width: '100%', maxWidth: 280, height: 'auto', aspectRatio: '4 / 3' }}
      />
      <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem' }}>
        {t.empty.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>{t.empty.text}</Typography>
      <Button component={Link} to={paths.products} variant="contained" size="large">
        {t.empty.cta}
      </Button>
    </Stack>
  )
}

function LinesSkeleton() {
  return (
    <Stack sx={{ gap: 2, py: 1 }} aria-hidden>
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Skeleton variant="rounded" width={72} height={72} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  )
}

/** The step bar and the heading never change: the same elements, which React never renders again. */
const stepBar = <StepBar activeStep={0} />
const heading = (
  <Typography variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
    {t.pageTitle}
  </Typography>
)

/** The carousel renders again only for other suggestions (not for a quantity or a coupon). */
const Recommendations = memo(RecommendCarousel)

/**
 * Step 1, 確認購物車: the lines (list on phones, table on wider screens), the summary with the
 * coupon and the way on to checkout, and the 猜你喜歡 carousel. Props only.
 *
 * Memoised, as are its parts (each line, the summary, the carousel): a change renders only what it
 * changed, given stable props (CartPage's handlers are).
 */
export const CartScreen = memo(function CartScreen({
  cart,
  isLoading,
  isError = false,
  recommended = NO_PRODUCTS,
  layout,
  deletingLineId = null,
  isClearing = false,
  isApplyingCoupon = false,
  autoplay = true,
  onQtyChange,
  onDeleteLine,
  onClearCart,
  onApplyCoupon,
  couponError = null,
  onRetry,
  freshness,
  onRemoveOffSale,
  onAcceptPrices,
  isSettling = false,
}: CartScreenProps) {
  const wide = useLayout(layout, { noSsr: true }) === 'wide'
  // The carousel, below the lines and the summary, joins them in a render of its own at low
  // priority: the cart's first render (a move to /cart) is the lines and the summary alone.
  const withCarousel = useDeferredValue(true, false)
  const linesHeadingId = useId()
  const lines = cart?.carts ?? []
  const hasLines = lines.length > 0
  // Phones: the total and 前往結帳 stay on screen in a bar at the bottom.
  const totalBar = !wide && hasLines
  const inCartKey = lines.map((line) => line.product_id).join()
  const suggestions = useMemo(() => {
    const inCart = new Set(inCartKey.split(','))
    return recommended.filter((product) => !inCart.has(product.id))
  }, [recommended, inCartKey])

  let body
  if (isLoading && !cart) body = <LinesSkeleton />
  else if (isError && !cart)
    body = (
      <ActionAlert severity="error" action={onRetry ? { label: t.error.retry, onClick: onRetry } : null}>
        <strong>{t.error.title}</strong>
        <br />
        {t.error.text}
      </ActionAlert>
    )
  else if (!hasLines) body = <EmptyCart />
  else {
    const linesProps = {
      lines,
      freshness: freshness?.lines,
      deletingLineId,
      onQtyChange,
      onDelete: onDeleteLine,
    }
    body = (
      <Stack sx={{ gap: 2 }}>
        <StaleCartNotice
          freshness={freshness}
          onRemoveOffSale={onRemoveOffSale}
          onAcceptPrices={onAcceptPrices}
          busy={isSettling}
        />
        {wide ? <CartLineTable {...linesProps} /> : <CartLineList {...linesProps} />}
      </Stack>
    )
  }
  const blocked = Boolean(freshness?.stale)

  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
      {stepBar}
      {heading}
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-labelledby={linesHeadingId}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
              >
                <Typography id={linesHeadingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {t.linesHeading}
                </Typography>
                {hasLines ? (
                  <Button
                    color="error"
                    startIcon={<DeleteSweepOutlinedIcon />}
                    onClick={onClearCart}
                    loading={isClearing}
                    loadingPosition="start"
                  >
                    {t.clear}
                  </Button>
                ) : null}
              </Stack>
              {body}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <CartSummary
            cart={cart ?? emptyCart}
            isApplyingCoupon={isApplyingCoupon}
            onApplyCoupon={onApplyCoupon}
            couponError={couponError}
            proceedInBar={totalBar}
            proceedBlocked={blocked}
          />
        </Grid>
      </Grid>
      {withCarousel && suggestions.length > 0 ? (
        <Box sx={{ mt: { xs: 6, md: 8 } }}>
          <Recommendations key={suggestions.length} products={suggestions} autoplay={autoplay} />
        </Box>
      ) : null}
      {totalBar && cart ? (
        <StickyTotalBar
          lines={cart.carts}
          finalTotal={cart.final_total}
          action={<ProceedButton size="medium" blocked={blocked} />}
        />
      ) : null}
      <FullScreenSpinner open={isLoading} label={t.loading} />
    </Container>
  )
})
