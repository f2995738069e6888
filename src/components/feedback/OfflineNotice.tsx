import { useEffect, useState } from 'react'
import { cx } from '@/lib/classNames'
import { sharedMessages } from '@/lib/messages'
import { useOnline } from '@/lib/online'
import styles from './OfflineNotice.module.css'

const t = sharedMessages.connection

/** How long 已恢復連線 stays after the connection comes back. */
export const BACK_ONLINE_NOTICE_MS = 3000

/** Material's cloud-off and cloud-done icons, 20 px, in the text's colour. */
const OFFLINE_ICON =
  'M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96M3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4z'
const BACK_ICON =
  'M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96M10 17l-3.5-3.5 1.41-1.41L10 14.17 15.18 9l1.41 1.41z'

export interface ConnectionBannerProps {
  /** offline: what cannot work until the connection is back; back: it is back (for a moment). */
  state: 'offline' | 'back'
}

/** The notice itself (props only): stories and the shell's OfflineNotice draw it. */
export function ConnectionBanner({ state }: ConnectionBannerProps) {
  const offline = state === 'offline'
  return (
    <div className={cx(styles.notice, !offline && styles.back)} role="status">
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={offline ? OFFLINE_ICON : BACK_ICON} />
      </svg>
      {offline ? (
        <span>
          <span className={styles.title}>{t.offlineTitle}</span>：{t.offlineText}
        </span>
      ) : (
        <span className={styles.title}>{t.backOnline}</span>
      )}
    </div>
  )
}

/**
 * The one place that says the network is unreachable: while the browser is offline, a notice
 * under the navbar says which actions must wait; when it comes back, 已恢復連線 for a moment (the
 * queries on screen are read again: src/api/courseApi.ts). Each failed call still says what
 * became of it (src/api/failures.ts). Nothing while online, and nothing in a prerendered page.
 */
export function OfflineNotice() {
  const online = useOnline()
  // Back online: 已恢復連線 until its time is up (a change seen while rendering, not in an effect).
  const [seenOnline, setSeenOnline] = useState(online)
  const [backOnline, setBackOnline] = useState(false)
  if (online !== seenOnline) {
    setSeenOnline(online)
    setBackOnline(online)
  }
  useEffect(() => {
    if (!backOnline) return
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [backOnline])
  if (!online) return <ConnectionBanner state="offline" />
  return backOnline ? <ConnectionBanner state="back" /> : null
}
