import TouchRippleComponent, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple'
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefAttributes } from 'react'
import { whenIdle } from '@/lib/idle'

/** MUI's ripple (what its buttons draw on a tap), typed as the component it is at run time. */
const TouchRipple = TouchRippleComponent as unknown as ComponentType<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>

/**
 * MUI puts a style into the page the first time something shows it, and inserting one (a
 * `@keyframes` above all) costs the browser a style pass over the page: the first tap on the
 * cart's buttons (their ripple) and on 套用 (its spinning look) would pay for it before showing
 * anything. Drawn once the page is idle, hidden (one ripple, and `children`: what a tap will
 * show), then gone, so that their styles are in the page before the first tap. Nothing shows,
 * nothing can be focused, and nothing stays.
 */
export function FeedbackStylesAhead({ children }: { children?: ReactNode }) {
  const [step, setStep] = useState<'waiting' | 'drawing' | 'done'>('waiting')
  const ripple = useRef<TouchRippleActions>(null)
  useEffect(() => whenIdle(() => setStep('drawing')), [])
  useEffect(() => {
    if (step === 'drawing') ripple.current?.start(undefined, { pulsate: true }, () => setStep('done'))
  }, [step])
  if (step !== 'drawing') return null
  return (
    <span hidden aria-hidden="true" inert>
      <TouchRipple ref={ripple} center />
      {children}
    </span>
  )
}
