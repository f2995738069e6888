import { ComingSoon } from '@/components/feedback/ComingSoon'

export function CheckoutFailPage() {
  return <ComingSoon title="訂單建立失敗" />
}
