import { useSnackbar } from '@/components/feedback/toast'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useDialog } from '@/components/dialogs/useDialog'
import { authErrorCode, preloadMemberAuth } from '@/features/account/session/firebase'
import { registerMember } from '@/features/account/session/memberAuth'
import { signInReturnFrom, type ResumeState } from '@/features/account/session/signInReturn'
import type { AuthNotice } from '../components/AuthCard'
import { RegisterScreen } from '../components/RegisterScreen'
import type { RegisterValues } from '../forms'
import { accountMessages } from '../messages'
import { codeDetail, noticeFor } from './authNotices'
import { useNavigateLater } from './useNavigateLater'
import { paths } from '@/lib/paths'

const t = accountMessages.register

/**
 * /register: creates the account, saves the nickname, then a toast and /login after 1 s
 * (spec §4). The new member is signed in, so the navbar greets them by nickname at once. A
 * visitor a members-only action sent to sign in (who chose to register first) goes back to the
 * page they were on instead, where the action is done once (signInReturn.ts).
 */
export function RegisterPage() {
  const location = useLocation()
  const signInReturn = signInReturnFrom(location.state)
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
      if (signInReturn) {
        const state: ResumeState | null = signInReturn.action ? { resumeAction: signInReturn.action } : null
        navigateLater(signInReturn.path, undefined, { replace: true, state })
      } else navigateLater(paths.login)
    } catch (error) {
      busy.current = false
      setSubmitting(false)
      setNotice(noticeFor(authErrorCode(error), t.failed))
    }
  }

  return (
    <RegisterScreen
      onSubmit={handleSubmit}
      isSubmitting={submitting}
      notice={notice}
      linkState={signInReturn ? location.state : undefined}
    />
  )
}
