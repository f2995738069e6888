import { ComingSoon } from '@/components/feedback/ComingSoon'

export function AdminProductsPage() {
  return <ComingSoon title="商品列表" />
}
