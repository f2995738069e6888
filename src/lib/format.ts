/**
 * Formatting in one place: NT$ amounts, the API's second-based timestamps, and text.
 *
 * The course API stores what a client sends (course-api.md §1.2, quirk §8.13): a record another
 * client wrote may hold an object where text is expected, a due date of 1e308, a price of 1e306.
 * Every formatter here takes `unknown` and answers something printable, never throws: what cannot
 * be shown becomes NOT_SHOWN.
 */

/** What a value that cannot be shown (not a number, not a date) is shown as. */
export const NOT_SHOWN = '—'

/** Amounts this large print as 1.23E20 rather than forty digits. */
const HUGE_AMOUNT = 1e15

/** Builds a value the first time it is asked for, then keeps it. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

// Intl objects are made on first use: the first one a page creates starts ICU, 15–30 ms of main
// thread on a desktop (a phone takes several times that), and most pages print no date at all.
const hugeNtd = onFirstUse(
  () => new Intl.NumberFormat('zh-TW', { notation: 'scientific', maximumFractionDigits: 2 }),
)

/**
 * A whole number grouped by thousands as zh-TW writes it (`-1,234,567`), for |n| < 1e15, where
 * `String` prints every digit. The same text as `Intl.NumberFormat('zh-TW')` (the unit tests compare
 * them), without starting ICU: every product card prints a price on the page's first render.
 */
function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')
  return whole < 0 ? `-${digits}` : digits
}

/** `NT$1,234` (the API's unrounded coupon totals are rounded for display only). */
export function formatNtd(amount: unknown): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return NOT_SHOWN
  if (Math.abs(amount) >= HUGE_AMOUNT) return `NT$${hugeNtd().format(amount)}`
  return `NT$${groupThousands(Math.round(amount))}`
}

/** The course API's timestamps are Unix seconds (except sign-in `expired`, in ms). */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000)
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000)
}

/**
 * The date a stored timestamp means: Unix seconds (a number or digits), or a date string another
 * client stored (e.g. `paid_date: "2026-11-21T08:30:00Z"`); null when it is no date at all.
 */
export function dateOf(value: unknown): Date | null {
  let date: Date | null = null
  if (typeof value === 'number') date = fromUnixSeconds(value)
  else if (typeof value === 'string' && /^\d+$/.test(value.trim())) date = fromUnixSeconds(Number(value))
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value)
  return date && !Number.isNaN(date.getTime()) ? date : null
}

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('zh-TW', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
)
const dateOnly = onFirstUse(
  () => new Intl.DateTimeFormat('zh-TW', { year: 'numeric', month: '2-digit', day: '2-digit' }),
)

export function formatDateTime(value: unknown): string {
  const date = dateOf(value)
  return date ? dateTime().format(date) : NOT_SHOWN
}

export function formatDate(value: unknown): string {
  const date = dateOf(value)
  return date ? dateOnly().format(date) : NOT_SHOWN
}

/** Text the API stored, for display: strings as they are, numbers as digits, anything else as ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

/** An image address worth putting in `src`: a non-empty string, else ''. */
export function imageUrlOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The order number a person reads (checkout, my orders, the order page): the last 8 characters of
 * the API's 20-character push id, upper case, as `XXXX-XXXX`. The random tail of a push id, so
 * two orders of one shop practically never share it; the full id stays available to copy.
 */
export function formatOrderNumber(id: unknown): string {
  if (typeof id !== 'string' || id.trim() === '') return NOT_SHOWN
  const tail = id.trim().slice(-8).toUpperCase()
  return tail.length > 4 ? `${tail.slice(0, 4)}-${tail.slice(4)}` : tail
}
