import { paymentWays, type PaymentWay } from '@/components/checkout/payment'
import { readStored, reportUnreadable, writeStored, type StoredItem } from '@/lib/storedData'

/**
 * The choices a member made at their last checkout — phone, shipping and payment — kept in this
 * browser (localStorage), per member, so the next checkout offers them again. The member can
 * remove them (the checkout's 清除 button, or by unticking 記住). Name and e-mail come from the
 * account itself; card details are never kept (they are not even sent to the API).
 */
export const SAVED_CHOICES_KEY = 'breakfast-checkout-choices/v1'

const SAVED_CHOICES_ITEM: StoredItem = { key: SAVED_CHOICES_KEY, label: '結帳時記住的資料', area: 'local' }

export const shippingWays = ['homeDelivery', 'instorePickup1', 'instorePickup2'] as const
export type ShippingWay = (typeof shippingWays)[number]

export interface SavedChoices {
  contactPhone: string
  shippingWay: ShippingWay | ''
  paymentWay: PaymentWay | ''
}

/** Every member's choices; what cannot be read is reported (with a reset) and read as none. */
function readAll(): Record<string, unknown> {
  const raw = readStored(SAVED_CHOICES_ITEM)
  if (raw === null) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // Not JSON: reported below.
  }
  reportUnreadable(SAVED_CHOICES_ITEM, () => writeStored(SAVED_CHOICES_ITEM, null))
  return {}
}

/** Stores every member's choices; a refusal is reported (the shell says so), checkout still works. */
function writeAll(all: Record<string, unknown>): boolean {
  return writeStored(SAVED_CHOICES_ITEM, Object.keys(all).length === 0 ? null : JSON.stringify(all))
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

/** Remembers the member's choices; false when the browser refused to store them. */
export function saveChoices(member: string, choices: SavedChoices): boolean {
  return writeAll({ ...readAll(), [member]: { ...choices } })
}

export function forgetChoices(member: string): void {
  const all = readAll()
  if (!(member in all)) return
  delete all[member]
  writeAll(all)
}
