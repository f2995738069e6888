import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import PaymentIcon from '@mui/icons-material/PaymentOutlined'
import ReplayIcon from '@mui/icons-material/Replay'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { Order } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { OrderDetails } from '@/components/checkout/OrderDetails'
import { PaymentStatus } from '@/components/checkout/PaymentStatus'
import { canPayInShop } from '@/components/checkout/payment'
import { EmptyState } from '@/components/feedback/EmptyState'
import { formatOrderNumber } from '@/lib/format'
import { FulfilmentTimeline } from '@/components/orders/FulfilmentTimeline'
import { fulfilmentMessages } from '@/components/orders/messages'
import { ordersMessages } from '../messages'
import { paths } from '@/lib/paths'

const t = ordersMessages.detail

/** A button beside the payment status: 再買一次 or 付款, spinning while it runs. */
interface OrderAction {
  label: string
  variant: 'outlined' | 'contained'
  Icon: typeof ReplayIcon
  onClick: () => void
  loading: boolean
}

export type OrderScreenState = 'loading' | 'ready' | 'notFound' | 'error'

export interface OrderScreenProps {
  /** loading, ready (the order shows), notFound (no such order of this member) or error. */
  state: OrderScreenState
  /** The order, once loaded. */
  order?: Order | null
  /** 付款 is running: its button spins and is disabled. */
  isPaying: boolean
  /** 再買一次 is running: its button spins and is disabled. */
  isReordering: boolean
  /** Pays the order (付款). */
  onPay: () => void
  /** Puts the order's products back in the cart (再買一次). */
  onReorder: () => void
  /** Loads the order again after a failure. */
  onRetry: () => void
  /** What the last 付款 or 再買一次 said (success or the products skipped). */
  notice?: { severity: 'success' | 'warning' | 'error'; text: string } | null
}

/**
 * /orders/:id (members only): one of the member's orders. Where its payment stands and what can be
 * done sit together at the top — 付款 (unpaid, and not 貨到付款), 再買一次 — so what paying
 * changes (the status, the message) appears where the shopper pressed. Props only.
 */
export function OrderScreen({
  state,
  order,
  isPaying,
  isReordering,
  onPay,
  onReorder,
  onRetry,
  notice,
}: OrderScreenProps) {
  const back = (
    <Link component={RouterLink} to={paths.orders} sx={{ display: 'inline-block', mb: 2 }}>
      {t.back}
    </Link>
  )
  if (state === 'loading') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {back}
        <FullScreenSpinner open />
      </Container>
    )
  }
  if (state !== 'ready' || !order) {
    const notFound = state === 'notFound'
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {back}
        <EmptyState
          title={notFound ? t.notFoundTitle : t.errorTitle}
          text={notFound ? t.notFoundText : t.errorText}
          action={notFound ? undefined : { label: t.retry, onClick: onRetry }}
        />
      </Container>
    )
  }
  const actions: OrderAction[] = [
    { label: t.reorder, variant: 'outlined', Icon: ReplayIcon, onClick: onReorder, loading: isReordering },
  ]
  // 付款 only while the order can still be paid in the shop.
  if (canPayInShop(order))
    actions.push({ label: t.pay, variant: 'contained', Icon: PaymentIcon, onClick: onPay, loading: isPaying })
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {back}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t.title(formatOrderNumber(order.id))}
      </Typography>
      <Stack sx={{ gap: 2, mb: 3 }}>
        {notice ? <Notice notice={notice} /> : null}
        <PaymentStatus order={order} isPaying={isPaying} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'flex-end' }}>
          {actions.map(({ label, variant, Icon, onClick, loading }) => (
            <Button
              key={label}
              variant={variant}
              size="large"
              startIcon={<Icon />}
              onClick={onClick}
              loading={loading}
              loadingPosition="start"
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Card component="section" variant="outlined" aria-labelledby="order-progress" sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography
            id="order-progress"
            component="h2"
            sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 2 }}
          >
            {fulfilmentMessages.timeline}
          </Typography>
          <FulfilmentTimeline order={order} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <OrderDetails order={order} showContact />
        </CardContent>
      </Card>
    </Container>
  )
}

/** What the last 付款 or 再買一次 said; it takes focus, so it is read (and seen) where it appears. */
function Notice({ notice }: { notice: NonNullable<OrderScreenProps['notice']> }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
    ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [notice])
  return (
    <Alert ref={ref} tabIndex={-1} severity={notice.severity} role="status" sx={{ outline: 'none' }}>
      {notice.text}
    </Alert>
  )
}
