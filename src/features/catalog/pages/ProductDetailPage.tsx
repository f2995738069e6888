import { ComingSoon } from '@/components/feedback/ComingSoon'

export function ProductDetailPage() {
  return <ComingSoon title="商品介紹" />
}
