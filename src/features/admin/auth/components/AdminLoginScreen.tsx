import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useFormik } from 'formik'
import { Link as RouterLink } from 'react-router-dom'
import * as yup from 'yup'
import { Logo } from '@/components/layout/Logo'
import { adminMessages } from '../../messages'
import { formikField } from '@/lib/formikField'

const t = adminMessages.login

export interface AdminCredentials {
  username: string
  password: string
}

export interface AdminLoginScreenProps {
  /** Prefill: the fake's demo account in mock builds, empty in production. */
  initialValues: AdminCredentials
  /** Shows the mock-mode notice that the form was prefilled. */
  prefilled?: boolean
  /** A saved token is being checked (spec §2): the form waits. */
  isCheckingSession?: boolean
  /** The sign-in is running: the button spins and is disabled. */
  isSubmitting?: boolean
  /** Signs the admin in with the account and password. */
  onSubmit: (values: AdminCredentials) => void | Promise<void>
}

const schema = yup.object({
  username: yup
    .string()
    .trim()
    .required(adminMessages.common.required)
    .email(adminMessages.common.emailFormat),
  password: yup.string().required(adminMessages.common.required),
})

/** Spec §2 "Admin login": an email and password form. */
export function AdminLoginScreen({
  initialValues,
  prefilled = false,
  isCheckingSession = false,
  isSubmitting = false,
  onSubmit,
}: AdminLoginScreenProps) {
  const formik = useFormik<AdminCredentials>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values) => {
      await onSubmit({ username: values.username.trim(), password: values.password })
    },
  })
  const busy = isSubmitting || isCheckingSession
  const credentialField = (
    name: keyof AdminCredentials,
    label: string,
    type: 'email' | 'password',
    autoComplete: string,
  ): TextFieldProps => ({
    id: `admin-${name}`,
    type,
    label,
    autoComplete,
    required: true,
    fullWidth: true,
    ...formikField(formik, name),
    disabled: isCheckingSession,
  })

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        bgcolor: 'background.default',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3, borderColor: 'divider' }}
      >
        <Stack spacing={3} sx={{ alignItems: 'stretch' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Logo height={44} />
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
              {t.title}
            </Typography>
            <Typography color="text.secondary">{t.intro}</Typography>
          </Box>
          {prefilled ? <Alert severity="info">{t.demoHint}</Alert> : null}
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2.5}>
              <TextField {...credentialField('username', t.email, 'email', 'username')} />
              <TextField {...credentialField('password', t.password, 'password', 'current-password')} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {isCheckingSession ? t.checking : t.submit}
              </Button>
            </Stack>
          </Box>
          <Link component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
            {t.backToShop}
          </Link>
        </Stack>
      </Paper>
    </Box>
  )
}
