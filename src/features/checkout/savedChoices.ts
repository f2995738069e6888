import { paymentWays, type PaymentWay } from '@/components/checkout/payment'

/**
 * The choices a member made at their last checkout — phone, shipping and payment — kept in this
 * browser (localStorage), per member, so the next checkout offers them again. The member can
 * remove them (the checkout's 清除 button, or by unticking 記住). Name and e-mail come from the
 * account itself; card details are never kept (they are not even sent to the API).
 */
export const SAVED_CHOICES_KEY = 'breakfast-checkout-choices/v1'

export const shippingWays = ['homeDelivery', 'instorePickup1', 'instorePickup2'] as const
export type ShippingWay = (typeof shippingWays)[number]

export interface SavedChoices {
  contactPhone: string
  shippingWay: ShippingWay | ''
  paymentWay: PaymentWay | ''
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function readAll(): Record<string, unknown> {
  try {
    const raw = storage()?.getItem(SAVED_CHOICES_KEY)
    const value: unknown = raw ? JSON.parse(raw) : null
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

function writeAll(all: Record<string, unknown>): void {
  try {
    if (Object.keys(all).length === 0) storage()?.removeItem(SAVED_CHOICES_KEY)
    else storage()?.setItem(SAVED_CHOICES_KEY, JSON.stringify(all))
  } catch {
    // Quota or blocked storage: nothing is remembered, checkout still works.
  }
}

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | '' =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : ''

/** The member's saved choices, or null when there are none (or what is stored is not ours). */
export function readSavedChoices(member: string | undefined): SavedChoices | null {
  if (!member) return null
  const saved = readAll()[member]
  if (!saved || typeof saved !== 'object') return null
  const { contactPhone, shippingWay, paymentWay } = saved as Record<string, unknown>
  const choices: SavedChoices = {
    contactPhone: typeof contactPhone === 'string' ? contactPhone.slice(0, 20) : '',
    shippingWay: oneOf(shippingWays, shippingWay),
    paymentWay: oneOf(paymentWays, paymentWay),
  }
  return choices.contactPhone || choices.shippingWay || choices.paymentWay ? choices : null
}

export function saveChoices(member: string, choices: SavedChoices): void {
  writeAll({ ...readAll(), [member]: { ...choices } })
}

export function forgetChoices(member: string): void {
  const all = readAll()
  if (!(member in all)) return
  delete all[member]
  writeAll(all)
}
