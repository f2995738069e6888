import Box from '@mui/material/Box'

/** A small coloured status label (啟用 / 未啟用, 已付款 / 未付款) with AA contrast. */
export function StatusText({ positive, children }: { positive: boolean; children: string }) {
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
        color: positive ? 'status.onText' : 'status.offText',
        bgcolor: positive ? 'status.onBackground' : 'status.offBackground',
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: positive ? 'status.onDot' : 'status.offDot',
        },
      }}
    >
      {children}
    </Box>
  )
}
