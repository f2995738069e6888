import { useSelector } from 'react-redux'
import { selectMember } from '@/features/account/session/authSlice'
import { CheckoutPage } from '@/features/checkout/pages/CheckoutPage'

export default function Route() {
  const member = useSelector(selectMember)
  // Keyed by the member: another member signing in to this tab starts a checkout of their own.
  return <CheckoutPage key={member?.uid ?? ''} member={member} />
}
