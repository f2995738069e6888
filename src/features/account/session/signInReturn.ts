import { memberActionFrom, type MemberAction } from '@/lib/memberAction'
import { signInPaths } from '@/lib/paths'

/**
 * Where a visitor sent to sign in came from, and what they were doing: carried in the navigation
 * state of /login (and on to /register and back), so signing in — by password, Google or by
 * registering first — returns them to that page with the action done once. Opening /login
 * directly carries nothing, and the spec's "to / after 1 s" applies.
 */
export interface SignInReturn {
  /** The page's path, query and hash. */
  path: string
  action?: MemberAction
}

/** Navigation state of /login and /register that carries a return. */
export interface SignInReturnState {
  signInReturn: SignInReturn
}

/** Navigation state of the page returned to: the action to do once there. */
export interface ResumeState {
  resumeAction: MemberAction
}

/** Only paths of this shop: a return never leaves the site, and never goes back to a sign-in page. */
function safePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null
  const pathname = value.split(/[?#]/)[0]
  if (signInPaths.includes(pathname)) return null
  return value
}

export function signInReturnFrom(state: unknown): SignInReturn | null {
  if (!state || typeof state !== 'object') return null
  const carried = (state as Partial<SignInReturnState>).signInReturn
  if (!carried || typeof carried !== 'object') return null
  const path = safePath(carried.path)
  if (!path) return null
  const action = memberActionFrom(carried.action)
  return action ? { path, action } : { path }
}

export function resumeActionFrom(state: unknown): MemberAction | null {
  if (!state || typeof state !== 'object') return null
  return memberActionFrom((state as Partial<ResumeState>).resumeAction)
}
