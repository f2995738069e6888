import { LoginPage } from '@/features/account/pages/LoginPage'

export default function Route() {
  return <LoginPage />
}
