import { config } from '@/config/env'

/**
 * The fake's side of Google sign-in (mock mode only: the login page loads this module by dynamic
 * import when Google is clicked, after the fake has started). Google's own picker cannot load
 * offline, so the page offers these identities in its chooser instead.
 */

/** A Google identity (the same shape as the account feature's `GoogleIdentity`). */
export interface GoogleIdentity {
  sub: string
  email: string
  name: string
}

/**
 * Mock mode only: the Google identities the fake knows (accounts that signed in with Google
 * before), for the account chooser. Uses the emulator's admin listing; an empty list on failure
 * (the chooser still offers "use another account").
 */
export async function listFakeGoogleAccounts(): Promise<GoogleIdentity[]> {
  const projectId = config.firebase.projectId || 'demo-breakfast'
  const url = `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ returnUserInfo: true }),
    })
    if (!response.ok) return []
    const body = (await response.json()) as {
      userInfo?: Array<{
        email?: string
        displayName?: string
        providerUserInfo?: Array<{
          providerId?: string
          rawId?: string
          email?: string
          displayName?: string
        }>
      }>
    }
    const identities: GoogleIdentity[] = []
    for (const account of body.userInfo ?? []) {
      const google = account.providerUserInfo?.find((info) => info.providerId === 'google.com')
      if (!google?.rawId) continue
      const email = google.email ?? account.email ?? ''
      identities.push({ sub: google.rawId, email, name: google.displayName ?? account.displayName ?? email })
    }
    return identities
  } catch {
    return []
  }
}

/** A stable fake Google identity for "use another account": the same e-mail is the same person. */
export function fakeGoogleIdentityFor(email: string, name: string): GoogleIdentity {
  const normalised = email.trim().toLowerCase()
  return {
    sub: `mock-google-${normalised}`,
    email: normalised,
    name: name.trim() || normalised.split('@')[0],
  }
}
