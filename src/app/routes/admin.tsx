import { AdminLayout } from '@/features/admin/layout/AdminLayout'
import { adminSessionStorePart } from '@/features/admin/sessionListener'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import { useStorePart } from '../store'

export default function Route() {
  // The back office's session joins the store with its first page: a 401 from any admin call ends it.
  useStorePart(adminSessionStorePart)
  return (
    <>
      <AdminLayout />
      <InputHeldBeforeHydration />
    </>
  )
}
