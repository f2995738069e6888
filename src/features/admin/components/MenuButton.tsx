import Button, { type ButtonProps } from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { useId, useState, type ReactNode } from 'react'

export interface MenuButtonProps {
  label: string
  icon?: ReactNode
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
  disabled?: boolean
  /** The button waits (a change the menu started is being written). */
  busy?: boolean
  /** The menu's items; `close` closes the menu (call it before acting). */
  children: (close: () => void) => ReactNode
}

/** A button that opens a menu under it (▾), announced as such to screen readers. */
export function MenuButton({
  label,
  icon,
  variant = 'outlined',
  size,
  disabled,
  busy,
  children,
}: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const id = useId()
  const close = () => setAnchor(null)
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        loading={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children(close)}
      </Menu>
    </>
  )
}
