import type { PaymentWay } from '@/components/checkout/payment'
import { readStored, reportUnreadable, writeStored, type StoredItem } from '@/lib/storedData'

/**
 * One press of 結帳, remembered in this tab (sessionStorage) until its order is settled, so that
 * no path creates a second order: a double click, a reload of any step, Back and Forward.
 *
 * - Before `POST order` the attempt is saved as `placing`; once the API answers, its `orderId`.
 *   A submit of an attempt that has an order never posts again: it goes on to paying (or to the
 *   result page).
 * - An answer that never came (the connection dropped), or a reload while placing: the member's
 *   newest orders are read (CheckoutPage, `findAttemptOrder`): the order found is this attempt's
 *   and is shown (and paid); none found and the lines still in the cart, it was not placed and
 *   the attempt is dropped; none found and the cart empty, the shopper is sent to 我的訂單. A
 *   press of 結帳 while it is unknown checks first and never sends again blindly.
 * - Back to /checkout after the order: the cart is empty, and the page says which order this
 *   attempt created instead of offering the form again.
 *
 * Nothing of the card is kept: only the order's id, the payment way and where the attempt stands.
 */
export const CHECKOUT_ATTEMPT_KEY = 'breakfast-checkout-attempt/v1'

const ATTEMPT_ITEM: StoredItem = { key: CHECKOUT_ATTEMPT_KEY, label: '這次結帳的紀錄', area: 'session' }

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
  /** The cart's lines when 結帳 was pressed: the order, if it was created, holds the same. */
  lines?: Array<{ product_id: string; qty: number }>
}

const STAGES: readonly string[] = ['placing', 'paying', 'settled']

/** The stored attempt as an object, or null; what is not one is reported (with a reset). */
function parseStored(raw: string): Partial<CheckoutAttempt> | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Partial<CheckoutAttempt>
  } catch {
    // Not JSON: reported below.
  }
  reportUnreadable(ATTEMPT_ITEM, clearAttempt)
  return null
}

export function readAttempt(member: string | undefined): CheckoutAttempt | null {
  if (!member) return null
  const raw = readStored(ATTEMPT_ITEM)
  if (!raw) return null
  const attempt = parseStored(raw)
  if (!attempt || attempt.member !== member) return null
  const { startedAt, stage, paymentWay, orderId, paymentFailed, lines } = attempt
  if (
    typeof startedAt !== 'number' ||
    typeof stage !== 'string' ||
    !STAGES.includes(stage) ||
    typeof paymentWay !== 'string'
  ) {
    // This member's attempt, but not as checkout keeps it.
    reportUnreadable(ATTEMPT_ITEM, clearAttempt)
    return null
  }
  return {
    member,
    startedAt,
    stage,
    paymentWay,
    ...(typeof orderId === 'string' && orderId ? { orderId } : {}),
    ...(paymentFailed === true ? { paymentFailed: true } : {}),
    ...(Array.isArray(lines) && lines.every(isLine) ? { lines } : {}),
  }
}

const isLine = (value: unknown): value is { product_id: string; qty: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { product_id?: unknown }).product_id === 'string' &&
  typeof (value as { qty?: unknown }).qty === 'number'

/**
 * Keeps the attempt in this tab. If the browser refuses, the shell says so; the in-page guard
 * still stops a second order in this page's life, and a reload checks the member's orders.
 */
export function saveAttempt(attempt: CheckoutAttempt): CheckoutAttempt {
  writeStored(ATTEMPT_ITEM, JSON.stringify(attempt))
  return attempt
}

export function clearAttempt(): void {
  writeStored(ATTEMPT_ITEM, null)
}
