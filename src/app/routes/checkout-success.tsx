import { useSelector } from 'react-redux'
import { selectMember } from '@/features/account/session/authSlice'
import { CheckoutSuccessPage } from '@/features/checkout/pages/CheckoutSuccessPage'
import { CourseApiReady } from '@/api/CourseApiReady'

export default function Route() {
  const member = useSelector(selectMember)
  return (
    <CourseApiReady>
      <CheckoutSuccessPage memberId={member?.uid} />
    </CourseApiReady>
  )
}
