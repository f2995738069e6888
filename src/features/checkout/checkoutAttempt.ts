import type { PaymentWay } from '@/components/checkout/payment'

/**
 * One press of 結帳, remembered in this tab (sessionStorage) until its order is settled, so that
 * no path creates a second order: a double click, a reload of any step, Back and Forward.
 *
 * - Before `POST order` the attempt is saved as `placing`; once the API answers, its `orderId`.
 *   A submit of an attempt that has an order never posts again: it goes on to paying (or to the
 *   result page).
 * - A reload while placing: if the cart is now empty the order went through (the API empties the
 *   cart exactly when it creates an order) and the shopper is sent to 我的訂單 to see it; if the
 *   cart still holds the lines, it did not, and the attempt is dropped.
 * - Back to /checkout after the order: the cart is empty, and the page says which order this
 *   attempt created instead of offering the form again.
 *
 * Nothing of the card is kept: only the order's id, the payment way and where the attempt stands.
 */
export const CHECKOUT_ATTEMPT_KEY = 'breakfast-checkout-attempt/v1'

export type AttemptStage = 'placing' | 'paying' | 'settled'

export interface CheckoutAttempt {
  /** The member whose attempt it is (another member signing in to this tab starts afresh). */
  member: string
  /** When 結帳 was pressed (ms). */
  startedAt: number
  stage: AttemptStage
  paymentWay: PaymentWay
  /** The order the API created for this attempt, once it answered. */
  orderId?: string
  /** Paying it (online payment ways) did not complete. */
  paymentFailed?: boolean
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

const STAGES: readonly string[] = ['placing', 'paying', 'settled']

export function readAttempt(member: string | undefined): CheckoutAttempt | null {
  if (!member) return null
  try {
    const raw = storage()?.getItem(CHECKOUT_ATTEMPT_KEY)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object') return null
    const attempt = value as Partial<CheckoutAttempt>
    if (attempt.member !== member || typeof attempt.startedAt !== 'number') return null
    if (typeof attempt.stage !== 'string' || !STAGES.includes(attempt.stage)) return null
    if (typeof attempt.paymentWay !== 'string') return null
    return {
      member: attempt.member,
      startedAt: attempt.startedAt,
      stage: attempt.stage,
      paymentWay: attempt.paymentWay,
      ...(typeof attempt.orderId === 'string' && attempt.orderId ? { orderId: attempt.orderId } : {}),
      ...(attempt.paymentFailed === true ? { paymentFailed: true } : {}),
    }
  } catch {
    return null
  }
}

export function saveAttempt(attempt: CheckoutAttempt): CheckoutAttempt {
  try {
    storage()?.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify(attempt))
  } catch {
    // Storage blocked: the in-page guard still stops a second order in this page's life.
  }
  return attempt
}

export function clearAttempt(): void {
  try {
    storage()?.removeItem(CHECKOUT_ATTEMPT_KEY)
  } catch {
    // Nothing kept, nothing to clear.
  }
}
