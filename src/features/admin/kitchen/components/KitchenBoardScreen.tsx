import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined'
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined'
import { Link as RouterLink } from 'react-router-dom'
import { dayLabel, type DayKey } from '@/api/delivery'
import { statusOf } from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { orderLines } from '@/components/checkout/orders'
import { shippingLabel } from '@/components/checkout/messages'
import { EmptyState } from '@/components/feedback/EmptyState'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { RefreshingBar } from '@/components/feedback/RefreshingBar'
import { FulfilmentChip } from '@/components/orders/FulfilmentChip'
import { deliveryText } from '@/components/orders/messages'
import { Columns } from '@/components/layout/Columns'
import { formatNtd, formatOrderNumber, textOf } from '@/lib/format'
import { AdminPageHeader } from '../../components/AdminPageHeader'
import { InlineNote } from '../../components/InlineNote'
import { adminMessages } from '../../messages'
import { NewOrdersNotice, type NewOrdersNoticeProps } from '../../orders/components/NewOrdersNotice'
import type { KitchenBoard, KitchenGroup, KitchenLine } from '../kitchenBoard'
import { groupTitle } from './labels'
import { paths } from '@/lib/paths'

const t = adminMessages.kitchen

export interface KitchenBoardScreenProps {
  /** The day shown. */
  day: DayKey
  onDayChange: (day: DayKey) => void
  /** The delivery days before and after it (the arrows). */
  previousDay: DayKey
  nextDay: DayKey
  /** The board, once the orders are read. */
  board?: KitchenBoard
  isLoading: boolean
  /** Reading again (a new order, a poll): the board stays, under a progress bar. */
  isFetching?: boolean
  /** The orders could not be read (and nothing is shown yet). */
  errorText?: string | null
  onRetry?: () => void
  /** How far back the board has read: incomplete when the budget ran out before its oldest day. */
  reading?: {
    complete: boolean
    read: number
    sinceDay: DayKey
    isLoadingMore: boolean
    onLoadMore: () => void
  }
  /** Orders that arrived since the page opened. */
  newOrders?: NewOrdersNoticeProps
  /** Line keys (`group|product`) whose tick is being written, with the value being written. */
  ticking?: ReadonlyMap<string, boolean>
  /** Orders being confirmed or shipped. */
  busyOrders?: ReadonlySet<string>
  onConfirm: (order: Order) => void
  onTick: (group: KitchenGroup, line: KitchenLine, prepared: boolean) => void
  onShip: (order: Order) => void
  onPrint: () => void
}

const lineKey = (group: KitchenGroup, line: KitchenLine) => `${group.key}|${line.key}`

const itemsText = (order: Order) =>
  orderLines(order)
    .map((line) => `${textOf(line.product?.title)} ×${typeof line.qty === 'number' ? line.qty : 0}`)
    .join('、')

const orderLink = (order: Order) => (
  <MuiLink
    component={RouterLink}
    to={paths.adminOrder(order.id)}
    sx={{ fontFamily: 'monospace', fontWeight: 700 }}
  >
    {formatOrderNumber(order.id)}
  </MuiLink>
)

/**
 * 今日備餐 (/admin/kitchen): for a day, what to prepare, grouped by morning slot and shipping way,
 * with a tick per product as it is ready (kept on the orders, so every device sees it); the new
 * orders to confirm first; 出貨 per order; a printable sheet. Props only.
 */
