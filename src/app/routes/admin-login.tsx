import { AdminLoginPage } from '@/features/admin/auth/pages/AdminLoginPage'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import { CourseApiReady } from '@/api/CourseApiReady'

export default function Route() {
  return (
    <CourseApiReady>
      <AdminLoginPage />
      <InputHeldBeforeHydration />
    </CourseApiReady>
  )
}
