import TableCell from '@mui/material/TableCell'
import type { ReactNode } from 'react'
import type { Order } from '@/api/types'
import { OrderNumber } from '@/components/checkout/OrderDetails'
import { formatDateTime, formatNtd, formatOrderNumber, NOT_SHOWN, textOf } from '@/lib/format'
import {
  AdminListScreen,
  type AdminListSelection,
  type AdminListStateProps,
} from '../../components/AdminListScreen'
import { DateFilter, FilterBar, SearchField, SelectFilter } from '../../components/ListFilters'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'
import { itemCount, PAID_FILTERS, type OrderFilter } from '../orderFilter'

const t = adminMessages.orders
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
  /** Bulk selection: checkboxes per record, select-the-page and 刪除所選. */
  selection?: AdminListSelection
  /** Export and other list actions, shown in the header. */
  headerAction?: ReactNode
}

const labelOf = (labels: Record<string, string>, value: unknown) => {
  const key = textOf(value)
  return key ? (labels[key] ?? key) : NOT_SHOWN
}

/**
 * Spec §2 訂單列表: no create button; ID, time, amount, orderer, 已付款/未付款, edit/delete; plus
 * item count, shipping and payment, and find-and-filter (name, phone, e-mail, id; paid; days).
 */
export function AdminOrdersScreen({
  orders,
  filter,
  onFilterChange,
  headerAction,
  ...list
}: AdminOrdersScreenProps) {
  const status = (order: Order) => (
    <StatusText positive={Boolean(order.is_paid)}>{order.is_paid ? t.paid : t.unpaid}</StatusText>
  )
  const paidOptions = PAID_FILTERS.map((value) => ({ value, label: value === 'paid' ? t.paid : t.unpaid }))

  return (
    <AdminListScreen
      messages={t}
      headerAction={headerAction}
      toolbar={
        filter && onFilterChange ? (
          <FilterBar
            onClear={
              Object.values(filter).some(Boolean)
                ? () => onFilterChange({ q: '', paid: '', from: '', to: '' })
                : undefined
            }
          >
            <SearchField label={t.search} value={filter.q} onChange={(q) => onFilterChange({ q })} />
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
        ) : null
      }
      columns={[
        { label: t.columns.id },
        { label: t.columns.createdAt },
        { label: t.columns.total, align: 'right' },
        { label: t.columns.items, align: 'right' },
        { label: t.columns.name },
        { label: t.columns.shipping },
        { label: t.columns.payment },
        { label: t.columns.paid },
      ]}
      // Fits the content area of a 1280 px screen: only the date and time may go on two lines.
      tableMinWidth={900}
      records={orders}
      recordKey={(order) => order.id}
      recordName={(order) => formatOrderNumber(order.id)}
      renderCells={(order) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <OrderNumber id={order.id} bold={false} />
          </TableCell>
          {/* The one cell that may wrap (between date and time), so the table fits without scrolling. */}
          <TableCell sx={{ minWidth: '6.5em' }}>{formatDateTime(order.create_at)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {formatNtd(order.total)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {t.itemCount(itemCount(order))}
          </TableCell>
          <TableCell>{order.user?.name}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{labelOf(t.shippingWays, order.shippingWay)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{labelOf(t.paymentWays, order.paymentWay)}</TableCell>
          <TableCell>{status(order)}</TableCell>
        </>
      )}
      renderCard={(order) => ({
        heading: order.user?.name,
        status: status(order),
        fields: [
          {
            label: t.columns.id,
            value: <OrderNumber id={order.id} bold={false} />,
          },
          { label: t.columns.createdAt, value: formatDateTime(order.create_at) },
          { label: t.columns.total, value: <strong>{formatNtd(order.total)}</strong> },
          { label: t.columns.items, value: t.itemCount(itemCount(order)) },
          { label: t.columns.shipping, value: labelOf(t.shippingWays, order.shippingWay) },
          { label: t.columns.payment, value: labelOf(t.paymentWays, order.paymentWay) },
        ],
      })}
      {...list}
    />
  )
}
