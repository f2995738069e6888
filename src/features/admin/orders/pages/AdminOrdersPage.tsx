import { ComingSoon } from '@/components/feedback/ComingSoon'

export function AdminOrdersPage() {
  return <ComingSoon title="訂單列表" />
}
