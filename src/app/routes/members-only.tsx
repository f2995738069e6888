import { MembersOnly } from '@/features/account/session/MembersOnly'
import { CourseApiReady } from '@/api/CourseApiReady'

/** The members' pages (cart, checkout, 我的訂單, 我的收藏) read RTK Query's cache as they render. */
export default function Route() {
  return (
    <CourseApiReady>
      <MembersOnly />
    </CourseApiReady>
  )
}
