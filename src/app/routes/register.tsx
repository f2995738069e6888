import { RegisterPage } from '@/features/account/pages/RegisterPage'

export default function Route() {
  return <RegisterPage />
}
