import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { splitNote } from '@/api/delivery'
import { historyOf, orderLineIds, preparedOf, statusOf, type FulfilmentStatus } from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { CartTotals } from '@/components/checkout/CartTotals'
import { CopyOrderIdButton } from '@/components/checkout/OrderDetails'
import { paymentLabel, shippingLabel } from '@/components/checkout/messages'
import { isPaid, orderLines } from '@/components/checkout/orders'
import { EmptyState } from '@/components/feedback/EmptyState'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { FulfilmentChip } from '@/components/orders/FulfilmentChip'
import { FulfilmentTimeline } from '@/components/orders/FulfilmentTimeline'
import { deliveryText, fulfilmentMessages } from '@/components/orders/messages'
import { Columns } from '@/components/layout/Columns'
import { formatDateTime, formatNtd, formatOrderNumber, textOf } from '@/lib/format'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'
import { NewOrdersNotice, type NewOrdersNoticeProps } from './NewOrdersNotice'
import { OrderActions, type OrderActionsProps } from './OrderActions'
import { paths } from '@/lib/paths'

const t = adminMessages.orderPage

let shortFormat: Intl.DateTimeFormat | undefined
/** 11/27 09:46: when a line was ticked (the kitchen works days ahead at most). */
function shortDateTime(seconds: number): string {
  shortFormat ??= new Intl.DateTimeFormat('zh-TW', {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Taipei',
  })
  return shortFormat.format(new Date(seconds * 1000))
}

export type AdminOrderState = 'loading' | 'ready' | 'notFound' | 'error' | 'deleted'

export interface AdminOrderScreenProps extends Pick<
  OrderActionsProps,
  'busy' | 'onChangeStatus' | 'onMarkPaid' | 'onEdit' | 'onPrint' | 'onDelete'
