import { useParams } from 'react-router-dom'
import { AdminOrderPage } from '@/features/admin/orders/pages/AdminOrderPage'

export default function Route() {
  const { id = '' } = useParams()
  return <AdminOrderPage key={id} orderId={id} />
}
