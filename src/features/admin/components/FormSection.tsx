import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A titled group of fields inside an admin modal (h3 under the modal's h2 title). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}
