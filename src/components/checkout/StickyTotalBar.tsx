import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { priceSummary, type SummaryLineInput } from '@/api/cart'
import { formatNtd } from '@/lib/format'
import { cartTotalsMessages as t } from './messages'

export interface StickyTotalBarProps {
  /** The lines being paid for and the API's `final_total`: 總計 as CartTotals shows it. */
  lines: readonly SummaryLineInput[]
  finalTotal?: unknown
  /** The next step: a link or a submit button, the only one of its kind on the page. */
  action: ReactNode
}

/**
 * Phones: the total and the next step stay at the bottom of the screen while the shopper reads
 * the lines or fills the form. Sticky to the end of the page's content, so it rests above the
 * footer instead of covering it. Rendered by the cart and checkout screens in their narrow layout.
 */
export function StickyTotalBar({ lines, finalTotal, action }: StickyTotalBarProps) {
  const { total } = priceSummary(lines, finalTotal)
  return (
    <Paper
      square
      elevation={0}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mx: -2,
        mt: 3,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: (theme) => theme.shadows[8],
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {t.total}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.dark' }}>
            {formatNtd(total)}
          </Typography>
        </Typography>
        {action}
      </Stack>
    </Paper>
  )
}
