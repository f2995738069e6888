import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TableCell from '@mui/material/TableCell'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import type { Coupon } from '@/api/types'
import { formatDate, NOT_SHOWN, textOf } from '@/lib/format'
import { AdminListScreen, type AdminListStateProps } from '../../components/AdminListScreen'
import { FilterBar, SearchField, SelectFilter } from '../../components/ListFilters'
import { StatusText } from '../../components/StatusText'
import { adminMessages } from '../../messages'
import type { CouponFilter } from '../couponFilter'
import { COUPON_STATUSES, couponStatus, isCouponExpired, percentNote } from '../couponForm'

const t = adminMessages.coupons
const common = adminMessages.common

export interface AdminCouponsScreenProps extends AdminListStateProps {
  /** The coupons of the current page. */
  coupons: Coupon[]
  /** "Now" in seconds, to mark coupons past their due date (a prop so stories stay stable). */
  nowSeconds: number
  /** Opens the form for a new record (建立新的…). */
  onCreate: () => void
  /** Opens the coupon's edit form. */
  onEdit: (coupon: Coupon) => void
  /** Asks to delete the coupon. */
  onDelete: (coupon: Coupon) => void
  /** The filter in the URL and how to change it; without it the list has no filter bar. */
  filter?: CouponFilter
  /** Changes part of the filter (it lives in the URL). */
  onFilterChange?: (patch: Partial<CouponFilter>) => void
}

/** Spec §2 優惠券列表: name, code, percent, due date, enabled, edit/delete, 建立新的優惠券. */
export function AdminCouponsScreen({
  coupons,
  nowSeconds,
  onCreate,
  filter,
  onFilterChange,
  ...list
}: AdminCouponsScreenProps) {
  const code = (coupon: Coupon) => (
    <Box
      component="code"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        bgcolor: 'shop.codeChip',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
      }}
    >
      {textOf(coupon.code) || NOT_SHOWN}
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
  // 80% and what it means to the shopper (打 8 折): the list says which way the number goes.
  const percent = (coupon: Coupon) => {
    const note = percentNote(coupon.percent)
    return (
      <>
        <span>{t.percentValue(coupon.percent)}</span>
        {note ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </>
    )
  }
  const statusLabel = { active: common.enabled, expired: t.expired, disabled: common.disabled }
  const tone = { active: 'on', expired: 'expired', disabled: 'off' } as const
  const status = (coupon: Coupon) => {
    const now = couponStatus(coupon, nowSeconds)
    return <StatusText tone={tone[now]}>{statusLabel[now]}</StatusText>
  }

  return (
    <AdminListScreen
      messages={t}
      headerAction={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {t.create}
        </Button>
      }
      toolbar={
        filter && onFilterChange ? (
          <FilterBar
            onClear={
              Object.values(filter).some(Boolean) ? () => onFilterChange({ q: '', status: '' }) : undefined
            }
          >
            <SearchField label={t.search} value={filter.q} onChange={(q) => onFilterChange({ q })} />
            <SelectFilter
              label={t.columns.enabled}
              value={filter.status}
              options={COUPON_STATUSES.map((value) => ({ value, label: statusLabel[value] }))}
              onChange={(status) => onFilterChange({ status })}
            />
          </FilterBar>
        ) : null
      }
      columns={[
        { label: t.columns.title },
        { label: t.columns.code },
        { label: t.columns.percent, align: 'right' },
        { label: t.columns.dueDate },
        { label: t.columns.enabled },
      ]}
      tableMinWidth={720}
      records={coupons}
      recordKey={(coupon) => coupon.id}
      recordName={(coupon) => coupon.title}
      renderCells={(coupon) => (
        <>
          <TableCell sx={{ fontWeight: 700 }}>{coupon.title}</TableCell>
          <TableCell>{code(coupon)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {percent(coupon)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{dueDate(coupon)}</TableCell>
          <TableCell>{status(coupon)}</TableCell>
        </>
      )}
      renderCard={(coupon) => ({
        heading: coupon.title,
        status: status(coupon),
        fields: [
          { label: t.columns.code, value: code(coupon) },
          { label: t.columns.percent, value: percent(coupon) },
          { label: t.columns.dueDate, value: dueDate(coupon) },
        ],
      })}
      {...list}
    />
  )
}
