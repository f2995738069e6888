import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False in a render that hydrates a prerendered page (and at build time), true in a client render:
 * a store's two snapshots tell them apart, and React re-renders such a store once hydrated.
 */
function useClientRender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * False while React hydrates a prerendered page (and at build time), true in every render after:
 * what a page shows from the URL's query string (unknown when the page was prerendered) is applied
 * just after hydration, so the first render matches the prerendered HTML. A screen mounted later
 * (a client navigation) is true at once.
 *
 * `useClientRender` tells a hydrating render from a client one; React re-renders it synchronously
 * once hydrated. The deferred value keeps that urgent render unchanged (still false: memoised
 * screens below skip it) and brings `true` in a transition render, which React does in slices that
 * give way to input. (Returned directly, the flip re-rendered the whole
 * /products screen in one 100 ms task.)
 */
export function useHydrated(): boolean {
  return useDeferredValue(useClientRender())
}

/**
 * Whether a part of a page below a phone's first screen renders now. While a page is prerendered
 * and while it hydrates: yes (its HTML has everything, and hydration must match it). In a part
 * mounted later (a move within the app): not in its first render, which commits and paints the
 * page's top sooner (what a view transition shows first); React renders the part right after, in
 * the background (`useDeferredValue` with an initial value). `useClientRender` tells the two apart,
 * as for `useHydrated`.
 */
export function useBelowTheFold(): boolean {
  return useDeferredValue(true, !useClientRender())
}
