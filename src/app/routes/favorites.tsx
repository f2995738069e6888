import { useMemberGuard } from '@/features/account/session/useMemberGuard'
import { FavouritesPage } from '@/features/catalog/pages/FavouritesPage'

/** 我的收藏 (members only, under routes/members-only.tsx): favouriting needs a member (spec §5). */
export default function Route() {
  const { requireMember } = useMemberGuard()
  return <FavouritesPage requireMember={requireMember} />
}
