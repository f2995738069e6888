import { ResetPasswordPage } from '@/features/account/pages/ResetPasswordPage'

export default function Route() {
  return <ResetPasswordPage />
}
