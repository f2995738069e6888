import { useTheme, type Breakpoint } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'

/** A screen's two layouts: phones (`narrow`) and wider screens (`wide`). */
export type Layout = 'narrow' | 'wide'

export interface LayoutOptions {
  /** The breakpoint from which the layout is wide (`md` by default; admin dialogs and lists: `sm`). */
  wideFrom?: Breakpoint
  /**
   * Read the screen in the first render. Off (default) for what a prerendered page shows: the
   * first render is `narrow`, as the HTML was, and the real layout follows right after hydration.
   */
  noSsr?: boolean
}

/**
 * The one responsive switch: `wide` from the breakpoint up, `narrow` below. `forced` wins, so a
 * story can show either layout at any width.
 */
export function useLayout(forced?: Layout, { wideFrom = 'md', noSsr = false }: LayoutOptions = {}): Layout {
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up(wideFrom), { noSsr })
  return forced ?? (wide ? 'wide' : 'narrow')
}