export function KitchenBoardScreen({
  day,
  onDayChange,
  previousDay,
  nextDay,
  board,
  isLoading,
  isFetching = false,
  errorText,
  onRetry,
  reading,
  newOrders,
  ticking = new Map(),
  busyOrders = new Set(),
  onConfirm,
  onTick,
  onShip,
  onPrint,
}: KitchenBoardScreenProps) {
  const dayPicker = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={t.previousDay} onClick={() => onDayChange(previousDay)}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={t.day}
        value={day}
        onChange={(event) => event.target.value && onDayChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label={t.nextDay} onClick={() => onDayChange(nextDay)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  )

  return (
    <Box>
      <AdminPageHeader
        title={t.title}
        action={
          <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={onPrint} disabled={!board}>
            {t.print}
          </Button>
        }
      />
      {newOrders ? <NewOrdersNotice {...newOrders} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        {dayPicker}
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }} aria-live="polite">
          {dayLabel(day)}
          {board ? ` · ${t.summary(board.orders, board.items)}` : null}
        </Typography>
        {board && board.shipped > 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t.shippedCount(board.shipped)}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t.intro}
      </Typography>
      {reading && !reading.complete ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reading.onLoadMore} loading={reading.isLoadingMore}>
              {t.loadMore}
            </Button>
          }
        >
          {t.partial(reading.read)}
        </Alert>
      ) : null}
      <RefreshingBar active={isFetching && !isLoading} />

      {!board && errorText ? (
        <EmptyState
          title={errorText}
          text={adminMessages.orderPage.errorText}
          action={onRetry ? { label: adminMessages.common.reload, onClick: onRetry } : undefined}
        />
      ) : null}

      {board && board.pending.length > 0 ? (
        <Card
          component="section"
          aria-label={t.pendingTitle(board.pending.length)}
          variant="outlined"
          sx={{ mb: 2, borderColor: 'warning.main' }}
        >
          <CardContent sx={{ display: 'grid', gap: 1.5 }}>
            <Box>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
                {t.pendingTitle(board.pending.length)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t.pendingHint}
              </Typography>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {board.pending.map((order) => (
                <Box
                  component="li"
                  key={order.id}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr auto', md: 'auto minmax(6em, auto) 1fr auto auto' },
                    alignItems: 'center',
                    columnGap: 2,
                    rowGap: 0.5,
                    borderTop: 1,
                    borderColor: 'divider',
                    pt: 1,
                  }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {orderLink(order)}
                    <span>{textOf(order.user?.name)}</span>
                  </Box>
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                      gridColumn: { xs: '1 / -1', md: 'auto' },
                      gridRow: { xs: 2, md: 'auto' },
                    }}
                  >
                    {deliveryText(order, { withDueDay: true })} · {shippingLabel(order.shippingWay)}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 3, md: 'auto' } }}
                  >
                    {itemsText(order)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, display: { xs: 'none', md: 'block' } }}>
                    {formatNtd(order.total)}
                  </Typography>
                  <Button
                    variant="contained"
                    size="small"
                    aria-label={t.confirmLabel(formatOrderNumber(order.id))}
                    loading={busyOrders.has(order.id)}
                    onClick={() => onConfirm(order)}
                  >
                    {t.confirm}
                  </Button>
                </Box>
              ))}
            </Box>
          </CardContent>
        </Card>
      ) : null}

      {board && board.groups.length === 0 && board.pending.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyHint} />
      ) : null}

      <Columns columns={{ xs: '1fr', lg: '1fr 1fr' }}>
        {board?.groups.map((group) => {
          const title = groupTitle(group)
          return (
            <Card component="section" aria-label={title} variant="outlined" key={group.key}>
              <CardContent sx={{ display: 'grid', gap: 1.5 }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 1,
                    flexWrap: 'wrap',
                    alignItems: 'baseline',
                  }}
                >
                  <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.groupSummary(group.orders.length, group.items)}
                  </Typography>
                </Box>
                <Table size="small" aria-label={title}>
                  <TableHead>
                    <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: 'shop.tableHead' } }}>
                      <TableCell padding="checkbox" sx={{ whiteSpace: 'nowrap', px: 1.5 }}>
                        {t.prepared}
                      </TableCell>
                      <TableCell>{t.product}</TableCell>
                      <TableCell align="right">{t.qty}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {group.lines.map((line) => {
                      const key = lineKey(group, line)
                      const writing = ticking.get(key)
                      const done = writing ?? line.preparedQty >= line.qty
                      const partly =
                        writing === undefined && line.preparedQty > 0 && line.preparedQty < line.qty
                      return (
                        <TableRow
                          key={line.key}
                          sx={done ? { '& td': { color: 'text.secondary' } } : undefined}
                        >
                          <TableCell padding="checkbox">
                            <Checkbox
                              checked={done}
                              indeterminate={partly}
                              disabled={writing !== undefined}
                              onChange={(event) => onTick(group, line, event.target.checked)}
                              slotProps={{ input: { 'aria-label': t.tickLabel(line.title, title) } }}
                            />
                          </TableCell>
                          <TableCell
                            sx={{ textDecoration: done ? 'line-through' : undefined, fontWeight: 500 }}
                          >
                            {line.title}
                            {partly ? (
                              <InlineNote ml={1} color="warning.dark">
                                {t.partly(line.preparedQty, line.qty)}
                              </InlineNote>
                            ) : null}
                          </TableCell>
                          <TableCell
                            align="right"
                            sx={{ fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }}
                          >
                            {line.qty}
                            {line.unit ? <InlineNote ml={0.5}>{line.unit}</InlineNote> : null}
                          </TableCell>
                        </TableRow>
                      )
                    })}
                  </TableBody>
                </Table>
                <Box>
                  <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {t.orders}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                    {group.orders.map(({ order, items, preparedItems }) => (
                      <Box
                        component="li"
                        key={order.id}
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                      >
                        {orderLink(order)}
                        <Typography variant="body2" sx={{ flex: '1 1 auto' }}>
                          {textOf(order.user?.name)} · {t.partly(preparedItems, items)}
                        </Typography>
                        <FulfilmentChip status={statusOf(order)} />
                        <Button
                          size="small"
                          sx={{ ml: 'auto' }}
                          variant={preparedItems >= items && items > 0 ? 'contained' : 'outlined'}
                          startIcon={<LocalShippingOutlinedIcon />}
                          aria-label={t.shipLabel(formatOrderNumber(order.id))}
                          loading={busyOrders.has(order.id)}
                          loadingPosition="start"
                          onClick={() => onShip(order)}
                        >
                          {t.ship}
                        </Button>
                      </Box>
                    ))}
                  </Box>
                </Box>
              </CardContent>
            </Card>
          )
        })}
      </Columns>
      <FullScreenSpinner open={isLoading} />
    </Box>
  )
}
