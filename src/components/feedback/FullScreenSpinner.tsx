import { alpha } from '@mui/material/styles'
import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'
import { sharedMessages } from '@/lib/messages'

export interface FullScreenSpinnerProps {
  /** Whether the spinner covers the screen. */
  open: boolean
  /** What screen readers hear while it spins (default 載入中). */
  label?: string
}

/** The spec's full-screen spinner while a page's data loads. */
export function FullScreenSpinner({ open, label = sharedMessages.loading }: FullScreenSpinnerProps) {
  return (
    <Backdrop
      open={open}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: 'primary.main',
        bgcolor: (theme) => alpha(theme.palette.background.default, 0.7),
      }}
    >
      <CircularProgress color="inherit" aria-label={label} role="progressbar" />
    </Backdrop>
  )
}
