import TextField from '@mui/material/TextField'
import { registerSchema, type RegisterValues } from '../forms'
import { accountMessages } from '../messages'
import { AuthFooterLink, AuthFormCard, EmailField, PasswordField, SubmitButton } from './AuthCard'
import { useMemberForm, type MemberFormProps } from './useMemberForm'
import { formikField } from '@/lib/formikField'
import { paths } from '@/lib/paths'

const t = accountMessages.register

export interface RegisterScreenProps extends MemberFormProps<RegisterValues> {
  /** Registration is running (or succeeded and the page is about to leave). */
  isSubmitting?: boolean
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
  const formik = useMemberForm<RegisterValues>(
    { email: '', nickname: '', password: '', confirmPassword: '', ...initialValues },
    registerSchema,
    isSubmitting,
    (values) => onSubmit({ ...values, email: values.email.trim() }),
  )

  return (
    <AuthFormCard
      title={t.title}
      intro={t.intro}
      footer={
        <AuthFooterLink lead={t.hasAccount} to={paths.login} state={linkState}>
          {t.login}
        </AuthFooterLink>
      }
      notice={notice}
      onSubmit={formik.handleSubmit}
    >
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
        autoComplete="new-password"
        {...formikField(formik, 'password', t.passwordHelp)}
      />
      <PasswordField
        id="register-confirm-password"
        label={t.confirmPassword}
        autoComplete="new-password"
        {...formikField(formik, 'confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>{t.submit}</SubmitButton>
    </AuthFormCard>
  )
}
