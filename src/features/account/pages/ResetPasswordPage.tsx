import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { authErrorCode, preloadMemberAuth } from '@/features/account/session/firebase'
import { sendPasswordReset } from '@/features/account/session/memberAuth'
import type { AuthNotice } from '../components/AuthCard'
import { ResetPasswordScreen } from '../components/ResetPasswordScreen'
import type { ResetValues } from '../forms'
import { accountMessages } from '../messages'
import { noticeWithCode } from './authNotices'
import { paths } from '@/lib/paths'

const t = accountMessages.reset

/** /reset-password: sends the reset mail, then /reset-password-success (spec §4). */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<AuthNotice | null>(null)
  const busy = useRef(false)

  useEffect(() => preloadMemberAuth(), [])

  const handleSubmit = async ({ email }: ResetValues) => {
    if (busy.current) return
    busy.current = true
    setSending(true)
    setNotice(null)
    try {
      await sendPasswordReset(email)
      void navigate(paths.resetPasswordSuccess, { state: { email } })
    } catch (error) {
      busy.current = false
      setSending(false)
      setNotice(noticeWithCode(authErrorCode(error), t.failed))
    }
  }

  return <ResetPasswordScreen onSubmit={handleSubmit} isSending={sending} notice={notice} />
}
