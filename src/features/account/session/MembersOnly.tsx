import { useEffect, useRef } from 'react'
import { useSelector } from 'react-redux'
import { Outlet } from 'react-router-dom'
import { selectAuthStatus, selectMember } from './authSlice'
import { useMemberGuard } from './useMemberGuard'

/**
 * The members-only layout route (spec §2: /cart and /checkout). Its pages render only for a
 * signed-in member. Signed out, it warns once (請先登入) and sends the visitor to /login; it waits
 * until the sign-in provider has answered, so a member opening /cart directly is not bounced.
 */
export function MembersOnly() {
  const member = useSelector(selectMember)
  const status = useSelector(selectAuthStatus)
  const { requireMember } = useMemberGuard()
  const warned = useRef(false)

  useEffect(() => {
    if (status !== 'signedOut' || warned.current) return
    warned.current = true
    requireMember({ redirectToLogin: true })
  }, [status, requireMember])

  return member ? <Outlet /> : null
}
