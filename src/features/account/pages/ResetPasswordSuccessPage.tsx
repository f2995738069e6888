import { ComingSoon } from '@/components/feedback/ComingSoon'

export function ResetPasswordSuccessPage() {
  return <ComingSoon title="重設密碼信已寄出" />
}
