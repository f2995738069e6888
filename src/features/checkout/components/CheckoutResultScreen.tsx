import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import { Link } from 'react-router-dom'
import { StepBar } from '@/components/checkout/StepBar'
import type { Order } from '@/api/types'
import { OrderDetails, OrderNumber } from '@/components/checkout/OrderDetails'
import { PaymentStatus } from '@/components/checkout/PaymentStatus'
import { paymentStateOf, type PaymentState } from '@/components/checkout/payment'
import { checkoutMessages as t } from '../messages'
import { paths } from '@/lib/paths'

/**
 * What checkout hands to the result page in the navigation state: the order's id (the page reads
 * the order by it) and, for online payment, whether paying it went through.
 */
export interface CheckoutResultState {
  orderId: string
  /** `unknown`: the payment was sent and its answer lost (the order, once read, tells). */
  payment?: 'paid' | 'failed' | 'unknown'
}

export interface CheckoutResultScreenProps {
  /** success: the order is placed; fail: it could not be placed (step 3 failed). */
  outcome: 'success' | 'fail'
  /** The order just created (success only; absent when the page is opened directly). */
  orderId?: string | null
  /** The order as the API stored it; null until it arrives (or when it cannot be read). */
  details?: Order | null
  /** What checkout said of the payment, until the stored order tells. */
  paymentHint?: CheckoutResultState['payment']
  /** 重新付款 is running. */
  isPaying?: boolean
  /** 重新付款: pays the order again (an online payment that did not complete). */
  onPay?: () => void
}

const leadByState: Record<PaymentState, string> = {
  paid: t.success.textPaid,
  awaitingTransfer: t.success.textTransfer,
  onDelivery: t.success.textOnDelivery,
  unpaid: t.success.textUnpaid,
}

/**
 * /checkout-success and /checkout-fail. Success reads the order back from the API and says where
 * its payment stands: 已付款 with the time; ATM transfer details and 未付款; 貨到付款; or, when
 * paying online did not complete, that the order exists but is not paid, with 重新付款. The step
 * bar says the same: 完成訂單 done, or 結帳 not done while the payment is not. Props only.
 */
export function CheckoutResultScreen({
  outcome,
  orderId = null,
  details = null,
  paymentHint,
  isPaying = false,
  onPay,
}: CheckoutResultScreenProps) {
  const success = outcome === 'success'
  const state: PaymentState | null = details
    ? paymentStateOf(details)
    : paymentHint === 'failed'
      ? 'unpaid'
      : paymentHint === 'paid'
        ? 'paid'
        : null
  const paymentOpen = success && state === 'unpaid'
  // Paying lost its answer and the order is not read yet: nothing is claimed about the payment.
  const paymentUnknown = success && !state && paymentHint === 'unknown'
  const copy = success ? t.success : t.fail
  const lead = !success
    ? t.fail.text
    : state
      ? leadByState[state]
      : paymentUnknown
        ? t.success.textPaymentUnknown
        : t.success.text
  const steps = !success ? (
    <StepBar activeStep={2} status="failed" />
  ) : paymentUnknown ? (
    <StepBar activeStep={2} status="active" />
  ) : paymentOpen ? (
    <StepBar activeStep={2} status={isPaying ? 'active' : 'failed'} />
  ) : (
    <StepBar activeStep={3} status="done" />
  )

  return (
    <Container maxWidth="md" sx={{ pb: { xs: 6, md: 10 } }}>
      {steps}
      <Card>
        <CardContent
          sx={{
            p: { xs: 2.5, sm: 6 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 2,
          }}
        >
          {success && !paymentOpen ? (
            <CheckCircleOutlineIcon color="secondary" sx={{ fontSize: 88 }} aria-hidden />
          ) : (
            <ErrorOutlineIcon color="error" sx={{ fontSize: 88 }} aria-hidden />
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {copy.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{lead}</Typography>
          {success && details ? (
            <Box sx={{ width: '100%', maxWidth: 560, display: 'grid', gap: 2, textAlign: 'left' }}>
              <PaymentStatus order={details} onPay={onPay} isPaying={isPaying} />
              <Box sx={{ bgcolor: 'background.default', borderRadius: 2, p: { xs: 2, sm: 3 } }}>
                <OrderDetails order={details} />
              </Box>
            </Box>
          ) : success && orderId ? (
            // The order's number at once; its lines, totals and payment once the API answers.
            <Box
              role="status"
              aria-label={t.success.loading}
              sx={{ width: '100%', maxWidth: 560, bgcolor: 'background.default', borderRadius: 2, p: 3 }}
            >
              <Typography sx={{ color: 'text.secondary' }}>
                {t.success.orderId} <OrderNumber id={orderId} />
              </Typography>
              <Skeleton height={32} />
              <Skeleton height={32} />
              <Skeleton height={32} width="60%" />
            </Box>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, mt: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            <Button component={Link} to="/" variant="contained" size="large">
              {copy.home}
            </Button>
            {success && orderId ? (
              <Button component={Link} to={paths.order(orderId)} variant="outlined" size="large">
                {t.success.viewOrder}
              </Button>
            ) : null}
            {success ? (
              <Button component={Link} to={paths.products} variant="outlined" size="large">
                {t.success.continueShopping}
              </Button>
            ) : (
              <Button component={Link} to={paths.cart} variant="outlined" size="large">
                {t.fail.cart}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  )
}
