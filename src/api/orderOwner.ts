import type { Order } from './types'

/**
 * Which member placed an order. The course API has no customer identity and its order list is
 * public (course-api.md §5.11, quirk §8.18: anyone can read every order of the shop). Checkout
 * therefore records, in the order's `user` object (which the API stores as sent), a pseudonymous
 * key: SHA-256 of the member's uid (Web Crypto), base64url, 22 characters. It is the same on every
 * device the member signs in on, says nothing about the member, and is not the uid itself, so
 * an order in the public list cannot be traced back to a Firebase account.
 *
 * Filtering by it is a convenience, not access control: anyone reading the public list sees every
 * order (docs/orders.md).
 */
export const MEMBER_KEY_LENGTH = 22

export async function memberOrderKey(uid: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`breakfast-order-owner:${uid}`)),
  )
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, MEMBER_KEY_LENGTH)
}

/** True when `order` was placed by the member whose key is `key` (orders without a key: nobody's). */
export function placedBy(order: Pick<Order, 'user'> | null | undefined, key: string | null): boolean {
  if (!order || !key) return false
  const user: unknown = order.user
  return typeof user === 'object' && user !== null && (user as { member?: unknown }).member === key
}
