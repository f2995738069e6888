import { ComingSoon } from '@/components/feedback/ComingSoon'

export function CheckoutPage() {
  return <ComingSoon title="結帳" />
}