> {
  state: AdminOrderState
  /** The order, once read. */
  order?: Order | null
  /** Reads the order again after a failure. */
  onRetry: () => void
  /** Orders that arrived since the page opened. */
  newOrders?: NewOrdersNoticeProps
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/**
 * /admin/orders/:id: one order as the owner runs it — where it stands and what to do next, what
 * was ordered (the kitchen's ticks per line) and what it costs, the morning asked for, the buyer,
 * the note, every status change with its time. Props only.
 */
export function AdminOrderScreen({ state, order, onRetry, newOrders, ...actions }: AdminOrderScreenProps) {
  const back = (
    <MuiLink
      component={RouterLink}
      to={paths.adminOrders}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 700 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t.back}
    </MuiLink>
  )
  if (state === 'loading')
    return (
      <Box>
        {back}
        <FullScreenSpinner open label={t.loading} />
      </Box>
    )
  if (state !== 'ready' || !order) {
    const notFound = state === 'notFound' || state === 'deleted'
    return (
      <Box>
        {back}
        <EmptyState
          title={
            state === 'deleted'
              ? adminMessages.orders.deleteSuccess
              : notFound
                ? t.notFoundTitle
                : t.errorTitle
          }
          text={notFound ? t.notFoundText : t.errorText}
          action={notFound ? undefined : { label: t.retry, onClick: onRetry }}
        />
      </Box>
    )
  }

  const status: FulfilmentStatus = statusOf(order)
  const paid = isPaid(order)
  const lines = orderLines(order)
  const lineIds = orderLineIds(order)
  const ticks = preparedOf(order)
  const user = (order.user ?? {}) as Partial<Order['user']>
  const { note } = splitNote(order.message)
  const history = historyOf(order)
  const number = formatOrderNumber(order.id)

  return (
    <Box>
      {back}
      {newOrders ? <NewOrdersNotice {...newOrders} /> : null}
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, fontFamily: 'monospace' }}
          >
            {t.title(number)}
          </Typography>
          <CopyOrderIdButton id={order.id} />
          <FulfilmentChip status={status} size="medium" />
          <StatusText positive={paid}>
            {paid ? adminMessages.orders.paid : adminMessages.orders.unpaid}
          </StatusText>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {adminMessages.orders.columns.createdAt} {formatDateTime(order.create_at)} · {textOf(user.name)}
        </Typography>
        <OrderActions status={status} paid={paid} {...actions} />
      </Stack>

      <Columns columns={{ xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }}>
        <Stack spacing={2}>
          <Section title={t.lines}>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t.lines}>
                <TableHead>
                  <TableRow
                    sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'shop.tableHead' } }}
                  >
                    <TableCell>{adminMessages.orders.form.lineTitle}</TableCell>
                    <TableCell align="right">{adminMessages.orders.form.qty}</TableCell>
                    <TableCell align="right">{adminMessages.orders.form.amount}</TableCell>
                    <TableCell>{adminMessages.kitchen.prepared}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line, index) => {
                    const at = ticks[lineIds[index]]
                    return (
                      <TableRow key={lineIds[index] ?? index}>
                        <TableCell>{textOf(line.product?.title)}</TableCell>
                        <TableCell align="right">{typeof line.qty === 'number' ? line.qty : ''}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatNtd(line.total)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                          {at ? (
                            <Box
                              component="span"
                              sx={{
                                display: 'inline-flex',
                                alignItems: 'center',
                                gap: 0.5,
                                color: 'success.dark',
                              }}
                            >
                              <CheckCircleIcon fontSize="small" aria-hidden />
                              {shortDateTime(at)}
                            </Box>
                          ) : (
                            '—'
                          )}
                        </TableCell>
                      </TableRow>
                    )
                  })}
                </TableBody>
              </Table>
            </Box>
            <Box
              role="group"
              aria-label={adminMessages.orders.form.total}
              sx={{ width: '100%', maxWidth: { sm: 360 }, ml: 'auto' }}
            >
              <CartTotals lines={lines} finalTotal={order.total} />
            </Box>
          </Section>
          <Section title={t.note}>
            <Typography
              sx={{
                whiteSpace: 'pre-line',
                overflowWrap: 'anywhere',
                color: note.trim() ? 'text.primary' : 'text.secondary',
              }}
            >
              {note.trim() ? note : t.noNote}
            </Typography>
          </Section>
          <Section title={t.customer}>
            <Facts
              rows={[
                [adminMessages.orders.form.name, textOf(user.name)],
                [adminMessages.orders.form.tel, textOf(user.tel)],
                [adminMessages.orders.form.email, textOf(user.email)],
                [adminMessages.orders.form.address, textOf(user.address)],
              ]}
            />
          </Section>
        </Stack>
        {/* On a phone, where the order stands and when it is for come first. */}
        <Stack spacing={2} sx={{ order: { xs: -1, lg: 0 } }}>
          <Section title={t.delivery}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              {deliveryText(order, { withDueDay: true })}
            </Typography>
            <Facts
              rows={[
                [t.shipping, shippingLabel(order.shippingWay)],
                [t.payment, paymentLabel(order.paymentWay)],
                [
                  t.paidState,
                  paid
                    ? order.paid_date
                      ? t.paidAt(formatDateTime(order.paid_date))
                      : adminMessages.orders.paid
                    : adminMessages.orders.unpaid,
                ],
              ]}
            />
          </Section>
          <Section
            title={t.status}
            action={
              lineIds.length > 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t.kitchen(lineIds.filter((id) => id in ticks).length, lineIds.length)}
                </Typography>
              ) : null
            }
          >
            <FulfilmentTimeline order={order} />
            {history.length > 0 ? (
              <Box>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t.history}
                </Typography>
                <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
                  {history.map((entry, index) => (
                    <Typography
                      component="li"
                      variant="body2"
                      key={`${entry.at}-${index}`}
                      sx={{ color: 'text.secondary' }}
                    >
                      {`${formatDateTime(entry.at)} `}
                      {fulfilmentMessages.statuses[entry.status]}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ) : null}
          </Section>
        </Stack>
      </Columns>
    </Box>
  )
}
