import { ComingSoon } from '@/components/feedback/ComingSoon'

export function ProductListPage() {
  return <ComingSoon title="全部商品" />
}
