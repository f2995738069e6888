import { useSyncExternalStore } from 'react'

/**
 * Whether the browser says it is online (`navigator.onLine`), and when that changes. Offline is
 * certain (no network at all: a request cannot leave); online only means a network is there, so a
 * request may still go unanswered. Prerendered pages and Node are online.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

export function subscribeOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

const onlineWhilePrerendering = () => true

/** The browser's online state, re-rendering when it changes (online while hydrating). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, onlineWhilePrerendering)
}

/** Resolves the next time the browser comes back online (at once if it is online). */
export function whenOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = subscribeOnline(() => {
      if (!isOnline()) return
      stop()
      resolve()
    })
  })
}
