import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates a prerendered page (and at build time), true in every render after:
 * what a page shows from the URL's query string (unknown when the page was prerendered) is applied
 * just after hydration, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
