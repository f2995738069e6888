import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import { Link as RouterLink } from 'react-router-dom'
import { accountMessages } from '../messages'
import { AuthCard } from './AuthCard'
import { paths } from '@/lib/paths'

const t = accountMessages.resetSuccess

export interface ResetPasswordSuccessScreenProps {
  /** The address the mail was sent to, when known (it is not after a reload). */
  email?: string | null
  /** Mock mode: say where a developer finds the "sent" mail. */
  showDevHint?: boolean
}

/** Spec §2: the reset mail was sent; a link back to login. */
export function ResetPasswordSuccessScreen({ email, showDevHint = false }: ResetPasswordSuccessScreenProps) {
  return (
    <AuthCard title={t.title}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 88,
            height: 88,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'shop.highlight',
            color: 'primary.main',
          }}
        >
          <MarkEmailReadOutlined sx={{ fontSize: 48 }} />
        </Box>
        <Typography sx={{ fontWeight: 700 }}>{email ? t.sentTo(email) : t.sent}</Typography>
        <Typography color="text.secondary">{t.next}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.noMail}
        </Typography>
      </Stack>
      {showDevHint ? <Alert severity="info">{t.devHint}</Alert> : null}
      <Stack spacing={1.5}>
        <Button
          component={RouterLink}
          to={paths.login}
          variant="contained"
          size="large"
          fullWidth
          sx={{ py: 1.25 }}
        >
          {t.backToLogin}
        </Button>
        <Button component={RouterLink} to={paths.resetPassword} size="large" fullWidth>
          {t.resend}
        </Button>
      </Stack>
    </AuthCard>
  )
}
