import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** The heading row of an admin list: the page title (h1) and its main action. */
export function AdminPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
        {title}
      </Typography>
      {action}
    </Box>
  )
}
