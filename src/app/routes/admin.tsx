import { useStore } from 'react-redux'
import { CourseApiReady } from '@/api/CourseApiReady'
import { AdminLayout } from '@/features/admin/layout/AdminLayout'
import { adminSessionStorePart } from '@/features/admin/sessionListener'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import type { AppStore } from '../store'

const useAppStore = useStore.withTypes<AppStore>()

export default function Route() {
  // The back office's session joins the store with its first page, before any of its pages asks
  // the API anything: a 401 from any admin call ends it (adding it again does nothing).
  useAppStore().addPart(adminSessionStorePart)
  return (
    <CourseApiReady>
      <AdminLayout />
      <InputHeldBeforeHydration />
    </CourseApiReady>
  )
}
