import { ComingSoon } from '@/components/feedback/ComingSoon'

export function AboutPage() {
  return <ComingSoon title="關於我們" />
}
