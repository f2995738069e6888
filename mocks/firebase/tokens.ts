/**
 * Unsigned JWTs, shaped like the Firebase Auth Emulator's: `base64url(header).base64url(claims).`
 * The SDK never checks signatures; it decodes the payload for `exp`, `iat`, `auth_time` and
 * `firebase.sign_in_provider` (firebase-auth-offline.md §A).
 */

export interface FakeIdTokenClaims {
  name?: string
  picture?: string
  email?: string
  email_verified: boolean
  auth_time: number
  user_id: string
  firebase: { identities: Record<string, string[]>; sign_in_provider: string }
  iat: number
  exp: number
  aud: string
  iss: string
  sub: string
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

export function encodeUnsignedJwt(claims: object): string {
  return `${base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64UrlEncode(JSON.stringify(claims))}.`
}

/** The claims of an unsigned (or any) JWT, or null when it is not one. */
export function decodeJwtClaims(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]))
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** Random ids in the alphabet Firebase uses for uids (28 characters) and codes. */
export function randomId(length = 28): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  let id = ''
  for (const byte of bytes) id += alphabet[byte % alphabet.length]
  return id
}
