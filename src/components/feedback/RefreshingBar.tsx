import { sharedMessages } from '@/lib/messages'
import styles from './feedback.module.css'

export interface RefreshingBarProps {
  /** True while a list that stays on screen is being read again (a page change, a reload). */
  active: boolean
}

/**
 * A thin progress bar above a list that is being refreshed. It replaces dimming the list: faded
 * text falls below AA contrast, a bar says the same without touching the text. Its 4 px slot is
 * always there, so showing it moves nothing. Plain HTML and CSS (feedback.module.css, the look
 * of MUI's LinearProgress), so the pages made without MUI (the product list) show it without MUI.
 */
export function RefreshingBar({ active }: RefreshingBarProps) {
  return (
    <div className={styles.refreshSlot}>
      {active ? (
        <span role="progressbar" aria-label={sharedMessages.loading} className={styles.refreshBar} />
      ) : null}
    </div>
  )
}
