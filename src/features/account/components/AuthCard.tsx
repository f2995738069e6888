import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Visibility from '@mui/icons-material/VisibilityOutlined'
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined'
import { useId, useState, type FormEventHandler, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Link from '@mui/material/Link'
import { accountMessages } from '../messages'

/** A failure to show above a member form: the spec's message, and the provider's code if useful. */
export interface AuthNotice {
  title: string
  detail?: string
}

/** The frame every member screen shares: a centred card with a heading and an intro. */
export function AuthCard({
  title,
  intro,
  headingId,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  /** Lets the form be labelled by the heading. */
  headingId?: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Box
      sx={{
        px: 2,
        py: { xs: 4, md: 8 },
        background: (theme) => theme.palette.shop.formGlow,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 460,
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          borderColor: 'divider',
        }}
      >
        <Stack spacing={3}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography
              id={headingId}
              variant="h1"
              sx={{ fontSize: { xs: '1.625rem', sm: '1.875rem' }, mb: 1 }}
            >
              {title}
            </Typography>
            {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
          </Box>
          {children}
          {footer ? (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', typography: 'body2' }}>{footer}</Box>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  )
}

/**
 * A member form in its card (登入, 註冊, 忘記密碼): the heading labels the form, the server's notice
 * sits right above it, the fields and the submit button stack in one column. `before` and `after`
 * hold what a screen adds around the form (a signed-in note, the Google button).
 */
export function AuthFormCard({
  title,
  intro,
  footer,
  notice,
  onSubmit,
  before,
  after,
  children,
}: {
  title: string
  intro?: ReactNode
  footer?: ReactNode
  notice: AuthNotice | null | undefined
  onSubmit: FormEventHandler<HTMLFormElement>
  before?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <AuthCard title={title} intro={intro} headingId={headingId} footer={footer}>
      {before}
      <AuthNoticeAlert notice={notice} />
      <Box component="form" noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
        <Stack spacing={2}>{children}</Stack>
      </Box>
      {after}
    </AuthCard>
  )
}

/** The way from one member form to another, under the card (「還沒有帳號？ 註冊」). */
export function AuthFooterLink({
  lead,
  to,
  state,
  children,
}: {
  lead?: ReactNode
  to: string
  /** Navigation state carried on (where a members-only action should return). */
  state?: unknown
  children: ReactNode
}) {
  return (
    <>
      {lead ? <>{lead} </> : null}
      <Link component={RouterLink} to={to} state={state} sx={{ fontWeight: 700 }}>
        {children}
      </Link>
    </>
  )
}

/** The form-level failure message, announced to screen readers when it appears. */
export function AuthNoticeAlert({ notice }: { notice: AuthNotice | null | undefined }) {
  if (!notice) return null
  return (
    <Alert severity="error" role="alert">
      <AlertTitle sx={{ mb: notice.detail ? 0.5 : 0 }}>{notice.title}</AlertTitle>
      {notice.detail}
    </Alert>
  )
}

/** The account (e-mail) field every member form starts with. */
export function EmailField(props: TextFieldProps) {
  const f = accountMessages.form
  return (
    <TextField
      type="email"
      label={f.email}
      placeholder={f.emailPlaceholder}
      autoComplete="email"
      required
      fullWidth
      {...props}
    />
  )
}

/** A password input (密碼, required, unless told otherwise) with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      label={accountMessages.form.password}
      required
      fullWidth
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? accountMessages.form.hidePassword : accountMessages.form.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

/** The main button of a member form; it shows a spinner and stays disabled while `busy`. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1.25 }}
    >
      {children}
    </Button>
  )
}
