import { describe, expect, it } from 'vitest'
import {
  caretAfterDigits,
  cardExpiryProblem,
  cardNumberProblem,
  formatCardNumber,
  formatExpiryInput,
  parseCardExpiry,
  passesLuhn,
} from '@/features/checkout/card'

describe('the card number', () => {
  it('is grouped by four as it is typed, digits only, up to 19', () => {
    expect(formatCardNumber('4')).toBe('4')
    expect(formatCardNumber('41111')).toBe('4111 1')
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('４１１１１１１１')).toBe('4111 1111')
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111')
  })

  it('passes the Luhn check only when its last digit is right', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('378282246310005')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('is 13 to 19 digits', () => {
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull()
    expect(cardNumberProblem('4111 1111')).toBe('format')
    expect(cardNumberProblem('4111 1111 1111 111a')).toBe('format')
    expect(cardNumberProblem('4111 1111 1111 1112')).toBe('checksum')
  })

  it('keeps the caret after the digit it followed', () => {
    // "4111 1|1": five digits before the caret sit before index 6 of the grouped text.
    expect(caretAfterDigits('4111 11', 5)).toBe(6)
    expect(caretAfterDigits('4111 1111', 4)).toBe(4)
    expect(caretAfterDigits('4111', 0)).toBe(0)
  })
})

describe('the expiry', () => {
  it.each([
    ['1', '1'],
    ['2', '02'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['12 30', '12/30'],
    ['1/30', '01/30'],
    ['12/2030', '12/30'],
    ['122030', '12/30'],
    ['12/', '12/'],
    ['', ''],
  ])('reads %j as %j', (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown)
  })

  it('means a month and a four-digit year, or nothing', () => {
    expect(parseCardExpiry('12 / 30')).toEqual({ month: 12, year: 2030 })
    expect(parseCardExpiry('13/30')).toBeNull()
    expect(parseCardExpiry('00/30')).toBeNull()
    expect(parseCardExpiry('12')).toBeNull()
  })

  it('is good through the last day of its month', () => {
    const now = new Date(2026, 10, 27) // 27 November 2026
    expect(cardExpiryProblem('11/26', now)).toBeNull()
    expect(cardExpiryProblem('10/26', now)).toBe('expired')
    expect(cardExpiryProblem('0124', now)).toBe('expired')
    expect(cardExpiryProblem('1230', now)).toBeNull()
    expect(cardExpiryProblem('1', now)).toBe('format')
  })
})
