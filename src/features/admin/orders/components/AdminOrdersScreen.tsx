import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TableCell from '@mui/material/TableCell'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { nextStatus, statusOf, type FulfilmentStatus } from '@/api/fulfilment'
import type { Order } from '@/api/types'
import { CopyOrderIdButton } from '@/components/checkout/OrderDetails'
import { FulfilmentChip } from '@/components/orders/FulfilmentChip'
import { deliveryText, fulfilmentMessages } from '@/components/orders/messages'
import { formatDateTime, formatNtd, formatOrderNumber, NOT_SHOWN, textOf } from '@/lib/format'
import {
  AdminListScreen,
  type AdminListSelection,
  type AdminListStateProps,
} from '../../components/AdminListScreen'
import { DateFilter, FilterBar, SearchField, SelectFilter } from '../../components/ListFilters'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'
import { itemCount, NO_ORDER_FILTER, PAID_FILTERS, STATUS_FILTERS, type OrderFilter } from '../orderFilter'
import { BulkStatusMenu } from './BulkStatusMenu'
import { NewOrdersNotice, type NewOrdersNoticeProps } from './NewOrdersNotice'
import { OrderRowActions } from './OrderRowActions'
import { SearchScope, type SearchScopeProps } from './SearchScope'
import { paths } from '@/lib/paths'

const t = adminMessages.orders
const f = adminMessages.fulfilment
const common = adminMessages.common

export interface AdminOrdersScreenProps extends AdminListStateProps {
  /** The orders of the current page, newest first. */
  orders: Order[]
  /** Opens the order's edit form. */
  onEdit: (order: Order) => void
  /** Asks to delete the order. */
  onDelete: (order: Order) => void
  /** The filter in the URL and how to change it; without it the list has no filter bar. */
  filter?: OrderFilter
  /** Changes part of the filter (it lives in the URL). */
  onFilterChange?: (patch: Partial<OrderFilter>) => void
  /** Bulk selection: checkboxes per record, select-the-page and the bulk actions. */
  selection?: AdminListSelection
  /** Moves the ticked orders to a status (bulk); without it, the selection offers 刪除所選 only. */
  onBulkStatus?: (status: FulfilmentStatus) => void
  /** Moves one order to its next status (確認訂單, 開始備餐…), from its row's 更多 menu. */
  onAdvance?: (order: Order, status: FulfilmentStatus) => void
  /** A bulk status change is being written. */
  isChangingStatus?: boolean
  /** Export and other list actions, shown in the header. */
  headerAction?: ReactNode
  /** How far a filtered list has looked (the API cannot search); absent without a filter. */
  searchScope?: SearchScopeProps
  /** Orders that arrived since the page opened. */
  newOrders?: NewOrdersNoticeProps
}

/** A row's 更多 → its next step (the order page's main button), when it has one and moving is offered. */
function nextStepOf(order: Order, onAdvance?: (order: Order, status: FulfilmentStatus) => void) {
  const to = nextStatus(statusOf(order))
  if (!to || !onAdvance) return undefined
  return { label: adminMessages.orderPage.next[to], onSelect: () => onAdvance(order, to) }
}

const labelOf = (labels: Record<string, string>, value: unknown) => {
  const key = textOf(value)
  return key ? (labels[key] ?? key) : NOT_SHOWN
}

const orderPath = (order: Order) => paths.adminOrder(order.id)

/** The readable number, linking to the order's page, and the copy button. */
function OrderNumberLink({ order }: { order: Order }) {
  const number = formatOrderNumber(order.id)
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <MuiLink
        component={RouterLink}
        to={orderPath(order)}
        aria-label={f.orderLink(number)}
        title={order.id}
        data-order-id={order.id}
        sx={{ fontFamily: 'monospace', fontSize: '1.05em', fontWeight: 700 }}
      >
        {number}
      </MuiLink>
      <CopyOrderIdButton id={order.id} />
    </Box>
  )
}

/**
 * Spec §2 訂單列表: no create button; ID, time, amount, orderer, 已付款/未付款, edit/delete; plus
 * item count, the morning asked for with the shipping way, the payment way, the fulfilment status,
 * find-and-filter (name, phone, e-mail, id; paid; status; days) and bulk status changes. 刪除 is
 * in each row's secondary menu; the order's page is its number.
 */
