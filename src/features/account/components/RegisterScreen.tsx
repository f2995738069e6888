import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useFormik } from 'formik'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { registerSchema, type RegisterValues } from '../forms'
import { accountMessages } from '../messages'
import {
  AuthCard,
  AuthNoticeAlert,
  PasswordField,
  SubmitButton,
  type AuthNotice,
  EmailField,
} from './AuthCard'
import { formikField } from '@/lib/formikField'

const t = accountMessages.register
const f = accountMessages.form

export interface RegisterScreenProps {
  /** Creates the account (after the form's own checks pass). */
  onSubmit: (values: RegisterValues) => void | Promise<void>
  /** Registration is running (or succeeded and the page is about to leave). */
  isSubmitting?: boolean
  /** A message above the form (an error from the server, or a success); null for none. */
  notice?: AuthNotice | null
  /** Values the form starts with (stories, or a prefilled demo account). */
  initialValues?: Partial<RegisterValues>
  /** Navigation state the link to login carries on (where a members-only action should return). */
  linkState?: unknown
}

/** Spec §2 "Register" (註冊會員): e-mail, nickname, password, confirm password, link to login. */
export function RegisterScreen({
  onSubmit,
  isSubmitting = false,
  notice,
  initialValues,
  linkState,
}: RegisterScreenProps) {
  const headingId = useId()
  const formik = useFormik<RegisterValues>({
    initialValues: { email: '', nickname: '', password: '', confirmPassword: '', ...initialValues },
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      if (isSubmitting) return
      await onSubmit({ ...values, email: values.email.trim() })
    },
  })

  return (
    <AuthCard
      title={t.title}
      intro={t.intro}
      headingId={headingId}
      footer={
        <>
          {t.hasAccount}{' '}
          <Link component={RouterLink} to="/login" state={linkState} sx={{ fontWeight: 700 }}>
            {t.login}
          </Link>
        </>
      }
    >
      <AuthNoticeAlert notice={notice} />
      <Box component="form" noValidate aria-labelledby={headingId} onSubmit={formik.handleSubmit}>
        <Stack spacing={2}>
          <EmailField id="register-email" {...formikField(formik, 'email')} />
          <TextField
            id="register-nickname"
            label={t.nickname}
            autoComplete="nickname"
            required
            fullWidth
            {...formikField(formik, 'nickname', t.nicknameHelp)}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <PasswordField
            id="register-password"
            label={f.password}
            autoComplete="new-password"
            required
            fullWidth
            {...formikField(formik, 'password', t.passwordHelp)}
          />
          <PasswordField
            id="register-confirm-password"
            label={t.confirmPassword}
            autoComplete="new-password"
            required
            fullWidth
            {...formikField(formik, 'confirmPassword')}
          />
          <SubmitButton busy={isSubmitting}>{t.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  )
}
