import { useContext } from 'react'
import { UNSAFE_ViewTransitionContext } from 'react-router-dom'

/** A move between two pages that runs as a view transition: the page left and the page arriving. */
export interface ViewTransitionMove {
  from: string
  to: string
}

/**
 * The move under way as a view transition (a link with React Router's `viewTransition`, or going
 * back over one), else null. React Router's `useViewTransitionState` answers "is `to` one of the
 * two pages?"; the shared elements need to know which of the two (a product page names its picture
 * when it arrives, not when it is left for another product), and that hook also needs a data router
 * where stories render screens in a plain one: this reads the same context, which is there in both.
 */
export function useViewTransitionMove(): ViewTransitionMove | null {
  const transition = useContext(UNSAFE_ViewTransitionContext)
  if (!transition.isTransitioning) return null
  return { from: transition.currentLocation.pathname, to: transition.nextLocation.pathname }
}
