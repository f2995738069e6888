import { sharedMessages } from '@/lib/messages'
import styles from './feedback.module.css'
import { Spinner } from './Spinner'

export interface FullScreenSpinnerProps {
  /** Whether the spinner covers the screen. */
  open: boolean
  /** What screen readers hear while it spins (default 載入中). */
  label?: string
}

/**
 * The spec's full-screen spinner while a page's data loads: the page dimmed behind a spinner,
 * fading in. Plain HTML and CSS (feedback.module.css, the look of MUI's Backdrop and
 * CircularProgress it was made of), so the pages made without MUI (the product list) show it
 * without loading MUI.
 *
 * Not in the page at all while closed: a hidden spinner would keep its endless CSS animation
 * running, and the browser would do style and paint work every frame for nothing.
 */
export function FullScreenSpinner({ open, label = sharedMessages.loading }: FullScreenSpinnerProps) {
  if (!open) return null
  return (
    <div className={styles.backdrop}>
      <Spinner size={40} label={label} />
    </div>
  )
}
