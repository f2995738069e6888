import Box from '@mui/material/Box'
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

/**
 * Blocks side by side on wide screens and one above the other on narrow ones, their tops aligned
 * (MUI screens): the kitchen board's groups, an admin order's lines beside its details, the
 * delivery day beside its time.
 */
export function Columns({
  columns,
  gap = 2,
  sx,
  children,
}: {
  /** The grid's columns per breakpoint, e.g. `{ xs: '1fr', lg: '1fr 1fr' }`. */
  columns: Partial<Record<Breakpoint, string>>
  /** The space between the blocks (MUI spacing units). */
  gap?: number
  /** More of the grid's own style (its padding). */
  sx?: SxProps<Theme>
  children: ReactNode
}) {
  return (
    <Box
      sx={[
        { display: 'grid', gap, gridTemplateColumns: columns, alignItems: 'start' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  )
}
