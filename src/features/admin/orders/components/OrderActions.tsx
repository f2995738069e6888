import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import ListSubheader from '@mui/material/ListSubheader'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined'
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined'
import { ALL_STATUSES, canMoveTo, nextStatus, type FulfilmentStatus } from '@/api/fulfilment'
import { fulfilmentMessages } from '@/components/orders/messages'
import { adminMessages } from '../../messages'
import type { PrintFormat } from './PrintPortal'
import { MenuButton } from '../../components/MenuButton'

const t = adminMessages.orderPage

export interface OrderActionsProps {
  status: FulfilmentStatus
  paid: boolean
  /** What is being written: its button waits, the others are disabled. */
  busy?: 'status' | 'paid' | null
  onChangeStatus: (to: FulfilmentStatus) => void
  onMarkPaid: () => void
  onEdit: () => void
  onPrint: (format: PrintFormat) => void
  onDelete: () => void
}

/**
 * The order's actions: the next step (確認訂單, 開始備餐, 標記已出貨, 標記已送達) first, 標記已付款 when
 * unpaid, 編輯訂單, 列印 (A4 slip or 80 mm receipt), and a 更多 menu to correct the status, cancel
 * or reopen, and delete.
 */
export function OrderActions({
  status,
  paid,
  busy = null,
  onChangeStatus,
  onMarkPaid,
  onEdit,
  onPrint,
  onDelete,
}: OrderActionsProps) {
  const next = status === 'cancelled' ? null : nextStatus(status)
  const corrections = ALL_STATUSES.filter((to) => to !== next && to !== 'cancelled' && canMoveTo(status, to))
  const writing = busy !== null
  return (
    <Stack
      direction="row"
      useFlexGap
      role="group"
      aria-label={t.actions}
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      {next ? (
        <Button
          variant="contained"
          size="large"
          loading={busy === 'status'}
          disabled={writing}
          onClick={() => onChangeStatus(next)}
        >
          {t.next[next]}
        </Button>
      ) : null}
      {status === 'cancelled' ? (
        <Button
          variant="contained"
          size="large"
          loading={busy === 'status'}
          disabled={writing}
          onClick={() => onChangeStatus('pending')}
        >
          {t.reopen}
        </Button>
      ) : null}
      {paid ? null : (
        <Button
          variant="outlined"
          startIcon={<PaymentsOutlinedIcon />}
          loading={busy === 'paid'}
          loadingPosition="start"
          disabled={writing}
          onClick={onMarkPaid}
        >
          {t.markPaid}
        </Button>
      )}
      <Button variant="outlined" startIcon={<EditOutlinedIcon />} disabled={writing} onClick={onEdit}>
        {t.edit}
      </Button>
      <MenuButton label={t.print} icon={<PrintOutlinedIcon />}>
        {(close) => [
          <MenuItem
            key="a4"
            onClick={() => {
              close()
              onPrint('a4')
            }}
          >
            {t.printA4}
          </MenuItem>,
          <MenuItem
            key="receipt"
            onClick={() => {
              close()
              onPrint('receipt')
            }}
          >
            {t.printReceipt}
          </MenuItem>,
        ]}
      </MenuButton>
      <MenuButton label={adminMessages.fulfilment.more} disabled={writing}>
        {(close) => [
          corrections.length > 0 ? <ListSubheader key="correct">{t.correct}</ListSubheader> : null,
          ...corrections.map((to) => (
            <MenuItem
              key={to}
              onClick={() => {
                close()
                onChangeStatus(to)
              }}
            >
              {t.correctTo(fulfilmentMessages.statuses[to])}
            </MenuItem>
          )),
          canMoveTo(status, 'cancelled') ? (
            <MenuItem
              key="cancel"
              onClick={() => {
                close()
                onChangeStatus('cancelled')
              }}
            >
              {t.cancel}
            </MenuItem>
          ) : null,
          <Divider key="divider" />,
          <MenuItem
            key="delete"
            sx={{ color: 'error.main' }}
            onClick={() => {
              close()
              onDelete()
            }}
          >
            {adminMessages.fulfilment.deleteOrder}
          </MenuItem>,
        ]}
      </MenuButton>
    </Stack>
  )
}
