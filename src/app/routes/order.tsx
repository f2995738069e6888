import { useSelector } from 'react-redux'
import { useParams } from 'react-router-dom'
import { selectMember } from '@/features/account/session/authSlice'
import { OrderPage } from '@/features/orders/pages/OrderPage'

export default function Route() {
  const member = useSelector(selectMember)
  const { id = '' } = useParams()
  return <OrderPage key={id} orderId={id} memberId={member?.uid} />
}
