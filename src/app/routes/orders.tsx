import { useSelector } from 'react-redux'
import { selectMember } from '@/features/account/session/authSlice'
import { OrdersPage } from '@/features/orders/pages/OrdersPage'

export default function Route() {
  const member = useSelector(selectMember)
  return <OrdersPage memberId={member?.uid} />
}
