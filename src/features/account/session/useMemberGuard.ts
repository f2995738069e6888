import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSelector } from 'react-redux'
import { sharedMessages } from '@/lib/messages'
import { selectMember } from './authSlice'

/**
 * Spec §5: adding to cart, favouriting, opening the cart and checking out need a signed-in member.
 * `requireMember()` returns true when someone is signed in; otherwise it shows the "please log in
 * first" warning and, with `redirectToLogin`, goes to /login once it is dismissed.
 */
export function useMemberGuard() {
  const member = useSelector(selectMember)
  const dialog = useDialog()
  const navigate = useNavigate()

  const requireMember = useCallback(
    (options: { redirectToLogin?: boolean } = {}) => {
      if (member) return true
      void dialog
        .alert({ tone: 'warning', title: sharedMessages.pleaseLogIn, text: sharedMessages.pleaseLogInText })
        .then(() => {
          if (options.redirectToLogin) navigate('/login')
        })
      return false
    },
    [member, dialog, navigate],
  )

  return { member, requireMember }
}
