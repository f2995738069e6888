import type { Dispatch } from '@reduxjs/toolkit'
import type { User } from 'firebase/auth'
import { whenIdle } from '@/lib/idle'
import { isOnline, whenOnline } from '@/lib/online'
import { memberChanged, type Member } from './authSlice'
import { loadAuth, onAuthLoaded, startedAuth, type AuthKit } from './firebase'

/**
 * The member session in the store: a snapshot remembered between visits (so a returning member is
 * recognised at first paint), and every store that watches it told of each change.
 */

/** A plain snapshot of the SDK's (mutable) User: what the store keeps. */
export function toMember(user: User): Member {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
  }
}

/**
 * The last signed-in member's snapshot, kept so a returning member is recognised at first paint
 * (greeting, cart badge, members-only buttons) without waiting for the SDK, and so a visitor who
 * never signed in skips loading Firebase. The SDK's own persisted session (IndexedDB) stays the
 * truth: once it reports, its answer replaces the snapshot (e.g. signed out elsewhere).
 */
export const MEMBER_SESSION_HINT_KEY = 'breakfast-member-session'

function hintStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readMemberSessionHint(): Member | null {
  try {
    const raw = hintStorage()?.getItem(MEMBER_SESSION_HINT_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && typeof (parsed as Member).uid === 'string') {
      const { uid, email, displayName, providerId } = parsed as Member
      return {
        uid,
        email: email ?? null,
        displayName: displayName ?? null,
        providerId: providerId ?? 'password',
      }
    }
    return null
  } catch {
    return null
  }
}

export function hasMemberSessionHint(): boolean {
  return readMemberSessionHint() !== null
}

function rememberSession(member: Member | null): void {
  try {
    if (member) hintStorage()?.setItem(MEMBER_SESSION_HINT_KEY, JSON.stringify(member))
    else hintStorage()?.removeItem(MEMBER_SESSION_HINT_KEY)
  } catch {
    // Storage blocked: the SDK is then loaded on the next visit to a member screen instead.
  }
}

// ---- Watching the session ---------------------------------------------------------------------

interface Watcher {
  dispatch: Dispatch
  keepPreloadedMember: boolean
  reported: boolean
  stopped: boolean
  unsubscribe: (() => void) | null
}

const watchers = new Set<Watcher>()
onAuthLoaded((kit) => {
  for (const watcher of watchers) attach(kit, watcher)
})

function attach(kit: AuthKit, watcher: Watcher): void {
  if (watcher.stopped || watcher.unsubscribe) return
  watcher.unsubscribe = kit.sdk.onAuthStateChanged(kit.auth, (user) => {
    const first = !watcher.reported
    watcher.reported = true
    // A member preloaded into the store (tests, stories) is not signed out by the SDK's first
    // "nobody here" report; a later sign-out still clears it.
    if (!user && first && watcher.keepPreloadedMember) return
    const member = user ? toMember(user) : null
    rememberSession(member)
    watcher.dispatch(memberChanged(member))
  })
}

/** Pushes a snapshot to every watcher (the SDK's listener does not fire for profile changes). */
export function publish(member: Member | null): void {
  rememberSession(member)
  for (const watcher of watchers) {
    if (!watcher.stopped) {
      watcher.reported = true
      watcher.dispatch(memberChanged(member))
    }
  }
}

export interface WatchMemberOptions {
  /**
   * Load the SDK now (after the browser is idle) and report the persisted session. Default: only
   * when a member signed in on this browser before; otherwise "signed out" is reported at once
   * and the SDK is watched as soon as something else loads it (a member screen).
   */
  eager?: boolean
  /** The store already holds a member (a test or story preloaded one): keep it until a real change. */
  keepPreloadedMember?: boolean
}

/**
 * Feeds the store with the member session: `memberChanged(snapshot)` or `memberChanged(null)`.
 * Returns a function that stops watching.
 */
export function watchMember(dispatch: Dispatch, options: WatchMemberOptions = {}): () => void {
  const watcher: Watcher = {
    dispatch,
    keepPreloadedMember: options.keepPreloadedMember ?? false,
    reported: false,
    stopped: false,
    unsubscribe: null,
  }
  watchers.add(watcher)
  let cancelIdle: (() => void) | null = null

  const started = startedAuth()
  if (started) {
    void started.then((kit) => attach(kit, watcher)).catch(() => undefined)
  } else if (options.eager ?? hasMemberSessionHint()) {
    // A returning member: show them as signed in at once from the snapshot, then let the SDK
    // (loaded when the browser is idle and online) confirm or correct it. Never asked for offline:
    // the SDK could not load, a browser keeps a failed load as failed for the page's life, and
    // the member would be shown signed out by a train tunnel.
    const remembered = readMemberSessionHint()
    if (remembered && !watcher.keepPreloadedMember) dispatch(memberChanged(remembered))
    const confirm = () => {
      if (watcher.stopped) return
      if (!isOnline()) {
        void whenOnline().then(() => {
          if (!watcher.stopped) cancelIdle = whenIdle(confirm)
        })
        return
      }
      loadAuth().catch((error: unknown) => {
        console.error('Member sign-in is unavailable:', error)
        if (!watcher.stopped && !watcher.keepPreloadedMember) dispatch(memberChanged(null))
      })
    }
    cancelIdle = whenIdle(confirm)
  } else if (!watcher.keepPreloadedMember) {
    watcher.reported = true
    dispatch(memberChanged(null))
  }

  return () => {
    watcher.stopped = true
    cancelIdle?.()
    watcher.unsubscribe?.()
    watchers.delete(watcher)
  }
}
