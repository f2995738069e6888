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

/**
 * The spec's full-screen spinner while a page's data loads.
 *
 * Unmounted once it has faded out (`unmountOnExit`, passed to the Backdrop's Fade): a closed
 * Backdrop otherwise stays in the page with `visibility: hidden`, and the spinner inside it kept
 * its endless CSS animation running, so the browser ran style and paint work every frame on every
 * page that had ever loaded (about a tenth of a core in headless Chromium on /products).
 */
export function FullScreenSpinner({ open, label = sharedMessages.loading }: FullScreenSpinnerProps) {
  return (
    <Backdrop
      open={open}
      unmountOnExit
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
