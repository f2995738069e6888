import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined'
import { Link } from 'react-router-dom'
import { StepBar } from '@/components/checkout/StepBar'
import type { Order } from '@/api/types'
import { OrderDetails, OrderNumber } from '@/components/checkout/OrderDetails'
import { formatDateTime, formatNtd } from '@/lib/format'
import { checkoutMessages as t } from '../messages'

/** What the checkout page hands to the success page through the navigation state. */
export interface PlacedOrder {
  orderId: string
  total: number
  createAt?: number
}

export interface CheckoutResultScreenProps {
  /** success: the order is placed (step 4 done); fail: it could not be placed (step 3 failed). */
  outcome: 'success' | 'fail'
  /** The order just created (success only; absent when the page is opened directly). */
  order?: PlacedOrder | null
  /** The order as the API stored it (read after placing it); null until it arrives or if it cannot. */
  details?: Order | null
}

/** /checkout-success (step 4 done) and /checkout-fail (step 3 failed). Props only. */
export function CheckoutResultScreen({ outcome, order, details = null }: CheckoutResultScreenProps) {
  const success = outcome === 'success'
  const copy = success ? t.success : t.fail
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 6, md: 10 } }}>
      <StepBar activeStep={success ? 3 : 2} status={success ? 'done' : 'failed'} />
      <Card>
        <CardContent
          sx={{
            p: { xs: 3, sm: 6 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            textAlign: 'center',
            gap: 2,
          }}
        >
          {success ? (
            <CheckCircleOutlineIcon color="secondary" sx={{ fontSize: 88 }} aria-hidden />
          ) : (
            <ErrorOutlineIcon color="error" sx={{ fontSize: 88 }} aria-hidden />
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {copy.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{copy.text}</Typography>
          {success && details ? (
            <Box
              sx={{
                width: '100%',
                maxWidth: 520,
                bgcolor: 'background.default',
                borderRadius: 2,
                p: { xs: 2, sm: 3 },
              }}
            >
              <OrderDetails order={details} />
            </Box>
          ) : success && order ? (
            // What the checkout page knows until the stored order arrives.
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 1,
                textAlign: 'left',
                bgcolor: 'background.default',
                borderRadius: 2,
                px: 3,
                py: 2,
                maxWidth: '100%',
              }}
            >
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t.success.orderId}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
                <OrderNumber id={order.orderId} />
              </Typography>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {t.success.total}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {formatNtd(order.total)}
              </Typography>
              {order.createAt ? (
                <>
                  <Typography component="dt" sx={{ color: 'text.secondary' }}>
                    {t.success.createdAt}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {formatDateTime(order.createAt)}
                  </Typography>
                </>
              ) : null}
            </Box>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, mt: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            <Button component={Link} to="/" variant="contained" size="large">
              {copy.home}
            </Button>
            {success && order ? (
              <Button
                component={Link}
                to={`/orders/${encodeURIComponent(order.orderId)}`}
                variant="outlined"
                size="large"
              >
                {t.success.viewOrder}
              </Button>
            ) : null}
            {success ? (
              <Button component={Link} to="/products" variant="outlined" size="large">
                {t.success.continueShopping}
              </Button>
            ) : (
              <Button component={Link} to="/cart" variant="outlined" size="large">
                {t.fail.cart}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  )
}
