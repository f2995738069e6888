import { AdminLayout } from '@/features/admin/layout/AdminLayout'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import { CourseApiReady } from '@/api/CourseApiReady'

export default function Route() {
  return (
    <CourseApiReady>
      <AdminLayout />
      <InputHeldBeforeHydration />
    </CourseApiReady>
  )
}
