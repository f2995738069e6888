import { ComingSoon } from '@/components/feedback/ComingSoon'

export function AdminLoginPage() {
  return <ComingSoon title="管理員登入" />
}
