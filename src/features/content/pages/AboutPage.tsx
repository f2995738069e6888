import { AboutScreen } from '../components/AboutScreen'

export function AboutPage() {
  return <AboutScreen />
}
