import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { sharedMessages } from '@/lib/messages'

export interface RefreshingBarProps {
  /** True while a list that stays on screen is being read again (a page change, a reload). */
  active: boolean
}

/**
 * A thin progress bar above a list that is being refreshed. It replaces dimming the list: faded
 * text falls below AA contrast, a bar says the same without touching the text. Its 4 px slot is
 * always there, so showing it moves nothing.
 */
export function RefreshingBar({ active }: RefreshingBarProps) {
  return (
    <Box sx={{ height: 4, mb: 0.5 }}>
      {active ? <LinearProgress aria-label={sharedMessages.loading} sx={{ borderRadius: 2 }} /> : null}
    </Box>
  )
}
