import { useCallback, useSyncExternalStore } from 'react'
import { breakpoints, type Breakpoint } from '@/config/brand'

/** A screen's two layouts: phones (`narrow`) and wider screens (`wide`). */
export type Layout = 'narrow' | 'wide'

export interface LayoutOptions {
  /** Wide from this breakpoint up (`md` by default)... */
  wideFrom?: Breakpoint
  /** ...or narrow below this one (the back office: phones below `sm`). */
  narrowBelow?: Breakpoint
  /**
   * Read the screen in the first render. Off (default) for what a prerendered page shows: the
   * first render is what the HTML was, and the real layout follows right after hydration.
   */
  noSsr?: boolean
}

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function'

/**
 * The one responsive switch: `wide` or `narrow` by the screen's width. `forced` wins, so a story
 * can show either layout at any width.
 *
 * The platform's `matchMedia` read through `useSyncExternalStore` (no MUI: the storefront's shell
 * uses it on every first load), with the breakpoints the MUI theme is built from and MUI's own
 * queries (`min-width: 900px` for up, `max-width: 599.95px` for down). Before hydration, and
 * where there is no `matchMedia` (the prerenderer), it answers narrow unless `noSsr`.
 */
export function useLayout(
  forced?: Layout,
  { wideFrom = 'md', narrowBelow, noSsr = false }: LayoutOptions = {},
): Layout {
  const query = narrowBelow
    ? `(max-width:${breakpoints[narrowBelow] - 0.05}px)`
    : `(min-width:${breakpoints[wideFrom]}px)`
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const read = () => canMatch() && window.matchMedia(query).matches
  const matches = useSyncExternalStore(subscribe, read, noSsr ? read : () => false)
  const wide = narrowBelow ? !matches : matches
  return forced ?? (wide ? 'wide' : 'narrow')
}
