import { startTransition, useEffect, useState } from 'react'

/** True once the page this load started on has hydrated: later screens mount as hydrated. */
let pageHydrated = false

/**
 * False while React hydrates a prerendered page (and at build time), true in every render after:
 * what a page shows from the URL's query string (unknown when the page was prerendered) is applied
 * just after hydration, so the first render matches the prerendered HTML.
 *
 * The render that follows hydration is a transition, so React does it in small slices that give way
 * to input. (A `useSyncExternalStore` whose server and client snapshots differ does the same job,
 * but React re-renders it synchronously: on /products that was one 100 ms task re-rendering the
 * whole list screen.) A screen mounted after the first page has hydrated (a client navigation)
 * renders as hydrated at once.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
