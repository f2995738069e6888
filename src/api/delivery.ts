import type { DeliveryRequest, DeliverySlotId, Order } from './types'

/**
 * The morning an order is delivered (docs/orders.md, "A morning slot"): the shopper picks a
 * delivery day and a morning slot at checkout, or 盡快出貨. The shop is in Taiwan, so days are
 * Taiwan days (UTC+8, no daylight saving) wherever the browser is.
 *
 * The choice travels twice, because the course API has no field for it:
 * - as the order's own `delivery` field, which the API stores as sent, like `shippingWay`;
 * - as the last line of the order note (`message`), in plain words, which reaches the owner on
 *   any client and on the real API whatever it keeps (captured orders carry `message`).
 * The note's line is added under what the shopper typed, never instead of it; `deliveryOf` reads
 * the field, or the line when the field is missing. The fake's seed builds the same lines.
 */

/** A Taiwan day, as a date input holds it: YYYY-MM-DD. */
export type DayKey = string

export interface DeliverySlot {
  id: DeliverySlotId
  /** As the shop writes it: 07:00–09:00. */
  label: string
}

/** The morning slots, earliest first. */
export const DELIVERY_SLOTS: readonly DeliverySlot[] = [
  { id: '07-09', label: '07:00–09:00' },
  { id: '09-11', label: '09:00–11:00' },
]

/** How many delivery days a shopper can choose from, starting at the earliest. */
export const BOOKING_DAYS = 7

/**
 * How many days before its delivery day an order can have been placed, at most: the longest lead
 * (two days, ATM) plus the booking window plus the Sundays in it. The kitchen board reads orders
 * placed since its day minus this (features/admin/kitchen).
 */
export const LONGEST_BOOKING_SPAN_DAYS = 2 + BOOKING_DAYS + 2

const DAY_MS = 24 * 60 * 60 * 1000
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000
export const WEEKDAY_NAMES = ['日', '一', '二', '三', '四', '五', '六'] as const

const pad = (value: number) => String(value).padStart(2, '0')

/** The Taiwan day a moment (ms) falls on. */
export function taipeiDay(ms: number): DayKey {
  const date = new Date(ms + TAIPEI_OFFSET_MS)
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** Midnight (Taiwan) at the start of a day, in ms; NaN when the text is not a day. */
export function startOfTaipeiDay(day: DayKey): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return Number.NaN
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - TAIPEI_OFFSET_MS
  return taipeiDay(ms) === day ? ms : Number.NaN
}

export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && !Number.isNaN(startOfTaipeiDay(value))
}

/** The day `days` after (before, when negative) a day. */
export function addDays(day: DayKey, days: number): DayKey {
  return taipeiDay(startOfTaipeiDay(day) + days * DAY_MS + DAY_MS / 2)
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: DayKey): number {
  return new Date(startOfTaipeiDay(day) + TAIPEI_OFFSET_MS).getUTCDay()
}

/** Deliveries run Monday to Saturday (the home page's Q&A promises Saturday); none on Sunday. */
export function isDeliveryDay(day: DayKey): boolean {
  return isDayKey(day) && weekdayOf(day) !== 0
}

/** The first delivery day on or after `day`. */
export function deliveryDayFrom(day: DayKey): DayKey {
  let current = day
  while (!isDeliveryDay(current)) current = addDays(current, 1)
  return current
}

/** The next delivery day after today: the kitchen board's default day. */
export function nextDeliveryDay(nowMs: number): DayKey {
  return deliveryDayFrom(addDays(taipeiDay(nowMs), 1))
}

/**
 * How many days after the order its earliest delivery day is, by payment way. The shop ships 1–3
 * working days after payment (the Q&A):
 * - card, LINE Pay, Apple Pay are paid as part of 結帳, and 貨到付款 needs no payment first: the
 *   kitchen can start at once, so the next delivery day;
 * - ATM 轉帳 is paid later (up to three days, payment.ts): a day for the transfer to arrive, so the
 *   delivery day after that. If it has not arrived by then, the owner moves the order.
 */
export function leadDays(paymentWay: unknown): number {
  return paymentWay === 'bankTransfer' ? 2 : 1
}

/** The earliest delivery day an order placed now (ms) can ask for. */
export function earliestDeliveryDay(paymentWay: unknown, nowMs: number): DayKey {
  return deliveryDayFrom(addDays(taipeiDay(nowMs), leadDays(paymentWay)))
}

/** The delivery days offered at checkout: BOOKING_DAYS of them from the earliest. */
export function offeredDays(paymentWay: unknown, nowMs: number): DayKey[] {
  const days: DayKey[] = []
  let day = earliestDeliveryDay(paymentWay, nowMs)
  while (days.length < BOOKING_DAYS) {
    days.push(day)
    day = deliveryDayFrom(addDays(day, 1))
  }
  return days
}

export function isSlotId(value: unknown): value is DeliverySlotId {
  return DELIVERY_SLOTS.some((slot) => slot.id === value)
}

export function slotLabel(id: DeliverySlotId): string {
  return DELIVERY_SLOTS.find((slot) => slot.id === id)?.label ?? id
}

