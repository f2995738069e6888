import { useSelector } from 'react-redux'
import { selectMember } from '@/features/account/session/authSlice'
import { CheckoutPage } from '@/features/checkout/pages/CheckoutPage'

export default function Route() {
  const member = useSelector(selectMember)
  return <CheckoutPage memberId={member?.uid} />
}
