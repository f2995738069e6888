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
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import type { Coupon } from '@/api/types'
import { FullScreenSpinner } from '@/components/feedback/FullScreenSpinner'
import { PagerControl, type PagerInfo } from '@/components/navigation/PagerControl'
import { formatDate } from '@/lib/format'
import { AdminPageHeader } from '../../components/AdminPageHeader'
import { ListMessage, ListMessageRow } from '../../components/ListStates'
import { RecordCard, RecordCardList, RecordCardMessage } from '../../components/RecordCards'
import { useListLayout } from '../../components/useListLayout'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'
import { isCouponExpired } from '../couponForm'

const t = adminMessages.coupons
const common = adminMessages.common
const COLUMN_COUNT = 6

export interface AdminCouponsScreenProps {
  coupons: Coupon[]
  pagination: PagerInfo | null
  isLoading: boolean
  isFetching?: boolean
  errorText?: string | null
  onRetry?: () => void
  /** "Now" in seconds, to mark coupons past their due date (a prop so stories stay stable). */
  nowSeconds: number
  onPageChange: (page: number) => void
  onCreate: () => void
  onEdit: (coupon: Coupon) => void
  onDelete: (coupon: Coupon) => void
  /** Forces the table or the phone cards (stories); by default it follows the screen width. */
  layout?: 'table' | 'cards'
}

/** Spec §2 優惠券列表: name, code, percent, due date, enabled, edit/delete, 建立新的優惠券. */
export function AdminCouponsScreen({
  coupons,
  pagination,
  isLoading,
  isFetching = false,
  errorText,
  onRetry,
  nowSeconds,
  onPageChange,
  onCreate,
  onEdit,
  onDelete,
  layout: forcedLayout,
}: AdminCouponsScreenProps) {
  const layout = useListLayout(forcedLayout)
  const empty = coupons.length === 0 && !isLoading
  const dimmed = { opacity: isFetching && !isLoading ? 0.6 : 1 }
  const code = (coupon: Coupon) => (
    <Box
      component="code"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        bgcolor: '#F5EDE1',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
      }}
    >
      {coupon.code}
    </Box>
  )
  const dueDate = (coupon: Coupon) => (
    <>
      {formatDate(coupon.due_date)}
      {isCouponExpired(coupon, nowSeconds) ? (
        <Typography component="span" variant="body2" sx={{ ml: 1, color: 'error.dark' }}>
          （{t.expired}）
        </Typography>
      ) : null}
    </>
  )
  const status = (coupon: Coupon) => (
    <StatusText positive={Boolean(coupon.is_enabled)}>
      {coupon.is_enabled ? common.enabled : common.disabled}
    </StatusText>
  )
  const actions = (coupon: Coupon) => (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={t.editLabel(coupon.title)}
        onClick={() => onEdit(coupon)}
      >
        {common.edit}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={t.deleteLabel(coupon.title)}
        onClick={() => onDelete(coupon)}
      >
        {common.delete}
      </Button>
    </>
  )

  return (
    <Box>
      <AdminPageHeader
        title={t.title}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
            {t.create}
          </Button>
        }
      />
      {layout === 'table' ? (
        <TableContainer component={Paper} variant="outlined" sx={{ borderColor: 'divider' }}>
          <Table aria-label={t.title} sx={{ minWidth: 720, ...dimmed }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#FBF3E6', whiteSpace: 'nowrap' } }}>
                <TableCell>{t.columns.title}</TableCell>
                <TableCell>{t.columns.code}</TableCell>
                <TableCell align="right">{t.columns.percent}</TableCell>
                <TableCell>{t.columns.dueDate}</TableCell>
                <TableCell>{t.columns.enabled}</TableCell>
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
                coupons.map((coupon) => (
                  <TableRow key={coupon.id} hover>
                    <TableCell sx={{ fontWeight: 700 }}>{coupon.title}</TableCell>
                    <TableCell>{code(coupon)}</TableCell>
                    <TableCell align="right">{t.percentValue(coupon.percent)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dueDate(coupon)}</TableCell>
                    <TableCell>{status(coupon)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {actions(coupon)}
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
            {coupons.map((coupon) => (
              <RecordCard
                key={coupon.id}
                heading={coupon.title}
                status={status(coupon)}
                fields={[
                  { label: t.columns.code, value: code(coupon) },
                  { label: t.columns.percent, value: t.percentValue(coupon.percent) },
                  { label: t.columns.dueDate, value: dueDate(coupon) },
                ]}
                actions={actions(coupon)}
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
