import { useSnackbar } from '@/components/feedback/toast'
import { useEffect, useState } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation, useNavigate } from 'react-router-dom'
import { config } from '@/config/env'
import { useDialog } from '@/components/dialogs/useDialog'
import { useAdminSignInMutation, useCheckAdminSessionMutation } from '../../api'
import { adminMessages } from '../../messages'
import { adminSignedIn, clearAdminToken, hasAdminToken, saveAdminToken } from '../../session'
import { AdminLoginScreen, type AdminCredentials } from '../components/AdminLoginScreen'
import { paths } from '@/lib/paths'

const t = adminMessages.login

/** Where to go after signing in: back to the admin page that sent us here, else /admin. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith(paths.admin) ? from : paths.admin
}

export function AdminLoginPage() {
  const navigate = useNavigate()
  const dispatch = useDispatch()
  const location = useLocation()
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [signIn, { isLoading: isSigningIn }] = useAdminSignInMutation()
  const [checkSession] = useCheckAdminSessionMutation()
  const [isChecking, setIsChecking] = useState(hasAdminToken)
  const target = returnPath(location.state)

  // Spec §2: a saved token is sent as Authorization (by the base query) and checked; valid → /admin.
  useEffect(() => {
    if (!hasAdminToken()) return
    let active = true
    checkSession()
      .unwrap()
      .then(() => {
        if (!active) return
        dispatch(adminSignedIn())
        navigate(target, { replace: true })
      })
      .catch(() => {
        // Expired or revoked: forget it so the form is used instead.
        if (active) clearAdminToken()
      })
      .finally(() => {
        if (active) setIsChecking(false)
      })
    return () => {
      active = false
    }
  }, [checkSession, dispatch, navigate, target])

  const handleSubmit = async (values: AdminCredentials) => {
    try {
      const { token, expired } = await signIn(values).unwrap()
      saveAdminToken(token, expired)
      dispatch(adminSignedIn())
      enqueueSnackbar(t.success, { variant: 'success' })
      navigate(target, { replace: true })
    } catch {
      await dialog.alert({ tone: 'error', title: t.failed })
    }
  }

  // Production builds carry no admin secret: config.adminDemoCredentials is null there.
  const demo = config.adminDemoCredentials
  return (
    <AdminLoginScreen
      initialValues={{ username: demo?.username ?? '', password: demo?.password ?? '' }}
      prefilled={Boolean(demo)}
      isCheckingSession={isChecking}
      isSubmitting={isSigningIn}
      onSubmit={handleSubmit}
    />
  )
}
