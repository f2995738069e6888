import { AdminOrdersPage } from '@/features/admin/orders/pages/AdminOrdersPage'

export default function Route() {
  return <AdminOrdersPage />
}
