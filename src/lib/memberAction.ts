/**
 * A members-only action a visitor tried (spec §5): adding a product to the cart (with the quantity
 * chosen) or hearting it. When the visitor is sent to sign in first, the action travels with
 * them (in the navigation state) and is done once on their return, as if they had just pressed
 * the button. Shared by the account feature (which carries it) and the catalogue (which does it).
 */
export type MemberAction =
  { kind: 'addToCart'; productId: string; qty: number } | { kind: 'favourite'; productId: string }

/** A value from navigation state, if it is a well-formed action. */
export function memberActionFrom(value: unknown): MemberAction | null {
  if (!value || typeof value !== 'object') return null
  const action = value as Record<string, unknown>
  if (typeof action.productId !== 'string' || action.productId === '') return null
  if (action.kind === 'favourite') return { kind: 'favourite', productId: action.productId }
  if (action.kind === 'addToCart') {
    const qty =
      typeof action.qty === 'number' && Number.isInteger(action.qty) && action.qty > 0 ? action.qty : 1
    return { kind: 'addToCart', productId: action.productId, qty }
  }
  return null
}
