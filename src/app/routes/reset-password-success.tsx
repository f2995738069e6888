import { ResetPasswordSuccessPage } from '@/features/account/pages/ResetPasswordSuccessPage'

export default function Route() {
  return <ResetPasswordSuccessPage />
}
