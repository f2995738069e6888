import { NotFoundPage } from '@/features/content/pages/NotFoundPage'

export default function Route() {
  return <NotFoundPage />
}
