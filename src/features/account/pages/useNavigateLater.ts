import { useCallback, useEffect, useRef } from 'react'
import { useNavigate, type NavigateOptions } from 'react-router-dom'

/** Spec §9: after login or registration the member is sent on after 1 second. */
export const REDIRECT_DELAY_MS = 1000

/** `navigate`, but after a pause; the timer is dropped if the page unmounts first. */
export function useNavigateLater() {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  return useCallback(
    (to: string, delayMs = REDIRECT_DELAY_MS, options?: NavigateOptions) => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void navigate(to, options), delayMs)
    },
    [navigate],
  )
}
