import { useLocation } from 'react-router-dom'
import { config } from '@/config/env'
import { ResetPasswordSuccessScreen } from '../components/ResetPasswordSuccessScreen'

function emailFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') {
    return state.email
  }
  return null
}

/** /reset-password-success: the mail was sent (the address comes from the previous page). */
export function ResetPasswordSuccessPage() {
  const location = useLocation()
  return <ResetPasswordSuccessScreen email={emailFrom(location.state)} showDevHint={config.mocking} />
}
