import { AdminLayout } from '@/features/admin/layout/AdminLayout'

export default function Route() {
  return <AdminLayout />
}
