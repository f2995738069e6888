import { useTheme, type Breakpoint } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'

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

/**
 * The one responsive switch: `wide` or `narrow` by the screen's width. `forced` wins, so a story
 * can show either layout at any width.
 */
export function useLayout(
  forced?: Layout,
  { wideFrom = 'md', narrowBelow, noSsr = false }: LayoutOptions = {},
): Layout {
  const theme = useTheme()
  const query = narrowBelow ? theme.breakpoints.down(narrowBelow) : theme.breakpoints.up(wideFrom)
  const matches = useMediaQuery(query, { noSsr })
  const wide = narrowBelow ? !matches : matches
  return forced ?? (wide ? 'wide' : 'narrow')
}
