import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

/** The usual way out: one contained button, a link (`to`) or an action (`onClick`, e.g. retry). */
export type EmptyStateAction = { label: string; icon?: ReactNode } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
)

export interface EmptyStateProps {
  /** The headline (the region's name). */
  title: string
  /** One sentence under the headline: what happened or what to do. */
  text: string
  /** A picture above the title (decorative: give it aria-hidden). */
  icon?: ReactNode
  /** The way out as one button; `children` for anything else. */
  action?: EmptyStateAction
  /** The way out: buttons or links. */
  children?: ReactNode
}

/**
 * A list's empty, not-found or failed state: a title, a line of text and the way out (see all,
 * retry). Announced politely (role status), since it replaces what the shopper was waiting for.
 */
export function EmptyState({ title, text, icon, action, children }: EmptyStateProps) {
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
      <Typography sx={{ color: 'text.secondary', mb: children || action ? 3 : 0 }}>{text}</Typography>
      {action?.to !== undefined ? (
        <Button component={Link} to={action.to} variant="contained" startIcon={action.icon}>
          {action.label}
        </Button>
      ) : action ? (
        <Button variant="contained" startIcon={action.icon} onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {children}
    </Paper>
  )
}
