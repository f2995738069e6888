import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import notFoundUrl from '@/assets/not-found.svg'
import { layoutMessages } from '@/components/layout/messages'

const t = layoutMessages.notFound

export interface NotFoundScreenProps {
  /** Seconds left before the automatic redirect home. */
  secondsLeft: number
}

/** The 404 page: says the page does not exist and counts down to the automatic return home. Props only. */
export function NotFoundScreen({ secondsLeft }: NotFoundScreenProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <img
        src={notFoundUrl}
        alt=""
        width={600}
        height={450}
        style={{ width: '100%', maxWidth: 420, height: 'auto', aspectRatio: '4 / 3' }}
      />
      <Typography variant="h1" sx={{ mt: 3 }} gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" role="status" aria-live="polite">
        {t.text(secondsLeft)}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {t.goHome}
      </Button>
    </Container>
  )
}
