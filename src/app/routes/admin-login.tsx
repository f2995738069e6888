import { AdminLoginPage } from '@/features/admin/auth/pages/AdminLoginPage'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'

export default function Route() {
  return (
    <>
      <AdminLoginPage />
      <InputHeldBeforeHydration />
    </>
  )
}
