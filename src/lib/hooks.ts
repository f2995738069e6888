import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates a prerendered page (and at build time), true in every render after:
 * what a page shows from the URL's query string (unknown when the page was prerendered) is applied
 * just after hydration, so the first render matches the prerendered HTML. A screen mounted later
 * (a client navigation) is true at once.
 *
 * The store's two snapshots tell a hydrating render from a client one; React re-renders such a
 * store synchronously once hydrated. The deferred value keeps that urgent render unchanged (still
 * false: memoised screens below skip it) and brings `true` in a transition render, which React
 * does in slices that give way to input. (Returned directly, the flip re-rendered the whole
 * /products screen in one 100 ms task.)
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  return useDeferredValue(hydrated)
}

/**
 * Whether a part of a page below a phone's first screen renders now. While a page is prerendered
 * and while it hydrates: yes (its HTML has everything, and hydration must match it). In a part
 * mounted later (a move within the app): not in its first render, which commits and paints the
 * page's top sooner (what a view transition shows first); React renders the part right after, in
 * the background (`useDeferredValue` with an initial value). The same two snapshots as
 * `useHydrated` tell the two apart.
 */
export function useBelowTheFold(): boolean {
  const clientRender = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  return useDeferredValue(true, !clientRender)
}
