import { useEffect, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { selectAuthStatus } from './authSlice'
import { watchMember } from './memberSession'

/**
 * Keeps the store's member in step with the sign-in provider (mounted once, in App).
 *
 * It never blocks the first paint: it starts after the first render, and the Firebase SDK is
 * only loaded (when the browser is idle) if a member signed in on this browser before. A visitor
 * is reported "signed out" at once and downloads no Firebase code until a member screen needs it;
 * from then on the listener follows sign-in, registration and sign-out.
 */
export function MemberSessionBridge() {
  const dispatch = useDispatch()
  const status = useSelector(selectAuthStatus)
  // A member preloaded into the store (tests, stories) is kept until the session really changes.
  const [keepPreloadedMember] = useState(() => status === 'signedIn')

  useEffect(() => watchMember(dispatch, { keepPreloadedMember }), [dispatch, keepPreloadedMember])

  return null
}
