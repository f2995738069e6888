import { KitchenBoardPage } from '@/features/admin/kitchen/pages/KitchenBoardPage'

export default function Route() {
  return <KitchenBoardPage />
}
