import { useSnackbar } from '@/components/feedback/toast'
import { Suspense, useEffect } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useAdminLogoutMutation } from '../api'
import { adminMessages } from '../messages'
import { clearAdminToken, hasAdminToken, onAdminSessionEnded } from '../session'
import { AdminShell } from './components/AdminShell'

const t = adminMessages.layout

/**
 * Every /admin page goes through here: no `myToken` cookie → /admin-login; a 401 from any admin
 * call (see sessionGuard in ../api.ts) → the same. Logout always ends at /admin-login.
 */
export function AdminLayout() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { enqueueSnackbar } = useSnackbar()
  const [logout, { isLoading: isLoggingOut }] = useAdminLogoutMutation()
  const signedIn = hasAdminToken()

  useEffect(
    () =>
      onAdminSessionEnded(({ message }) => {
        if (message) enqueueSnackbar(message, { variant: 'warning' })
        navigate('/admin-login', { replace: true, state: { from: pathname } })
      }),
    [enqueueSnackbar, navigate, pathname],
  )

  if (!signedIn) return <Navigate to="/admin-login" replace state={{ from: pathname }} />

  const handleLogout = async () => {
    try {
      await logout().unwrap()
      enqueueSnackbar(t.logoutSuccess, { variant: 'success' })
    } catch {
      // Spec §4: logout clears the cookie and goes to sign-in whatever the server said.
    } finally {
      clearAdminToken()
      navigate('/admin-login', { replace: true })
    }
  }

  return (
    <AdminShell onLogout={handleLogout} isLoggingOut={isLoggingOut}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AdminShell>
  )
}
