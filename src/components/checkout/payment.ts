import type { Order } from '@/api/types'
import { isPaid } from './orders'

/** Spec §9's payment options, as checkout sends them in `paymentWay`. */
export const paymentWays = ['creditCard', 'bankTransfer', 'cashOnDelivery', 'LinePay', 'ApplePay'] as const
export type PaymentWay = (typeof paymentWays)[number]

/**
 * Paid at once, as part of 結帳: checkout creates the order, then pays it through the course API's
 * `POST pay/{id}` (its simulated payment; no card data or provider is involved).
 */
export const ONLINE_PAYMENT_WAYS: readonly PaymentWay[] = ['creditCard', 'LinePay', 'ApplePay']

export function paysOnline(paymentWay: unknown): boolean {
  return typeof paymentWay === 'string' && (ONLINE_PAYMENT_WAYS as readonly string[]).includes(paymentWay)
}

/**
 * Where an order stands, as the shopper reads it:
 * - `paid`: the API says so (`is_paid`, with `paid_date`);
 * - `awaitingTransfer`: ATM 轉帳, not paid yet: the transfer details apply, 付款 comes later;
 * - `onDelivery`: 貨到付款: paid to the courier or the store, never in the shop;
 * - `unpaid`: paid online (or by a way the shop does not know) but the payment did not complete.
 */
export type PaymentState = 'paid' | 'awaitingTransfer' | 'onDelivery' | 'unpaid'

export function paymentStateOf(order: Pick<Order, 'is_paid' | 'paymentWay'>): PaymentState {
  if (isPaid(order)) return 'paid'
  if (order.paymentWay === 'bankTransfer') return 'awaitingTransfer'
  if (order.paymentWay === 'cashOnDelivery') return 'onDelivery'
  return 'unpaid'
}

/** Whether the shop offers 付款 for this order (unpaid, and not paid on delivery). */
export function canPayInShop(order: Pick<Order, 'is_paid' | 'paymentWay'>): boolean {
  const state = paymentStateOf(order)
  return state === 'unpaid' || state === 'awaitingTransfer'
}

// ---- ATM 轉帳 ----------------------------------------------------------------------------------

/**
 * The demo's receiving bank. This is a learning project (spec §1): the bank is fictional (no
 * Taiwanese bank uses code 999) and nothing is ever collected.
 */
export const DEMO_BANK = { code: '999', name: '早餐示範銀行' } as const
/** How long a transfer may take: the end of the third day after the order (Taiwan time). */
export const TRANSFER_DAYS = 3

const DAY_SECONDS = 24 * 60 * 60
const TAIPEI_OFFSET_SECONDS = 8 * 60 * 60

export interface TransferDetails {
  bankCode: string
  bankName: string
  /** A 14-digit virtual account of this order (as ATM payments in Taiwan use), grouped by 4. */
  account: string
  /** What to transfer: 總計 as CartTotals shows it. */
  amount: number
  /** The last second the transfer is accepted (Unix seconds): 23:59:59 Taiwan time. */
  payBy: number
}

/** A virtual account per order: the bank's prefix and ten digits drawn from the order id (FNV-1a). */
function virtualAccount(orderId: string): string {
  let hash = 0x811c9dc5
  for (const char of orderId) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  let second = hash
  for (const char of [...orderId].reverse()) {
    second ^= char.codePointAt(0) ?? 0
    second = Math.imul(second, 0x01000193) >>> 0
  }
  const digits = `${String(hash % 100000).padStart(5, '0')}${String(second % 100000).padStart(5, '0')}`
  return `${DEMO_BANK.code}8${digits}`.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The transfer a shopper paying by ATM makes for `order`, the same on every screen. */
export function transferDetails(order: Pick<Order, 'id' | 'create_at'>, amount: number): TransferDetails {
  const created =
    typeof order.create_at === 'number' && Number.isFinite(order.create_at) ? order.create_at : 0
  const dayStart =
    Math.floor((created + TAIPEI_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - TAIPEI_OFFSET_SECONDS
  return {
    bankCode: DEMO_BANK.code,
    bankName: DEMO_BANK.name,
    account: virtualAccount(String(order.id)),
    amount,
    payBy: dayStart + (TRANSFER_DAYS + 1) * DAY_SECONDS - 1,
  }
}
