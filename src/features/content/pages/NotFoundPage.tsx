import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { NotFoundScreen } from '../components/NotFoundScreen'

/** Spec §2: unknown paths show the not-found page and go home after 4 seconds. */
export const NOT_FOUND_REDIRECT_SECONDS = 4

export function NotFoundPage() {
  const navigate = useNavigate()
  const [secondsLeft, setSecondsLeft] = useState(NOT_FOUND_REDIRECT_SECONDS)

  useEffect(() => {
    const startedAt = Date.now()
    const tick = window.setInterval(() => {
      const elapsed = Math.floor((Date.now() - startedAt) / 1000)
      setSecondsLeft(Math.max(NOT_FOUND_REDIRECT_SECONDS - elapsed, 0))
    }, 250)
    const redirect = window.setTimeout(
      () => navigate('/', { replace: true }),
      NOT_FOUND_REDIRECT_SECONDS * 1000,
    )
    return () => {
      window.clearInterval(tick)
      window.clearTimeout(redirect)
    }
  }, [navigate])

  return <NotFoundScreen secondsLeft={secondsLeft} />
}
