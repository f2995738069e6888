import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSelector } from 'react-redux'
import type { MemberAction } from '@/lib/memberAction'
import { sharedMessages } from '@/lib/messages'
import { selectMember } from './authSlice'
import { resumeActionFrom, type SignInReturnState } from './signInReturn'
import { paths } from '@/lib/paths'

export interface RequireMemberOptions {
  /** Go to /login once the warning is dismissed (the navbar's cart icon only warns: spec §2). */
  redirectToLogin?: boolean
  /** What the visitor was doing: done once when they come back signed in. */
  action?: MemberAction
}

/**
 * Spec §5: adding to cart, favouriting, opening the cart and checking out need a signed-in member.
 * `requireMember()` returns true when someone is signed in; otherwise it shows the "please log in
 * first" warning and, with `redirectToLogin`, goes to /login once it is dismissed — carrying this
 * page and the action (signInReturn.ts), so signing in brings the visitor back here.
 *
 * `resumeAction` is the action to finish on this page after signing in (null otherwise, and
 * always null for a visitor); `resumed()` takes it out of the history entry, so a reload, Back or
 * Forward never does it twice.
 */
export function useMemberGuard() {
  const member = useSelector(selectMember)
  const dialog = useDialog()
  const navigate = useNavigate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}${location.hash}`

  const requireMember = useCallback(
    (options: RequireMemberOptions = {}) => {
      if (member) return true
      void dialog
        .alert({ tone: 'warning', title: sharedMessages.pleaseLogIn, text: sharedMessages.pleaseLogInText })
        .then(() => {
          if (!options.redirectToLogin) return
          const state: SignInReturnState = {
            signInReturn: { path: here, ...(options.action ? { action: options.action } : {}) },
          }
          navigate(paths.login, { state })
        })
      return false
    },
    [member, dialog, navigate, here],
  )

  const state: unknown = location.state
  const signedIn = member !== null
  // One object per history entry: the page does it once by identity (useResumeMemberAction), and a
  // render before `resumed()`'s navigation lands (the add's own spinner) must see the same one.
  const resumeAction = useMemo(() => (signedIn ? resumeActionFrom(state) : null), [signedIn, state])
  const resumed = useCallback(() => {
    const rest = { ...(state && typeof state === 'object' ? state : {}) } as Record<string, unknown>
    delete rest.resumeAction
    navigate(here, {
      replace: true,
      state: Object.keys(rest).length > 0 ? rest : null,
      preventScrollReset: true,
    })
  }, [navigate, here, state])

  return { member, requireMember, resumeAction, resumed }
}
