import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import MuiLink from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Order } from '@/api/types'
import { EmptyState } from '@/components/feedback/EmptyState'
import { isPaid, orderLines } from '@/components/checkout/orders'
import { cartTotalsMessages, orderMessages } from '@/components/checkout/messages'
import { priceSummary } from '@/api/cart'
import { formatDateTime, formatNtd, formatOrderNumber, textOf } from '@/lib/format'
import { FulfilmentTimeline } from '@/components/orders/FulfilmentTimeline'
import { deliveryText, fulfilmentMessages } from '@/components/orders/messages'
import { ordersMessages } from '../messages'
import { paths } from '@/lib/paths'

const t = ordersMessages.list

export interface OrdersScreenProps {
  /** The member's orders, newest first; undefined while loading. */
  orders: Order[] | undefined
  /** The orders could not be read: a message and a retry button instead of the list. */
  isError: boolean
  /** Older pages of the shop's order list are not read yet. */
  hasMore: boolean
  /** The next page is being read: the more button waits. */
  isLoadingMore: boolean
  /** Reads the next page of orders (the more button under the list). */
  onMore: () => void
  /** Reads the orders again after a failure. */
  onRetry: () => void
}

/** /orders (members only): the orders this member placed. Props only. */
export function OrdersScreen({
  orders,
  isError,
  hasMore,
  isLoadingMore,
  onMore,
  onRetry,
}: OrdersScreenProps) {
  let body: ReactNode
  if (!orders && isError) {
    body = (
      <EmptyState title={t.errorTitle} text={t.errorText} action={{ label: t.retry, onClick: onRetry }} />
    )
  } else if (!orders) {
    body = (
      <Stack sx={{ gap: 2 }} role="status" aria-label={t.loading}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Stack>
    )
  } else if (orders.length === 0 && !hasMore) {
    body = (
      <EmptyState
        title={t.emptyTitle}
        text={t.emptyText}
        action={{ label: t.toProducts, to: paths.products }}
      />
    )
  } else {
    body = (
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </Stack>
    )
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>{t.subtitle}</Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t.publicNotice}
      </Alert>
      {body}
      {orders && hasMore ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onMore} loading={isLoadingMore}>
            {t.more}
          </Button>
        </Box>
      ) : null}
    </Container>
  )
}

function OrderCard({ order }: { order: Order }) {
  const lines = orderLines(order)
  const number = formatOrderNumber(order.id)
  const paid = isPaid(order)
  const titles = lines.map((line) => textOf(line.product?.title)).filter(Boolean)
  return (
    <Card
      variant="outlined"
      // The 查看訂單 link's ::after covers the card: the whole card is one click target, while the
      // link's name stays its visible text (plus the order number for screen readers).
      sx={{
        position: 'relative',
        p: 2.5,
        display: 'grid',
        gap: 1,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1.125rem' }}>
          {number}
        </Typography>
        <Chip
          size="small"
          label={paid ? orderMessages.paid : orderMessages.unpaid}
          color={paid ? 'success' : 'warning'}
          variant={paid ? 'filled' : 'outlined'}
          // The outlined warning text in warning.main is 4.2:1 on white; the dark shade meets AA.
          sx={paid ? undefined : { color: 'warning.dark', borderColor: 'warning.dark' }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatDateTime(order.create_at)} · {t.items(lines.length)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{titles.join('、')}</Typography>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          {fulfilmentMessages.delivery}
        </Box>
        {deliveryText(order)}
      </Typography>
      <Box sx={{ my: 0.5 }}>
        <FulfilmentTimeline order={order} variant="steps" />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {/* 總計 as the order page and the confirmation show it (priceSummary). */}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
            {cartTotalsMessages.total}
          </Box>
          {formatNtd(priceSummary(lines, order.total).total)}
        </Typography>
        <MuiLink
          component={Link}
          to={paths.order(order.id)}
          underline="hover"
          sx={{
            fontWeight: 700,
            whiteSpace: 'nowrap',
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible::after': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {`${t.view} `}
          <Box component="span" sx={visuallyHidden}>
            {number}
          </Box>
          <span aria-hidden>›</span>
        </MuiLink>
      </Box>
    </Card>
  )
}
