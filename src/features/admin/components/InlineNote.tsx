import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/**
 * A few words inside a line, beside what they qualify (a quantity's unit, how much of a line is
 * ready, 接著 between two key presses): body2, in a quieter colour, with the space around it.
 */
export function InlineNote({
  color = 'text.secondary',
  ml,
  mx,
  children,
}: {
  color?: 'text.secondary' | 'warning.dark'
  /** The space before it, or on both sides (MUI spacing units). */
  ml?: number
  mx?: number
  children: ReactNode
}) {
  return (
    <Typography component="span" variant="body2" sx={{ ml, mx, color }}>
      {children}
    </Typography>
  )
}
