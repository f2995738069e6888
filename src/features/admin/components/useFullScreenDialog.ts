import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'

/** Admin modals fill the screen on phones (below 600 px) unless a story forces the layout. */
export function useFullScreenDialog(forced?: boolean): boolean {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  return forced ?? phone
}
