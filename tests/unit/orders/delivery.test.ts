import { describe, expect, it } from 'vitest'
import {
  BOOKING_DAYS,
  dayLabel,
  deliveryDayProblem,
  deliveryNoteLine,
  deliveryOf,
  dueDayOf,
  earliestDeliveryDay,
  nextDeliveryDay,
  noteWithDelivery,
  offeredDays,
  parseDeliveryLine,
  splitNote,
  taipeiDay,
  weekdayOf,
} from '@/api/delivery'

/** A moment in Taiwan time (UTC+8), in ms. */
const taipei = (text: string) => Date.parse(`${text}+08:00`)

// 2026-11-26 is a Thursday.
const THURSDAY_MORNING = taipei('2026-11-26T09:00:00')
const FRIDAY_NIGHT = taipei('2026-11-27T23:30:00')
const SATURDAY = taipei('2026-11-28T10:00:00')

describe('delivery days (Taiwan)', () => {
  it('reads days in Taiwan time, whatever the moment', () => {
    expect(taipeiDay(taipei('2026-11-27T23:59:59'))).toBe('2026-11-27')
    expect(taipeiDay(taipei('2026-11-28T00:00:00'))).toBe('2026-11-28')
    expect(weekdayOf('2026-11-26')).toBe(4)
    expect(dayLabel('2026-11-28')).toBe('11/28（六）')
    expect(dayLabel('2026-11-28', { withYear: true })).toBe('2026/11/28（六）')
  })

  it('delivers Monday to Saturday: the next delivery day skips Sunday only', () => {
    expect(nextDeliveryDay(THURSDAY_MORNING)).toBe('2026-11-27')
    expect(nextDeliveryDay(FRIDAY_NIGHT)).toBe('2026-11-28')
    expect(nextDeliveryDay(SATURDAY)).toBe('2026-11-30')
  })

  it('starts the days offered from the earliest the payment way allows', () => {
    // Paid at checkout, or paid on delivery: the next delivery day.
    for (const way of ['creditCard', 'LinePay', 'ApplePay', 'cashOnDelivery'])
      expect(earliestDeliveryDay(way, THURSDAY_MORNING)).toBe('2026-11-27')
    // ATM: a day for the transfer to arrive.
    expect(earliestDeliveryDay('bankTransfer', THURSDAY_MORNING)).toBe('2026-11-28')
    expect(earliestDeliveryDay('bankTransfer', FRIDAY_NIGHT)).toBe('2026-11-30')
    const days = offeredDays('creditCard', THURSDAY_MORNING)
    expect(days).toHaveLength(BOOKING_DAYS)
    expect(days).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ])
  })

  it('says why a day cannot be chosen', () => {
    expect(deliveryDayProblem('2026-11-27', 'creditCard', THURSDAY_MORNING)).toBeNull()
    expect(deliveryDayProblem('2026-11-27', 'bankTransfer', THURSDAY_MORNING)).toBe('tooEarly')
    expect(deliveryDayProblem('2026-11-29', 'creditCard', THURSDAY_MORNING)).toBe('sunday')
    expect(deliveryDayProblem('2026-12-05', 'creditCard', THURSDAY_MORNING)).toBe('tooLate')
    expect(deliveryDayProblem('2026-02-30', 'creditCard', THURSDAY_MORNING)).toBe('notADay')
  })
})

describe("the note's delivery line", () => {
  const slot = { date: '2026-11-28', slot: '07-09' } as const

  it('writes the choice in plain words under what the shopper typed, which stays as typed', () => {
    expect(deliveryNoteLine(slot)).toBe('配送時間：2026/11/28（六） 07:00–09:00')
    expect(deliveryNoteLine({ asap: true })).toBe('配送時間：盡快出貨')
    expect(noteWithDelivery('請按門鈴兩下\n謝謝', slot)).toBe(
      '請按門鈴兩下\n謝謝\n配送時間：2026/11/28（六） 07:00–09:00',
    )
    expect(noteWithDelivery('', { asap: true })).toBe('配送時間：盡快出貨')
    expect(noteWithDelivery('   ', { asap: true })).toBe('配送時間：盡快出貨')
  })

  it('replaces a line already there instead of adding a second one', () => {
    const once = noteWithDelivery('週六才在家', { asap: true })
    expect(noteWithDelivery(once, slot)).toBe('週六才在家\n配送時間：2026/11/28（六） 07:00–09:00')
  })

  it('splits a note into what was typed and the line, and only a line in the shop’s own form counts', () => {
    expect(splitNote('請放門口\n配送時間：盡快出貨')).toEqual({
      note: '請放門口',
      line: '配送時間：盡快出貨',
    })
    expect(splitNote('配送時間：隨便都可以')).toEqual({ note: '配送時間：隨便都可以', line: null })
    expect(splitNote(undefined)).toEqual({ note: '', line: null })
    expect(parseDeliveryLine('配送時間：2026/11/28（六） 09:00–11:00')).toEqual({
      date: '2026-11-28',
      slot: '09-11',
    })
    expect(parseDeliveryLine('配送時間：2026/11/28（六） 12:00–14:00')).toBeNull()
  })

  it('reads the order’s field first, its note when the field is missing (an API that dropped it)', () => {
    const message = noteWithDelivery('', slot)
    expect(deliveryOf({ delivery: { asap: true }, message })).toEqual({ asap: true })
    expect(deliveryOf({ message })).toEqual(slot)
    expect(deliveryOf({ delivery: { date: 'someday', slot: 'lunch' } as never, message: '' })).toBeNull()
  })

  it('dates 盡快出貨 by the payment: a paid ATM order from its payment, others from the order', () => {
    const created = THURSDAY_MORNING / 1000
    expect(dueDayOf({ delivery: { asap: true }, create_at: created, paymentWay: 'creditCard' })).toBe(
      '2026-11-27',
    )
    expect(dueDayOf({ create_at: created, paymentWay: 'bankTransfer' })).toBe('2026-11-28')
    expect(dueDayOf({ create_at: created, paymentWay: 'bankTransfer', paid_date: FRIDAY_NIGHT / 1000 })).toBe(
      '2026-11-28',
    )
    expect(dueDayOf({ delivery: slot, create_at: created })).toBe('2026-11-28')
  })
})
