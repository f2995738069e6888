import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import GoogleIcon from '@mui/icons-material/Google'
import { Link as RouterLink } from 'react-router-dom'
import { loginSchema, type LoginValues } from '../forms'
import { accountMessages } from '../messages'
import { AuthFooterLink, AuthFormCard, EmailField, PasswordField, SubmitButton } from './AuthCard'
import { useMemberForm, type MemberFormProps } from './useMemberForm'
import { formikField } from '@/lib/formikField'
import { paths } from '@/lib/paths'

const t = accountMessages.login

export interface LoginScreenProps extends MemberFormProps<LoginValues> {
  /** Starts 使用 Google 登入. */
  onGoogle: () => void
  /** The e-mail sign-in is running (or succeeded and the page is about to leave). */
  isSubmitting?: boolean
  /** The Google sign-in is running. */
  isGoogleBusy?: boolean
  /** Someone is already signed in: their name, shown above the form. */
  signedInName?: string | null
  /**
   * A members-only action sent the visitor here: signing in returns them to the page (`page`), and
   * adds the product to the cart (`addToCart`) or hearts it (`favourite`). Said above the form.
   */
  returning?: 'page' | 'addToCart' | 'favourite' | null
  /** Navigation state the link to registration carries on (so registering returns them too). */
  linkState?: unknown
}

/** Spec §2 "Member login" (會員登入): e-mail and password, forgot-password, register, Google. */
export function LoginScreen({
  onSubmit,
  onGoogle,
  isSubmitting = false,
  isGoogleBusy = false,
  notice,
  signedInName,
  initialValues,
  returning = null,
  linkState,
}: LoginScreenProps) {
  const busy = isSubmitting || isGoogleBusy
  const formik = useMemberForm<LoginValues>(
    { email: '', password: '', ...initialValues },
    loginSchema,
    busy,
    (values) => onSubmit({ email: values.email.trim(), password: values.password }),
  )

  return (
    <AuthFormCard
      title={t.title}
      intro={t.intro}
      footer={
        <AuthFooterLink lead={t.noAccount} to={paths.register} state={linkState}>
          {t.register}
        </AuthFooterLink>
      }
      notice={notice}
      onSubmit={formik.handleSubmit}
      before={
        <>
          {signedInName ? (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={paths.products} color="inherit" size="small">
                  {t.goShopping}
                </Button>
              }
            >
              {t.signedInAs(signedInName)}
            </Alert>
          ) : null}
          {returning && !signedInName ? (
            <Alert severity="info" role="note">
              {t.returning[returning]}
            </Alert>
          ) : null}
        </>
      }
      after={
        <>
          <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t.or}</Divider>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            onClick={onGoogle}
            disabled={busy}
            aria-busy={isGoogleBusy}
            startIcon={
              isGoogleBusy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <GoogleIcon />
            }
            sx={{ py: 1.25, color: 'text.primary', borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            {t.google}
          </Button>
        </>
      }
    >
      <EmailField id="login-email" {...formikField(formik, 'email')} />
      <PasswordField
        id="login-password"
        autoComplete="current-password"
        {...formikField(formik, 'password')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component={RouterLink} to={paths.resetPassword} variant="body2">
          {t.forgotPassword}
        </Link>
      </Box>
      <SubmitButton busy={isSubmitting}>{t.submit}</SubmitButton>
    </AuthFormCard>
  )
}
