import { resetSchema, type ResetValues } from '../forms'
import { accountMessages } from '../messages'
import { AuthFooterLink, AuthFormCard, EmailField, SubmitButton } from './AuthCard'
import { useMemberForm, type MemberFormProps } from './useMemberForm'
import { formikField } from '@/lib/formikField'
import { paths } from '@/lib/paths'

const t = accountMessages.reset

export interface ResetPasswordScreenProps extends MemberFormProps<ResetValues> {
  /** The mail is being sent: the button shows a spinner (spec §2). */
  isSending?: boolean
}

/** Spec §2 "Reset password": an e-mail field and a button that sends the reset mail. */
export function ResetPasswordScreen({
  onSubmit,
  isSending = false,
  notice,
  initialValues,
}: ResetPasswordScreenProps) {
  const formik = useMemberForm<ResetValues>(
    { email: '', ...initialValues },
    resetSchema,
    isSending,
    (values) => onSubmit({ email: values.email.trim() }),
  )

  return (
    <AuthFormCard
      title={t.title}
      intro={t.intro}
      footer={<AuthFooterLink to={paths.login}>{t.backToLogin}</AuthFooterLink>}
      notice={notice}
      onSubmit={formik.handleSubmit}
    >
      <EmailField id="reset-email" {...formikField(formik, 'email')} />
      <SubmitButton busy={isSending}>{t.submit}</SubmitButton>
    </AuthFormCard>
  )
}
