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
import { ListMessage, ListMessageRow } from '../../components/ListStates'
import { RecordCard, RecordCardList, RecordCardMessage } from '../../components/RecordCards'
import { useListLayout } from '../../components/useListLayout'
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
  layout: forcedLayout,
}: AdminOrdersScreenProps) {
  const layout = useListLayout(forcedLayout)
  const empty = orders.length === 0 && !isLoading
  const dimmed = { opacity: isFetching && !isLoading ? 0.6 : 1 }
  const status = (order: Order) => (
    <StatusText positive={Boolean(order.is_paid)}>{order.is_paid ? t.paid : t.unpaid}</StatusText>
  )
  const actions = (order: Order) => (
    <>
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
    </>
  )

  return (
    <Box>
      <AdminPageHeader title={t.title} />
      {layout === 'table' ? (
        <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
          <Table aria-label={t.title} sx={{ minWidth: 760, ...dimmed }}>
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
              {empty ? (
                <ListMessageRow
                  colSpan={COLUMN_COUNT}
                  text={t.empty}
                  errorText={errorText}
                  onRetry={onRetry}
                />
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
                        {actions(order)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      ) : empty ? (
        <RecordCardMessage>
          <ListMessage text={t.empty} errorText={errorText} onRetry={onRetry} />
        </RecordCardMessage>
      ) : (
        <Box sx={dimmed}>
          <RecordCardList label={t.title}>
            {orders.map((order) => (
              <RecordCard
                key={order.id}
                heading={order.user?.name}
                status={status(order)}
                fields={[
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
                ]}
                actions={actions(order)}
              />
            ))}
          </RecordCardList>
        </Box>
      )}
      {pagination && pagination.total_pages > 0 ? (
        <PagerControl pagination={pagination} onPageChange={onPageChange} disabled={isFetching} />
      ) : null}
      <FullScreenSpinner open={isLoading} />
    </Box>
  )
}
