import { SkipLink } from '@/components/layout/SkipLink'
import { AdminLoginPage } from '@/features/admin/auth/pages/AdminLoginPage'
import { InputHeldBeforeHydration } from '@/lib/beforeHydration'
import { CourseApiReady } from '@/api/CourseApiReady'

export default function Route() {
  return (
    <CourseApiReady>
      {/* The sign-in page's main has no id: the link focuses it as the page's first <main>. */}
      <SkipLink />
      <AdminLoginPage />
      <InputHeldBeforeHydration />
    </CourseApiReady>
  )
}
