import Box from '@mui/material/Box'
import { Link as RouterLink } from 'react-router-dom'
import logoUrl from '@/assets/logo.svg'
import { sharedMessages } from '@/lib/messages'

/** The shop's logo, always a link home. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${sharedMessages.shopName} 首頁`}
      sx={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}
    >
      <img src={logoUrl} alt="" width={height * (200 / 48)} height={height} />
    </Box>
  )
}
