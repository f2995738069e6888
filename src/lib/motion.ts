import { useSyncExternalStore } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

let reducedMotionList: MediaQueryList | null | undefined

/** The query's list, made once (read on every render of every link that moves with a transition). */
function reducedMotionQuery(): MediaQueryList | null {
  if (reducedMotionList === undefined)
    reducedMotionList =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(REDUCED_MOTION)
        : null
  return reducedMotionList
}

function subscribe(onChange: () => void) {
  const query = reducedMotionQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/**
 * The shopper asked their system for reduced motion (`prefers-reduced-motion: reduce`): nothing
 * moves across the screen for them (no view transition between pages). False while a prerendered
 * page hydrates; it follows the setting as it changes.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  )
}
