import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'

/** Temporary page for a route whose screen is still being built. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">即將推出，敬請期待。</Typography>
    </Container>
  )
}
