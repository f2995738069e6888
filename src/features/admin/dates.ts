/**
 * Days of the back office, in the browser's time zone (the shop owner's day): the order list's
 * date range and the dashboard's days use these, so the same order falls on the same day in both.
 */

/** A day as YYYY-MM-DD (what a date input holds). */
export type DayKey = string

const pad = (value: number) => String(value).padStart(2, '0')

export function dayKeyOf(date: Date): DayKey {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day a Unix time (seconds) falls on. */
export function dayKeyOfSeconds(seconds: number): DayKey {
  return dayKeyOf(new Date(seconds * 1000))
}

/** Midnight at the start of a day, or null when the text is not a day. */
export function startOfDay(day: DayKey): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) || dayKeyOf(date) !== day ? null : date
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: DayKey, days: number): DayKey {
  const start = startOfDay(day)
  if (!start) return day
  start.setDate(start.getDate() + days)
  return dayKeyOf(start)
}

/**
 * Whether a Unix time (seconds) falls within [from, to], both days included; an empty or
 * invalid end leaves that side open.
 */
export function withinDays(seconds: number, from: DayKey, to: DayKey): boolean {
  if (!Number.isFinite(seconds)) return !from && !to
  const day = dayKeyOfSeconds(seconds)
  if (startOfDay(from) && day < from) return false
  if (startOfDay(to) && day > to) return false
  return true
}
