import type { User } from 'firebase/auth'
import { config } from '@/config/env'
import { authErrorCode, MemberAuthError, withAuth } from './firebase'
import { publish, toMember } from './memberSession'
import type { Member } from './authSlice'

/**
 * Member sign-in actions: e-mail, Google, registration, password reset, sign-out. Each loads the
 * SDK if needed (firebase.ts), answers errors with an `auth/...` code, and tells the store.
 */

/** A Google identity: in mock mode, the account picked in the fake's chooser. */
export interface GoogleIdentity {
  sub: string
  email: string
  name: string
}

export function signInWithEmail(email: string, password: string): Promise<Member> {
  return withAuth(async ({ sdk, auth }) => {
    const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password)
    const member = toMember(user)
    publish(member)
    return member
  })
}

/**
 * Google sign-in. Production: the real popup. Mock mode: `identity` is the account picked in the
 * mock chooser, signed in through `signInWithCredential` (the fake's `accounts:signInWithIdp`).
 */
export function signInWithGoogle(identity?: GoogleIdentity): Promise<Member> {
  return withAuth(async ({ sdk, auth }) => {
    let user: User
    if (config.mocking) {
      if (!identity) throw new MemberAuthError('auth/argument-error', 'Pick an account in the mock chooser.')
      const token = JSON.stringify({
        sub: identity.sub,
        email: identity.email,
        name: identity.name,
        email_verified: true,
      })
      ;({ user } = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(token)))
    } else {
      const provider = new sdk.GoogleAuthProvider()
      provider.setCustomParameters({ prompt: 'select_account' })
      ;({ user } = await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver))
    }
    const member = toMember(user)
    publish(member)
    return member
  })
}

export interface RegisterResult {
  member: Member
  /** Set when the account was created but saving the nickname failed (registration still counts). */
  profileErrorCode: string | null
}

/**
 * Creates the account (which signs the member in), then saves the nickname as `displayName`.
 * The SDK's listener fired on creation with no name and does not fire again for profile changes,
 * so a fresh snapshot is pushed to the store here: the navbar greets the member by nickname.
 */
export function registerMember(email: string, password: string, nickname: string): Promise<RegisterResult> {
  return withAuth(async ({ sdk, auth }) => {
    const { user } = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password)
    let profileErrorCode: string | null = null
    try {
      await sdk.updateProfile(user, { displayName: nickname.trim() })
    } catch (error) {
      profileErrorCode = authErrorCode(error)
    }
    const member = toMember(auth.currentUser ?? user)
    publish(member)
    return { member, profileErrorCode }
  })
}

export function sendPasswordReset(email: string): Promise<void> {
  return withAuth(({ sdk, auth }) => sdk.sendPasswordResetEmail(auth, email.trim()))
}

/** Signs out (no request: the SDK clears its persisted session) and sets the member to none. */
export async function signOutMember(): Promise<void> {
  await withAuth(({ sdk, auth }) => sdk.signOut(auth))
  publish(null)
}
