import Box from '@mui/material/Box'
import TableCell from '@mui/material/TableCell'
import type { Order } from '@/api/types'
import { formatDateTime, formatNtd } from '@/lib/format'
import { AdminListScreen, type AdminListStateProps } from '../../components/AdminListScreen'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'

const t = adminMessages.orders

export interface AdminOrdersScreenProps extends AdminListStateProps {
  orders: Order[]
  onEdit: (order: Order) => void
  onDelete: (order: Order) => void
}

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem' }

/** Spec §2 訂單列表: no create button; ID, time, amount, orderer, 已付款/未付款, edit/delete. */
export function AdminOrdersScreen({ orders, ...list }: AdminOrdersScreenProps) {
  const status = (order: Order) => (
    <StatusText positive={Boolean(order.is_paid)}>{order.is_paid ? t.paid : t.unpaid}</StatusText>
  )

  return (
    <AdminListScreen
      messages={t}
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
      recordName={(order) => order.id}
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
      {...list}
    />
  )
}
