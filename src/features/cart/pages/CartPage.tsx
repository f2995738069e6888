import { ComingSoon } from '@/components/feedback/ComingSoon'

export function CartPage() {
  return <ComingSoon title="購物車" />
}
