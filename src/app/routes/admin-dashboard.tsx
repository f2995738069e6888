import { DashboardPage } from '@/features/admin/dashboard/pages/DashboardPage'

export default function Route() {
  return <DashboardPage />
}
