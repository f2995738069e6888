import { AdminCouponsPage } from '@/features/admin/coupons/pages/AdminCouponsPage'

export default function Route() {
  return <AdminCouponsPage />
}
