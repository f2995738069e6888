import Box from '@mui/material/Box'
import { Outlet } from 'react-router-dom'

/** Admin shell (sidebar, token guard): filled by the back-office work. */
export function AdminLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100dvh' }}>
      <Outlet />
    </Box>
  )
}
