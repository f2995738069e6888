import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Fragment, type ReactNode } from 'react'

export function RecordCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  )
}

export interface RecordCardProps {
  heading: ReactNode
  media?: ReactNode
  status?: ReactNode
  /** A selection checkbox before the heading. */
  select?: ReactNode
  fields: { label: string; value: ReactNode }[]
  actions: ReactNode
  /** Pointed out (just created, or found with the command palette). */
  highlighted?: boolean
}

/** One record on a phone: heading (h2), status, label/value pairs and the edit/delete buttons. */
export function RecordCard({
  heading,
  media,
  status,
  select,
  fields,
  actions,
  highlighted,
}: RecordCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-current={highlighted ? 'true' : undefined}
      ref={
        highlighted ? (card: HTMLLIElement | null) => card?.scrollIntoView?.({ block: 'nearest' }) : undefined
      }
      sx={{
        p: 2,
        borderColor: highlighted ? 'primary.main' : 'divider',
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {select}
        {media}
        <Typography
          component="h2"
          sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}
        >
          {heading}
        </Typography>
        {status}
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1.5 }}
      >
        {fields.map((field) => (
          <Fragment key={field.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {field.value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        {actions}
      </Stack>
    </Paper>
  )
}

/** The empty / failed state of a card list. */
export function RecordCardMessage({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderColor: 'divider' }}>
      {children}
    </Paper>
  )
}
