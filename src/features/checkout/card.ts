/**
 * The card form's reading of what a shopper types, as a real card form reads it: the number
 * grouped by four while typing (digits only, up to 19), a Luhn check, the expiry written any of
 * `1230`, `12/30`, `12 / 30` or `12/2030` and shown as `12/30`, and a card whose month is over
 * refused. Pure functions: the schema checks with them, the screen formats with them.
 *
 * The card never leaves the page: checkout sends only contact, shipping and payment choices to
 * the course API (orderBody.ts), and nothing of the card is stored anywhere.
 */

export const CARD_NUMBER_MIN_DIGITS = 13
export const CARD_NUMBER_MAX_DIGITS = 19

export const digitsOf = (text: string): string => text.normalize('NFKC').replace(/\D/g, '')

/** `4111111111111111` → `4111 1111 1111 1111` (any length up to 19 digits; anything else dropped). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export type CardNumberProblem = 'format' | 'checksum' | null

export function cardNumberProblem(text: string): CardNumberProblem {
  const raw = text.normalize('NFKC').trim()
  if (/[^\d\s-]/.test(raw)) return 'format'
  const digits = digitsOf(raw)
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return 'format'
  return passesLuhn(digits) ? null : 'checksum'
}

export interface CardExpiry {
  /** 1–12. */
  month: number
  /** Four digits. */
  year: number
}

const SEPARATED = /^(\d{1,2})[\s/.-]+(\d{0,4})$/

/**
 * What the expiry field shows while the shopper types: `1` → `1`, `2` → `02` (no month starts
 * with 2–9), `123` → `12/3`, `1230` → `12/30`, `12 / 30` → `12/30`, `122030` → `12/30`. A
 * separator the shopper typed after the month is kept (`1/` → `01/`), none is added before it
 * is needed, so deleting back through the slash works.
 */
export function formatExpiryInput(text: string): string {
  const raw = text.normalize('NFKC').trim()
  const separated = SEPARATED.exec(raw)
  if (separated) {
    const month = separated[1].padStart(2, '0')
    const yearDigits = separated[2]
    // A four-digit year (2030) is written with its last two; typing past two digits stops there.
    const year =
      yearDigits.length === 4 && yearDigits.startsWith('20') ? yearDigits.slice(2) : yearDigits.slice(0, 2)
    return `${month}/${year}`
  }
  let digits = digitsOf(raw)
  if (digits === '') return ''
  if (digits[0] > '1') digits = `0${digits}`
  if (digits.length <= 2) return digits
  // MMYYYY (122030): the year's last two digits.
  const year = digits.length >= 6 && digits.slice(2, 4) === '20' ? digits.slice(4, 6) : digits.slice(2, 4)
  return `${digits.slice(0, 2)}/${year}`
}

/** The expiry a text means (any of the accepted ways of writing it), or null. */
export function parseCardExpiry(text: string): CardExpiry | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(formatExpiryInput(text))
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

export type CardExpiryProblem = 'format' | 'expired' | null

/** A card is good through the last day of its expiry month. */
export function cardExpiryProblem(text: string, now: Date = new Date()): CardExpiryProblem {
  const expiry = parseCardExpiry(text)
  if (!expiry) return 'format'
  const thisMonth = now.getFullYear() * 12 + now.getMonth()
  return expiry.year * 12 + (expiry.month - 1) < thisMonth ? 'expired' : null
}

/** Where the caret goes after reformatting: after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index])) seen += 1
    if (seen === digitsBefore) return index + 1
  }
  return formatted.length
}
