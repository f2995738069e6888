import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useFormik } from 'formik'
import { useId } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { resetSchema, type ResetValues } from '../forms'
import { accountMessages } from '../messages'
import { AuthCard, AuthNoticeAlert, SubmitButton, type AuthNotice, EmailField } from './AuthCard'
import { formikField } from '@/lib/formikField'

const t = accountMessages.reset

export interface ResetPasswordScreenProps {
  /** Sends the password-reset mail to the e-mail given. */
  onSubmit: (values: ResetValues) => void | Promise<void>
  /** The mail is being sent: the button shows a spinner (spec §2). */
  isSending?: boolean
  /** A message above the form (an error from the server, or a success); null for none. */
  notice?: AuthNotice | null
  /** Values the form starts with (stories, or a prefilled demo account). */
  initialValues?: Partial<ResetValues>
}

/** Spec §2 "Reset password": an e-mail field and a button that sends the reset mail. */
export function ResetPasswordScreen({
  onSubmit,
  isSending = false,
  notice,
  initialValues,
}: ResetPasswordScreenProps) {
  const headingId = useId()
  const formik = useFormik<ResetValues>({
    initialValues: { email: '', ...initialValues },
    validationSchema: resetSchema,
    onSubmit: async (values) => {
      if (isSending) return
      await onSubmit({ email: values.email.trim() })
    },
  })

  return (
    <AuthCard
      title={t.title}
      intro={t.intro}
      headingId={headingId}
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
          {t.backToLogin}
        </Link>
      }
    >
      <AuthNoticeAlert notice={notice} />
      <Box component="form" noValidate aria-labelledby={headingId} onSubmit={formik.handleSubmit}>
        <Stack spacing={2}>
          <EmailField id="reset-email" {...formikField(formik, 'email')} />
          <SubmitButton busy={isSending}>{t.submit}</SubmitButton>
        </Stack>
      </Box>
    </AuthCard>
  )
}
