import { useSelector } from 'react-redux'
import { selectMember } from '@/features/account/session/authSlice'
import { CheckoutSuccessPage } from '@/features/checkout/pages/CheckoutSuccessPage'

export default function Route() {
  const member = useSelector(selectMember)
  return <CheckoutSuccessPage memberId={member?.uid} />
}
