import { OfflineNotice } from './OfflineNotice'
import styles from './feedback.module.css'
import { StorageNotice } from './StorageNotice'

/**
 * The shell's notices in one column under the navbar: the connection (offline, back online) and
 * what this browser could not keep or read. Rendered by AppProviders on every page.
 */
export function ShellNotices() {
  return (
    <div className={styles.noticeColumn}>
      <OfflineNotice />
      <StorageNotice />
    </div>
  )
}
