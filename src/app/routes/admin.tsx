import { AdminLayout } from '@/features/admin/layout/AdminLayout'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'

export default function Route() {
  return (
    <>
      <AdminLayout />
      <InputHeldBeforeHydration />
    </>
  )
}
