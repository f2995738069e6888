import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  /** The headline (the region's name). */
  title: string
  /** One sentence under the headline: what happened or what to do. */
  text: string
  /** A picture above the title (decorative: give it aria-hidden). */
  icon?: ReactNode
  /** The way out: buttons or links. */
  children?: ReactNode
}

/**
 * A list's empty, not-found or failed state: a title, a line of text and the way out (see all,
 * retry). Announced politely (role status), since it replaces what the shopper was waiting for.
 */
export function EmptyState({ title, text, icon, children }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      {icon}
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: children ? 3 : 0 }}>{text}</Typography>
      {children}
    </Paper>
  )
}
