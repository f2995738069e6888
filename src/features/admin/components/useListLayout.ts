import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'

/** Admin lists are tables, except on phones (below 600 px), where each record becomes a card. */
export function useListLayout(layout?: 'table' | 'cards'): 'table' | 'cards' {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true })
  return layout ?? (phone ? 'cards' : 'table')
}
