/** Formatting in one place: NT$ amounts and the API's second-based timestamps. */

const ntd = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 })

/** `NT$1,234` (the API's unrounded coupon totals are rounded for display only). */
export function formatNtd(amount: number): string {
  return `NT$${ntd.format(Math.round(amount))}`
}

/** The course API's timestamps are Unix seconds (except sign-in `expired`, in ms). */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000)
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000)
}

const dateTime = new Intl.DateTimeFormat('zh-TW', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const dateOnly = new Intl.DateTimeFormat('zh-TW', { year: 'numeric', month: '2-digit', day: '2-digit' })

export const formatDateTime = (seconds: number) => dateTime.format(fromUnixSeconds(seconds))
export const formatDate = (seconds: number) => dateOnly.format(fromUnixSeconds(seconds))
