import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { Link } from 'react-router-dom'
import { MuiScope } from '@/components/theme/MuiScope'
import { layoutMessages } from './messages'
import { paths } from '@/lib/paths'

export interface MemberMenuProps {
  /** The menu element's id (the account button points at it with aria-controls). */
  id: string
  /** The account button the menu opens under; null while closed. */
  anchor: HTMLElement | null
  /** Closes the menu (Escape, a click outside, or after a choice). */
  onClose: () => void
  /** Signs the member out (登出). */
  onLogout: () => void
}

/** The wide navbar's member dropdown; loaded on first open (MUI Menu and Modal stay out of the first load). */
export default function MemberMenu({ id, anchor, onClose, onLogout }: MemberMenuProps) {
  return (
    <MuiScope>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to={paths.orders} onClick={onClose}>
          {layoutMessages.nav.orders}
        </MenuItem>
        <MenuItem component={Link} to={paths.favorites} onClick={onClose}>
          {layoutMessages.nav.favourites}
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose()
            onLogout()
          }}
        >
          {layoutMessages.nav.logout}
        </MenuItem>
      </Menu>
    </MuiScope>
  )
}
