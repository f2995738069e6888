import { MembersOnly } from '@/features/account/session/MembersOnly'

export default function Route() {
  return <MembersOnly />
}
