import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useId, useState } from 'react'
import { ALL_STATUSES, type FulfilmentStatus } from '@/api/fulfilment'
import { fulfilmentMessages } from '@/components/orders/messages'
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <Button
        size="small"
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t.bulkStatus}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ALL_STATUSES.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null)
              onChange(status)
            }}
          >
            {t.bulkTo(fulfilmentMessages.statuses[status])}
          </MenuItem>
        ))}
      </Menu>
      <Button size="small" color="error" onClick={onDelete}>
        {t.bulkDeleteSelected}
      </Button>
    </>
  )
}
