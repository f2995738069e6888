import { AdminProductsPage } from '@/features/admin/products/pages/AdminProductsPage'

export default function Route() {
  return <AdminProductsPage />
}
