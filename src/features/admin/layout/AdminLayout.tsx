import { useSnackbar } from '@/components/feedback/toast'
import { Suspense, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { useAdminLogoutMutation } from '../api'
import { adminMessages } from '../messages'
import { adminSignedOut, clearAdminToken, hasAdminToken, selectAdminSessionExpired } from '../session'
import { AdminFastHands } from '../shortcuts/AdminFastHands'
import { AdminShell } from './components/AdminShell'
import { paths } from '@/lib/paths'

const t = adminMessages.layout

/**
 * Every /admin page goes through here: no `myToken` cookie → /admin-login; a session the server
 * ended (a 401 from any admin call, ../sessionListener.ts) → the same. Logout always ends at
 * /admin-login.
 */
export function AdminLayout() {
  const navigate = useNavigate()
  const dispatch = useDispatch()
  const { pathname } = useLocation()
  const { enqueueSnackbar } = useSnackbar()
  const [logout, { isLoading: isLoggingOut }] = useAdminLogoutMutation()
  const expired = useSelector(selectAdminSessionExpired)
  const [paletteRequested, setPaletteRequested] = useState(0)

  if (expired || !hasAdminToken())
    return <Navigate to={paths.adminLogin} replace state={{ from: pathname }} />

  const handleLogout = async () => {
    try {
      await logout().unwrap()
      enqueueSnackbar(t.logoutSuccess, { variant: 'success' })
    } catch {
      // Spec §4: logout clears the cookie and goes to sign-in whatever the server said.
    } finally {
      dispatch(adminSignedOut())
      clearAdminToken()
      navigate(paths.adminLogin, { replace: true })
    }
  }

  return (
    <AdminShell
      onLogout={handleLogout}
      isLoggingOut={isLoggingOut}
      onOpenPalette={() => setPaletteRequested((count) => count + 1)}
    >
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <AdminFastHands paletteRequested={paletteRequested} />
    </AdminShell>
  )
}
