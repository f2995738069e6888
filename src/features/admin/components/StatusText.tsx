import { alpha } from '@mui/material/styles'
import Box from '@mui/material/Box'

/** on: 啟用 / 已付款; off: 未啟用 / 未付款; expired: 已過期 (neither, and never green). */
export type StatusTone = 'on' | 'off' | 'expired'

/** A small coloured status label (啟用 / 未啟用 / 已過期, 已付款 / 未付款) with AA contrast. */
export function StatusText({
  positive,
  tone = positive ? 'on' : 'off',
  children,
}: {
  positive?: boolean
  tone?: StatusTone
  children: string
}) {
  const colours =
    tone === 'expired'
      ? {
          color: 'error.dark',
          bgcolor: (theme: { palette: { error: { main: string } } }) => alpha(theme.palette.error.main, 0.1),
          dot: 'error.main',
        }
      : tone === 'on'
        ? { color: 'status.onText', bgcolor: 'status.onBackground', dot: 'status.onDot' }
        : { color: 'status.offText', bgcolor: 'status.offBackground', dot: 'status.offDot' }
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.25,
        borderRadius: 99,
        fontSize: '0.8125rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        color: colours.color,
        bgcolor: colours.bgcolor,
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: colours.dot,
        },
      }}
    >
      {children}
    </Box>
  )
}
