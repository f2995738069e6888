import Box from '@mui/material/Box'
import TableCell from '@mui/material/TableCell'
import type { Order } from '@/api/types'
import { type PagerInfo } from '@/components/navigation/PagerControl'
import { formatDateTime, formatNtd } from '@/lib/format'
import { AdminListScreen, RecordActions } from '../../components/AdminListScreen'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'

const t = adminMessages.orders

export interface AdminOrdersScreenProps {
  orders: Order[]
  pagination: PagerInfo | null
  isLoading: boolean
  isFetching?: boolean
  errorText?: string | null
  onRetry?: () => void
  onPageChange: (page: number) => void
  onEdit: (order: Order) => void
  onDelete: (order: Order) => void
  /** Forces the table or the phone cards (stories); by default it follows the screen width. */
  layout?: 'table' | 'cards'
}

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem' }

/** Spec §2 訂單列表: no create button; ID, time, amount, orderer, 已付款/未付款, edit/delete. */
export function AdminOrdersScreen({
  orders,
  pagination,
  isLoading,
  isFetching = false,
  errorText,
  onRetry,
  onPageChange,
  onEdit,
  onDelete,
  layout,
}: AdminOrdersScreenProps) {
  const status = (order: Order) => (
    <StatusText positive={Boolean(order.is_paid)}>{order.is_paid ? t.paid : t.unpaid}</StatusText>
  )

  return (
    <AdminListScreen
      title={t.title}
      columns={[
        { label: t.columns.id },
        { label: t.columns.createdAt },
        { label: t.columns.total, align: 'right' },
        { label: t.columns.name },
        { label: t.columns.paid },
      ]}
      tableMinWidth={760}
      records={orders}
      recordKey={(order) => order.id}
      renderCells={(order) => (
        <>
          <TableCell sx={monospace}>{order.id}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.create_at)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {formatNtd(order.total)}
          </TableCell>
          <TableCell>{order.user?.name}</TableCell>
          <TableCell>{status(order)}</TableCell>
        </>
      )}
      renderCard={(order) => ({
        heading: order.user?.name,
        status: status(order),
        fields: [
          {
            label: t.columns.id,
            value: (
              <Box component="span" sx={monospace}>
                {order.id}
              </Box>
            ),
          },
          { label: t.columns.createdAt, value: formatDateTime(order.create_at) },
          { label: t.columns.total, value: <strong>{formatNtd(order.total)}</strong> },
        ],
      })}
      renderActions={(order) => (
        <RecordActions
          editLabel={t.editLabel(order.id)}
          deleteLabel={t.deleteLabel(order.id)}
          onEdit={() => onEdit(order)}
          onDelete={() => onDelete(order)}
        />
      )}
      emptyText={t.empty}
      pagination={pagination}
      isLoading={isLoading}
      isFetching={isFetching}
      errorText={errorText}
      onRetry={onRetry}
      onPageChange={onPageChange}
      layout={layout}
    />
  )
}
