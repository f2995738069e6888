import ButtonBase, { type ButtonBaseActions } from '@mui/material/ButtonBase'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { whenIdle } from '@/lib/idle'

/**
 * MUI puts a style into the page the first time something shows it, and inserting one (a
 * `@keyframes` above all) costs the browser a style pass over the page: the first tap on the
 * cart's buttons (their ripple) and on 套用 (its spinning look) would pay for it before showing
 * anything. Drawn once the page is idle, hidden (a ripple pulsing on a button no one can reach, and
 * `children`: what a tap will show), so that their styles are in the page before the first tap.
 * Nothing shows, and nothing can be focused.
 */
export function FeedbackStylesAhead({ children }: { children?: ReactNode }) {
  const [drawn, setDrawn] = useState(false)
  const button = useRef<ButtonBaseActions>(null)
  useEffect(() => whenIdle(() => setDrawn(true)), [])
  useEffect(() => {
    if (drawn) button.current?.focusVisible()
  }, [drawn])
  if (!drawn) return null
  return (
    <span hidden>
      <ButtonBase action={button} focusRipple tabIndex={-1} aria-hidden="true" />
      {children}
    </span>
  )
}
