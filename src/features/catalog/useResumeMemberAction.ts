import { useEffect, useRef } from 'react'
import type { MemberAction } from '@/lib/memberAction'

/**
 * Finishes, once, the members-only action a visitor started on this page before being sent to
 * sign in (the route hands it in: useMemberGuard's `resumeAction`). It waits until the page can
 * do it (`ready`, e.g. its live part has loaded), tells the route it is done (`onResumed`, which
 * takes it out of the history entry: a reload or Back never repeats it), then does it — with the
 * same toast as pressing the button.
 */
export function useResumeMemberAction(
  action: MemberAction | null | undefined,
  ready: boolean,
  perform: (action: MemberAction) => void,
  onResumed?: () => void,
) {
  const done = useRef<MemberAction | null>(null)
  const latest = useRef({ perform, onResumed })
  useEffect(() => {
    latest.current = { perform, onResumed }
  })
  useEffect(() => {
    if (!action || !ready || done.current === action) return
    done.current = action
    latest.current.onResumed?.()
    latest.current.perform(action)
  }, [action, ready])
}
