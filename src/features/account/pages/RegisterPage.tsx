import { ComingSoon } from '@/components/feedback/ComingSoon'

export function RegisterPage() {
  return <ComingSoon title="註冊會員" />
}
