import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone'
import { adminMessages } from '../../messages'

const t = adminMessages.fulfilment

export interface NewOrdersNoticeProps {
  /** Orders placed since the page opened (0 shows nothing). */
  count: number
  /** There may be more than `count` (all of page 1 is new). */
  more?: boolean
  /** 知道了: they are no longer new. */
  onAcknowledge: () => void
  /** 看最新訂單 (the list, away from page 1 or a filter). */
  onShowNewest?: () => void
}

/**
 * A quiet line, not a toast: how many orders arrived since the page opened. The page has already
 * updated itself; this only says so. A live region, read politely.
 */
export function NewOrdersNotice({ count, more = false, onAcknowledge, onShowNewest }: NewOrdersNoticeProps) {
  return (
    <div role="status" aria-live="polite">
      {count > 0 ? (
        <Alert
          severity="info"
          icon={<NotificationsNoneIcon fontSize="inherit" />}
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Stack direction="row" spacing={1}>
              {onShowNewest ? (
                <Button color="inherit" size="small" onClick={onShowNewest}>
                  {t.showNewest}
                </Button>
              ) : null}
              <Button color="inherit" size="small" onClick={onAcknowledge}>
                {t.acknowledge}
              </Button>
            </Stack>
          }
        >
          {t.newOrders(count, more)}
        </Alert>
      ) : null}
    </div>
  )
}
