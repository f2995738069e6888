import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { canPayInShop, paymentStateOf, paysOnline, transferDetails } from '@/components/checkout/payment'
import {
  CHECKOUT_ATTEMPT_KEY,
  clearAttempt,
  readAttempt,
  saveAttempt,
} from '@/features/checkout/checkoutAttempt'
import {
  forgetChoices,
  readSavedChoices,
  saveChoices,
  SAVED_CHOICES_KEY,
} from '@/features/checkout/savedChoices'
import { resumeActionFrom, signInReturnFrom } from '@/features/account/session/signInReturn'

describe('where a payment stands', () => {
  it('pays card, LINE Pay and Apple Pay at once; ATM later; cash on delivery never in the shop', () => {
    expect(['creditCard', 'LinePay', 'ApplePay'].map(paysOnline)).toEqual([true, true, true])
    expect(['bankTransfer', 'cashOnDelivery', undefined].map(paysOnline)).toEqual([false, false, false])
    expect(paymentStateOf({ is_paid: true, paymentWay: 'cashOnDelivery' })).toBe('paid')
    expect(paymentStateOf({ is_paid: 1, paymentWay: 'creditCard' })).toBe('paid')
    expect(paymentStateOf({ is_paid: false, paymentWay: 'creditCard' })).toBe('unpaid')
    expect(paymentStateOf({ is_paid: false, paymentWay: 'bankTransfer' })).toBe('awaitingTransfer')
    expect(paymentStateOf({ is_paid: false, paymentWay: 'cashOnDelivery' })).toBe('onDelivery')
    expect(paymentStateOf({ is_paid: false })).toBe('unpaid')
    expect(canPayInShop({ is_paid: false, paymentWay: 'cashOnDelivery' })).toBe(false)
    expect(canPayInShop({ is_paid: false, paymentWay: 'bankTransfer' })).toBe(true)
    expect(canPayInShop({ is_paid: true, paymentWay: 'bankTransfer' })).toBe(false)
  })

  it('gives each order its own transfer account, due at the end of the third day (Taiwan time)', () => {
    // 2026-11-27 13:00 in Taipei.
    const created = Date.UTC(2026, 10, 27, 5) / 1000
    const one = transferDetails({ id: '-OBorder000000000042', create_at: created }, 120)
    expect(one).toMatchObject({ bankCode: '999', amount: 120 })
    expect(one.account).toMatch(/^999\d \d{4} \d{4} \d{2}$/)
    expect(transferDetails({ id: '-OBorder000000000042', create_at: created }, 120).account).toBe(one.account)
    expect(transferDetails({ id: '-OBorder000000000043', create_at: created }, 120).account).not.toBe(
      one.account,
    )
    // 2026-11-30 23:59:59 in Taipei.
    expect(one.payBy).toBe(Date.UTC(2026, 10, 30, 15, 59, 59) / 1000)
  })
})

/** A Storage in memory, as the browser's (unit tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('what checkout keeps in the browser', () => {
  beforeEach(() => {
    Object.assign(globalThis, { sessionStorage: memoryStorage(), localStorage: memoryStorage() })
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage')
    Reflect.deleteProperty(globalThis, 'localStorage')
  })

  it('an attempt: its member, stage, payment way and order id, nothing else; another member gets none', () => {
    saveAttempt({ member: 'uid-1', startedAt: 1, stage: 'placing', paymentWay: 'creditCard' })
    expect(readAttempt('uid-1')).toEqual({
      member: 'uid-1',
      startedAt: 1,
      stage: 'placing',
      paymentWay: 'creditCard',
    })
    expect(readAttempt('uid-2')).toBeNull()
    saveAttempt({
      member: 'uid-1',
      startedAt: 1,
      stage: 'settled',
      paymentWay: 'creditCard',
      orderId: '-Oabc',
    })
    expect(readAttempt('uid-1')?.orderId).toBe('-Oabc')
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, '{"member":"uid-1","stage":"nonsense"}')
    expect(readAttempt('uid-1')).toBeNull()
    clearAttempt()
    expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull()
  })

  it('saved choices: per member, only phone, shipping and payment, and removable', () => {
    saveChoices('uid-1', { contactPhone: '0912345678', shippingWay: 'homeDelivery', paymentWay: 'LinePay' })
    saveChoices('uid-2', { contactPhone: '0223456789', shippingWay: '', paymentWay: 'creditCard' })
    expect(readSavedChoices('uid-1')).toEqual({
      contactPhone: '0912345678',
      shippingWay: 'homeDelivery',
      paymentWay: 'LinePay',
    })
    forgetChoices('uid-1')
    expect(readSavedChoices('uid-1')).toBeNull()
    expect(readSavedChoices('uid-2')?.paymentWay).toBe('creditCard')
    localStorage.setItem(
      SAVED_CHOICES_KEY,
      JSON.stringify({ 'uid-3': { paymentWay: 'bitcoin', shippingWay: 1 } }),
    )
    expect(readSavedChoices('uid-3')).toBeNull()
  })
})

describe('where signing in returns', () => {
  it('only to a page of this shop that is not a sign-in page, with a well-formed action', () => {
    const action = { kind: 'addToCart', productId: '-Oabc', qty: 2 }
    expect(signInReturnFrom({ signInReturn: { path: '/products/-Oabc?x=1#top', action } })).toEqual({
      path: '/products/-Oabc?x=1#top',
      action,
    })
    expect(signInReturnFrom({ signInReturn: { path: '/cart' } })).toEqual({ path: '/cart' })
    for (const path of ['//evil.example', 'https://evil.example', '/login', '/register?x', 42])
      expect(signInReturnFrom({ signInReturn: { path } })).toBeNull()
    expect(signInReturnFrom(null)).toBeNull()
    expect(resumeActionFrom({ resumeAction: { kind: 'favourite', productId: '-Oabc' } })).toEqual({
      kind: 'favourite',
      productId: '-Oabc',
    })
    expect(resumeActionFrom({ resumeAction: { kind: 'addToCart', productId: '-Oabc', qty: -3 } })).toEqual({
      kind: 'addToCart',
      productId: '-Oabc',
      qty: 1,
    })
    expect(resumeActionFrom({ resumeAction: { kind: 'delete', productId: '-Oabc' } })).toBeNull()
  })
})
