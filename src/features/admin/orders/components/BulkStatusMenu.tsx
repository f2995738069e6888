import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import { ALL_STATUSES, type FulfilmentStatus } from '@/api/fulfilment'
import { fulfilmentMessages } from '@/components/orders/messages'
import { MenuButton } from '../../components/MenuButton'
import { adminMessages } from '../../messages'

const t = adminMessages.fulfilment

export interface BulkStatusMenuProps {
  /** Moves the ticked orders to a status (those that cannot move there are left as they are). */
  onChange: (status: FulfilmentStatus) => void
  /** A change is being written: the button waits. */
  busy?: boolean
  /** Asks to delete the ticked orders (a secondary action, after the statuses). */
  onDelete: () => void
}

/** The order list's bulk actions: 變更狀態 ▾ (every status), then 刪除所選 as a quiet text button. */
export function BulkStatusMenu({ onChange, busy = false, onDelete }: BulkStatusMenuProps) {
  return (
    <>
      <MenuButton label={t.bulkStatus} variant="contained" size="small" busy={busy}>
        {(close) =>
          ALL_STATUSES.map((status) => (
            <MenuItem
              key={status}
              onClick={() => {
                close()
                onChange(status)
              }}
            >
              {t.bulkTo(fulfilmentMessages.statuses[status])}
            </MenuItem>
          ))
        }
      </MenuButton>
      <Button size="small" color="error" onClick={onDelete}>
        {t.bulkDeleteSelected}
      </Button>
    </>
  )
}
