import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { Order } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { PagerControl, type PagerInfo } from '@/components/navigation/PagerControl'
import { formatDateTime, formatNtd } from '@/lib/format'
import { AdminPageHeader } from '../../components/AdminPageHeader'
import { ListMessageRow } from '../../components/ListStates'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'

const t = adminMessages.orders
const common = adminMessages.common
const COLUMN_COUNT = 6

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
}

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
}: AdminOrdersScreenProps) {
  return (
    <Box>
      <AdminPageHeader title={t.title} />
      <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
        <Table aria-label={t.title} sx={{ minWidth: 760, opacity: isFetching && !isLoading ? 0.6 : 1 }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#FBF3E6', whiteSpace: 'nowrap' } }}>
              <TableCell>{t.columns.id}</TableCell>
              <TableCell>{t.columns.createdAt}</TableCell>
              <TableCell align="right">{t.columns.total}</TableCell>
              <TableCell>{t.columns.name}</TableCell>
              <TableCell>{t.columns.paid}</TableCell>
              <TableCell align="right">{common.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.length === 0 && !isLoading ? (
              <ListMessageRow colSpan={COLUMN_COUNT} text={t.empty} errorText={errorText} onRetry={onRetry} />
            ) : (
              orders.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell
                    sx={{
                      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                      fontSize: '0.8125rem',
                    }}
                  >
                    {order.id}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.create_at)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                    {formatNtd(order.total)}
                  </TableCell>
                  <TableCell>{order.user?.name}</TableCell>
                  <TableCell>
                    <StatusText positive={Boolean(order.is_paid)}>
                      {order.is_paid ? t.paid : t.unpaid}
                    </StatusText>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={t.editLabel(order.id)}
                        onClick={() => onEdit(order)}
                      >
                        {common.edit}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        aria-label={t.deleteLabel(order.id)}
                        onClick={() => onDelete(order)}
                      >
                        {common.delete}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && pagination.total_pages > 0 ? (
        <PagerControl pagination={pagination} onPageChange={onPageChange} disabled={isFetching} />
      ) : null}
      <FullScreenSpinner open={isLoading} />
    </Box>
  )
}