/** Why a chosen day cannot be offered for this payment way now; null when it can. */
export function deliveryDayProblem(
  day: DayKey,
  paymentWay: unknown,
  nowMs: number,
): 'notADay' | 'sunday' | 'tooEarly' | 'tooLate' | null {
  if (!isDayKey(day)) return 'notADay'
  if (!isDeliveryDay(day)) return 'sunday'
  const offered = offeredDays(paymentWay, nowMs)
  if (day < offered[0]) return 'tooEarly'
  if (day > offered[offered.length - 1]) return 'tooLate'
  return null
}

/** A day as the shop writes it: 6/14（六）, or 2026/06/14（六） with the year. */
export function dayLabel(day: DayKey, { withYear = false }: { withYear?: boolean } = {}): string {
  if (!isDayKey(day)) return day
  const [year, month, date] = day.split('-')
  const weekday = `（${WEEKDAY_NAMES[weekdayOf(day)]}）`
  return withYear ? `${year}/${month}/${date}${weekday}` : `${Number(month)}/${Number(date)}${weekday}`
}

// ---- The note's line ----------------------------------------------------------------------------

/** What starts the delivery line of an order note. */
export const DELIVERY_NOTE_PREFIX = '配送時間：'
export const ASAP_WORDS = '盡快出貨'

/** The plain words of a request, as the note's last line: 配送時間：2026/06/14（六）07:00–09:00. */
export function deliveryNoteLine(request: DeliveryRequest): string {
  if ('asap' in request) return `${DELIVERY_NOTE_PREFIX}${ASAP_WORDS}`
  return `${DELIVERY_NOTE_PREFIX}${dayLabel(request.date, { withYear: true })} ${slotLabel(request.slot)}`
}

/**
 * The note as the shopper typed it, and the delivery line under it (null when there is none).
 * Only a last line in the shop's own form counts, so a note that merely mentions 配送時間 stays whole.
 */
export function splitNote(message: unknown): { note: string; line: string | null } {
  const text = typeof message === 'string' ? message : ''
  const lines = text.split('\n')
  const last = lines[lines.length - 1]?.trim() ?? ''
  if (!parseDeliveryLine(last)) return { note: text, line: null }
  return { note: lines.slice(0, -1).join('\n').trimEnd(), line: last }
}

/** What the shopper typed, with the delivery line under it (a line already there is replaced). */
export function noteWithDelivery(message: string, request: DeliveryRequest): string {
  const { note } = splitNote(message)
  const line = deliveryNoteLine(request)
  return note.trim() ? `${note.trimEnd()}\n${line}` : line
}

const LINE_PATTERN = new RegExp(
  `^${DELIVERY_NOTE_PREFIX}(?:(${ASAP_WORDS})|(\\d{4})/(\\d{2})/(\\d{2})（[日一二三四五六]）\\s*(\\d{2}:\\d{2}–\\d{2}:\\d{2}))$`,
)

/** The request a note's delivery line states, or null when the line is not one. */
export function parseDeliveryLine(line: string): DeliveryRequest | null {
  const match = LINE_PATTERN.exec(line.trim())
  if (!match) return null
  if (match[1]) return { asap: true }
  const date = `${match[2]}-${match[3]}-${match[4]}`
  const slot = DELIVERY_SLOTS.find((candidate) => candidate.label === match[5])
  return slot && isDayKey(date) ? { date, slot: slot.id } : null
}

/** A stored `delivery` value, if it is one (another client may have stored anything). */
export function asDeliveryRequest(value: unknown): DeliveryRequest | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  if (record.asap === true) return { asap: true }
  return isDayKey(record.date) && isSlotId(record.slot) ? { date: record.date, slot: record.slot } : null
}

/**
 * What the shopper asked for: the order's `delivery` field, else its note's line, else null (an
 * order placed before slots existed, or by another client: the shop treats it as 盡快出貨).
 */
export function deliveryOf(order: Pick<Order, 'delivery' | 'message'>): DeliveryRequest | null {
  const stored = asDeliveryRequest(order.delivery)
  if (stored) return stored
  const { line } = splitNote(order.message)
  return line ? parseDeliveryLine(line) : null
}

/** Seconds of a stored timestamp, if it is one. */
const secondsOf = (value: unknown): number | null => {
  const seconds = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null
}

/**
 * The day an order is due: its slot's day; for 盡快出貨 (or no request), the earliest delivery day
 * the shop promised: from the payment for a paid ATM order, else from the order's creation.
 */
export function dueDayOf(
  order: Pick<Order, 'delivery' | 'message' | 'create_at' | 'paymentWay' | 'paid_date'>,
): DayKey | null {
  const request = deliveryOf(order)
  if (request && 'date' in request) return request.date
  const created = secondsOf(order.create_at)
  if (created === null) return null
  const paid = secondsOf(order.paid_date)
  if (order.paymentWay === 'bankTransfer' && paid !== null)
    return earliestDeliveryDay('creditCard', paid * 1000)
  return earliestDeliveryDay(order.paymentWay, created * 1000)
}
