import { ComingSoon } from '@/components/feedback/ComingSoon'

export function ResetPasswordPage() {
  return <ComingSoon title="忘記密碼" />
}
