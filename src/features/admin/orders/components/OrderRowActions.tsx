import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import OpenInNewIcon from '@mui/icons-material/ReceiptLongOutlined'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { useId, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { adminMessages } from '../../messages'

const t = adminMessages.fulfilment
const o = adminMessages.orders

export interface OrderRowActionsProps {
  /** The readable number (screen readers hear which order each button is for). */
  number: string
  /** Where the order's page is. */
  to: string
  onEdit: () => void
  onDelete: () => void
  /** The order's next step (確認訂單, 開始備餐…) and what moves it there; none when it has no next step. */
  next?: { label: string; onSelect: () => void }
}

/**
 * An order row's actions: 編輯 (the spec's modal), and a secondary menu with the order's next step,
 * its page and 刪除 — deleting is possible, but not a button beside 編輯.
 */
export function OrderRowActions({ number, to, onEdit, onDelete, next }: OrderRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  return (
    <>
      <Button size="small" variant="outlined" aria-label={o.editLabel(number)} onClick={onEdit}>
        {adminMessages.common.edit}
      </Button>
      <IconButton
        size="small"
        aria-label={t.moreLabel(number)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {next ? (
          <MenuItem
            onClick={() => {
              close()
              next.onSelect()
            }}
          >
            <ListItemIcon>
              <ArrowForwardIcon fontSize="small" />
            </ListItemIcon>
            {next.label}
          </MenuItem>
        ) : null}
        <MenuItem component={RouterLink} to={to} onClick={close}>
          <ListItemIcon>
            <OpenInNewIcon fontSize="small" />
          </ListItemIcon>
          {t.view}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close()
            onDelete()
          }}
          aria-label={o.deleteLabel(number)}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t.deleteOrder}
        </MenuItem>
      </Menu>
    </>
  )
}
