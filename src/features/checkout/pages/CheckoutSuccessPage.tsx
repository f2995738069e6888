import { ComingSoon } from '@/components/feedback/ComingSoon'

export function CheckoutSuccessPage() {
  return <ComingSoon title="訂單建立成功" />
}
