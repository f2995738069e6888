import { AboutPage } from '@/features/content/pages/AboutPage'

export default function Route() {
  return <AboutPage />
}