export function AdminOrdersScreen({
  orders,
  filter,
  onFilterChange,
  headerAction,
  selection,
  onBulkStatus,
  onAdvance,
  isChangingStatus = false,
  searchScope,
  newOrders,
  onEdit,
  onDelete,
  ...list
}: AdminOrdersScreenProps) {
  const paid = (order: Order) => (
    <StatusText positive={Boolean(order.is_paid)}>{order.is_paid ? t.paid : t.unpaid}</StatusText>
  )
  const paidOptions = PAID_FILTERS.map((value) => ({ value, label: value === 'paid' ? t.paid : t.unpaid }))
  const statusOptions = STATUS_FILTERS.map((value) => ({
    value,
    label: fulfilmentMessages.statuses[value],
  }))
  const caption = (text: string) => (
    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
      {text}
    </Typography>
  )

  return (
    <AdminListScreen
      messages={t}
      headerAction={headerAction}
      toolbar={
        <>
          {newOrders ? <NewOrdersNotice {...newOrders} /> : null}
          {filter && onFilterChange ? (
            <FilterBar
              onClear={
                Object.values(filter).some(Boolean) ? () => onFilterChange(NO_ORDER_FILTER) : undefined
              }
            >
              <SearchField label={t.search} value={filter.q} onChange={(q) => onFilterChange({ q })} />
              <SelectFilter
                label={f.statusFilter}
                value={filter.status}
                options={statusOptions}
                onChange={(status) => onFilterChange({ status })}
              />
              <SelectFilter
                label={t.paidFilter}
                value={filter.paid}
                options={paidOptions}
                onChange={(paid) => onFilterChange({ paid })}
              />
              <DateFilter
                label={common.dateFrom}
                value={filter.from}
                max={filter.to || undefined}
                onChange={(from) => onFilterChange({ from })}
              />
              <DateFilter
                label={common.dateTo}
                value={filter.to}
                min={filter.from || undefined}
                onChange={(to) => onFilterChange({ to })}
              />
            </FilterBar>
          ) : null}
          {searchScope ? <SearchScope {...searchScope} /> : null}
        </>
      }
      columns={[
        { label: t.columns.id },
        { label: t.columns.createdAt },
        { label: t.columns.total, align: 'right' },
        { label: t.columns.name },
        { label: f.columns.delivery },
        { label: t.columns.paid },
        { label: f.columns.status },
      ]}
      // Fits the content area of a 1280 px screen: the date and the captions may wrap.
      tableMinWidth={920}
      records={orders}
      recordKey={(order) => order.id}
      recordName={(order) => formatOrderNumber(order.id)}
      selection={
        selection && onBulkStatus
          ? {
              ...selection,
              actions: (
                <BulkStatusMenu
                  onChange={onBulkStatus}
                  busy={isChangingStatus}
                  onDelete={selection.onDeleteSelected}
                />
              ),
            }
          : selection
      }
      onEdit={onEdit}
      onDelete={onDelete}
      renderActions={(order) => (
        <OrderRowActions
          number={formatOrderNumber(order.id)}
          to={orderPath(order)}
          onEdit={() => onEdit(order)}
          onDelete={() => onDelete(order)}
          next={nextStepOf(order, onAdvance)}
        />
      )}
      renderCells={(order) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <OrderNumberLink order={order} />
          </TableCell>
          {/* May wrap between date and time, so the table fits without scrolling. */}
          <TableCell sx={{ minWidth: '6.5em' }}>{formatDateTime(order.create_at)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {formatNtd(order.total)}
            </Box>
            {caption(t.itemCount(itemCount(order)))}
          </TableCell>
          <TableCell>{order.user?.name}</TableCell>
          <TableCell sx={{ minWidth: '8em' }}>
            {deliveryText(order, { withDueDay: true })}
            {caption(labelOf(t.shippingWays, order.shippingWay))}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {paid(order)}
            {caption(labelOf(t.paymentWays, order.paymentWay))}
          </TableCell>
          <TableCell>
            <FulfilmentChip status={statusOf(order)} />
          </TableCell>
        </>
      )}
      renderCard={(order) => ({
        heading: order.user?.name,
        status: (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FulfilmentChip status={statusOf(order)} />
            {paid(order)}
          </Stack>
        ),
        fields: [
          { label: t.columns.id, value: <OrderNumberLink order={order} /> },
          { label: t.columns.createdAt, value: formatDateTime(order.create_at) },
          { label: t.columns.total, value: <strong>{formatNtd(order.total)}</strong> },
          { label: t.columns.items, value: t.itemCount(itemCount(order)) },
          { label: f.columns.delivery, value: deliveryText(order, { withDueDay: true }) },
          { label: t.columns.shipping, value: labelOf(t.shippingWays, order.shippingWay) },
          { label: t.columns.payment, value: labelOf(t.paymentWays, order.paymentWay) },
        ],
      })}
      {...list}
    />
  )
}
