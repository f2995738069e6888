import { ComingSoon } from '@/components/feedback/ComingSoon'

export function AdminCouponsPage() {
  return <ComingSoon title="優惠券列表" />
}
