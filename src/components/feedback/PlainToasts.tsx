import { useEffect, useSyncExternalStore } from 'react'
import { cx } from '@/lib/classNames'
import styles from './PlainToasts.module.css'
import {
  currentPlainToasts,
  dismissPlainToast,
  noPlainToasts,
  subscribeToPlainToasts,
  type PlainToast,
} from './toast'

function PlainToastItem({ toast }: { toast: PlainToast }) {
  const { key, autoHideDuration, action } = toast
  useEffect(() => {
    if (autoHideDuration === null) return
    const timer = setTimeout(() => dismissPlainToast(key), autoHideDuration)
    return () => clearTimeout(timer)
  }, [key, autoHideDuration])
  const variant = toast.variant === 'default' ? undefined : styles[toast.variant]
  return (
    <div className={cx(styles.toast, variant)} role={toast.variant === 'error' ? 'alert' : 'status'}>
      <span className={styles.message}>{toast.message}</span>
      {typeof action === 'function' ? action(key) : action}
    </div>
  )
}

/**
 * The toasts that notistack could not show (its chunk did not load: components/feedback/toast.ts),
 * in plain HTML, each for as long as it asked. Always in the page (AppProviders); nothing while
 * there are none.
 */
export function PlainToasts() {
  const toasts = useSyncExternalStore(subscribeToPlainToasts, currentPlainToasts, noPlainToasts)
  if (toasts.length === 0) return null
  return (
    <div className={styles.stack}>
      {toasts.map((toast) => (
        <PlainToastItem key={toast.key} toast={toast} />
      ))}
    </div>
  )
}
