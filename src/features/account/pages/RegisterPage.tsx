import { useSnackbar } from '@/components/feedback/toast'
import { useEffect, useRef, useState } from 'react'
import { useDialog } from '@/components/dialogs/useDialog'
import { authErrorCode, preloadMemberAuth } from '@/features/account/session/firebase'
import { registerMember } from '@/features/account/session/memberAuth'
import type { AuthNotice } from '../components/AuthCard'
import { RegisterScreen } from '../components/RegisterScreen'
import type { RegisterValues } from '../forms'
import { accountMessages } from '../messages'
import { codeDetail, noticeFor } from './authNotices'
import { useNavigateLater } from './useNavigateLater'

const t = accountMessages.register

/**
 * /register: creates the account, saves the nickname, then a toast and /login after 1 s
 * (spec §4). The new member is signed in, so the navbar greets them by nickname at once.
 */
export function RegisterPage() {
  const { enqueueSnackbar } = useSnackbar()
  const dialog = useDialog()
  const navigateLater = useNavigateLater()
  const [submitting, setSubmitting] = useState(false)
  const [notice, setNotice] = useState<AuthNotice | null>(null)
  const busy = useRef(false)

  useEffect(() => preloadMemberAuth(), [])

  const handleSubmit = async ({ email, nickname, password }: RegisterValues) => {
    if (busy.current) return
    busy.current = true
    setSubmitting(true)
    setNotice(null)
    try {
      const { profileErrorCode } = await registerMember(email, password, nickname)
      enqueueSnackbar(t.success, { variant: 'success' })
      if (profileErrorCode) {
        // Spec §8: the account exists; the nickname failure is reported and registration goes on.
        void dialog.alert({ tone: 'warning', title: t.profileFailed, text: codeDetail(profileErrorCode) })
      }
      navigateLater('/login')
    } catch (error) {
      busy.current = false
      setSubmitting(false)
      setNotice(noticeFor(authErrorCode(error), t.failed))
    }
  }

  return <RegisterScreen onSubmit={handleSubmit} isSubmitting={submitting} notice={notice} />
}
