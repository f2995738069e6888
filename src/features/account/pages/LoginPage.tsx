import { useSnackbar } from '@/components/feedback/toast'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { config } from '@/config/env'
import { selectMember } from '@/features/account/session/authSlice'
import { backendReady } from '@/api/backendReady'
import { authErrorCode, preloadMemberAuth } from '@/features/account/session/firebase'
import { signInWithEmail, signInWithGoogle, type GoogleIdentity } from '@/features/account/session/memberAuth'
import { useSelector } from 'react-redux'
import { useLocation } from 'react-router-dom'
import { signInReturnFrom, type ResumeState } from '@/features/account/session/signInReturn'
import type { AuthNotice } from '../components/AuthCard'
import { LoginScreen } from '../components/LoginScreen'
import type { LoginValues } from '../forms'
import { accountMessages } from '../messages'
import { isAuthCancellation, noticeFor, noticeWithCode } from './authNotices'
import { useNavigateLater } from './useNavigateLater'

const t = accountMessages.login

// The fake's Google accounts (mock mode only, once Google is clicked, after the fake has started).
// A production build has no such branch: nothing of the fake is emitted.
const fakeGoogleAccounts = () =>
  import.meta.env.VITE_API_MOCKING === 'true'
    ? backendReady().then(() => import('@mocks/ui/googleAccounts'))
    : Promise.reject(new Error('The fake Google accounts exist in mock mode only.'))

// Mock mode only, and only once Google is clicked: production never downloads the chooser.
const GoogleAccountChooser = lazy(() =>
  import('../components/GoogleAccountChooser').then((module) => ({ default: module.GoogleAccountChooser })),
)

/**
 * /login: e-mail or Google sign-in; on success a toast, then home after 1 s (spec §4) — or, when a
 * members-only action sent the visitor here, back to the page they were on after the same 1 s,
 * where the action is done once (signInReturn.ts).
 */
export function LoginPage() {
  const member = useSelector(selectMember)
  const location = useLocation()
  const signInReturn = signInReturnFrom(location.state)
  const { enqueueSnackbar } = useSnackbar()
  const navigateLater = useNavigateLater()
  const [pending, setPending] = useState<'email' | 'google' | null>(null)
  const [succeeded, setSucceeded] = useState(false)
  const [notice, setNotice] = useState<AuthNotice | null>(null)
  const [chooserOpen, setChooserOpen] = useState(false)
  const [chooserRequested, setChooserRequested] = useState(false)
  const [googleAccounts, setGoogleAccounts] = useState<GoogleIdentity[] | null>(null)
  // One sign-in at a time, and none after a success (the page is about to leave).
  const busy = useRef(false)

  useEffect(() => preloadMemberAuth(), [])

  const begin = (kind: 'email' | 'google') => {
    if (busy.current) return false
    busy.current = true
    setPending(kind)
    setNotice(null)
    return true
  }

  const fail = (failure: AuthNotice | null) => {
    busy.current = false
    setPending(null)
    setNotice(failure)
  }

  const succeed = () => {
    setSucceeded(true)
    setChooserOpen(false)
    enqueueSnackbar(t.success, { variant: 'success' })
    if (!signInReturn) {
      navigateLater('/')
      return
    }
    const state: ResumeState | null = signInReturn.action ? { resumeAction: signInReturn.action } : null
    // Replace /login in history: Back from the page returned to does not land on a sign-in form.
    navigateLater(signInReturn.path, undefined, { replace: true, state })
  }

  const handleSubmit = async ({ email, password }: LoginValues) => {
    if (!begin('email')) return
    try {
      await signInWithEmail(email, password)
      succeed()
    } catch (error) {
      fail(noticeFor(authErrorCode(error), t.failed))
    }
  }

  const googleSignIn = async (identity?: GoogleIdentity) => {
    if (!begin('google')) return
    try {
      await signInWithGoogle(identity)
      succeed()
    } catch (error) {
      const code = authErrorCode(error)
      setChooserOpen(false)
      fail(isAuthCancellation(code) ? null : noticeWithCode(code, t.failed))
    }
  }

  const handleGoogle = () => {
    if (busy.current) return
    if (!config.mocking) {
      void googleSignIn()
      return
    }
    // Mock mode: Google's own picker cannot load offline; offer the fake's identities instead.
    setNotice(null)
    setGoogleAccounts(null)
    setChooserRequested(true)
    setChooserOpen(true)
    void fakeGoogleAccounts()
      .then((fake) => fake.listFakeGoogleAccounts())
      .then(setGoogleAccounts, () => setGoogleAccounts([]))
  }

  return (
    <>
      <LoginScreen
        onSubmit={handleSubmit}
        onGoogle={handleGoogle}
        isSubmitting={pending === 'email'}
        isGoogleBusy={pending === 'google'}
        notice={notice}
        signedInName={member && !succeeded ? (member.displayName ?? member.email) : null}
        returning={signInReturn ? (signInReturn.action?.kind ?? 'page') : null}
        linkState={signInReturn ? location.state : undefined}
      />
      {chooserRequested ? (
        <Suspense fallback={null}>
          <GoogleAccountChooser
            open={chooserOpen}
            accounts={googleAccounts}
            isSigningIn={pending === 'google'}
            onChoose={(identity) => void googleSignIn(identity)}
            onUseAnother={({ email, name }) =>
              void fakeGoogleAccounts().then((fake) => googleSignIn(fake.fakeGoogleIdentityFor(email, name)))
            }
            onClose={() => setChooserOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
