import { ComingSoon } from '@/components/feedback/ComingSoon'

export function LoginPage() {
  return <ComingSoon title="會員登入" />
}
