import { AdminLoginPage } from '@/features/admin/auth/pages/AdminLoginPage'

export default function Route() {
  return <AdminLoginPage />
}
