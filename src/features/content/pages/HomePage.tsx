import { ComingSoon } from '@/components/feedback/ComingSoon'

export function HomePage() {
  return <ComingSoon title="早餐店" />
}
