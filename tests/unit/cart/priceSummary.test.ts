import { describe, expect, it } from 'vitest'
import { priceCart, priceSummary } from '@/api/cart'
import { cartTotalsMessages } from '@/components/checkout/messages'

const morning = { code: 'MORNING', title: '早安八折券', percent: 80 }
const line = (price: number, qty: number, coupon?: typeof morning) => ({ qty, product: { price }, coupon })

describe('priceSummary: what every screen shows', () => {
  it('lines at full price, 商品小計 their sum, 折扣 the difference, 總計 the API figure', () => {
    const cart = priceCart([line(55, 1, morning), line(75, 2, morning)])
    expect(priceSummary(cart.carts, cart.final_total)).toEqual({
      subtotal: 205,
      discount: 41,
      total: 164,
      coupons: [morning],
      partlyDiscounted: false,
    })
  })

  it('rounds what is paid to the dollar, half up, and the discount so it adds up', () => {
    // 85 % of NT$55 is NT$46.75 at the API (it does not round).
    const cart = priceCart([line(55, 1, { ...morning, code: 'EXTRA85', percent: 85 })])
    expect(cart.final_total).toBe(46.75)
    const summary = priceSummary(cart.carts, cart.final_total)
    expect(summary).toMatchObject({ subtotal: 55, discount: 8, total: 47 })
    expect(summary.subtotal - summary.discount).toBe(summary.total)
    expect(priceSummary(priceCart([line(57, 1, morning)]).carts).total).toBe(46) // 45.6
  })

  it('says when a line added after the coupon pays full price', () => {
    const cart = priceCart([line(55, 1, morning), line(75, 1)])
    expect(priceSummary(cart.carts, cart.final_total)).toMatchObject({
      subtotal: 130,
      total: 119,
      discount: 11,
      partlyDiscounted: true,
    })
  })

  it('sums the lines when the API figure is missing, and ignores what is not a number', () => {
    expect(priceSummary([{ total: 100, final_total: 80 }, { total: 'x' }, {}])).toMatchObject({
      subtotal: 100,
      total: 80,
      discount: 20,
    })
    expect(priceSummary([])).toEqual({
      subtotal: 0,
      discount: 0,
      total: 0,
      coupons: [],
      partlyDiscounted: false,
    })
  })
})

describe('what a coupon means', () => {
  it.each([
    [80, '8 折'],
    [90, '9 折'],
    [85, '85 折'],
    [75, '75 折'],
    [5, '0.5 折'],
    [100, '不打折'],
  ])('%i %% paid reads %s', (percent, words) => {
    expect(cartTotalsMessages.couponMeaning(percent)).toBe(words)
  })
})
