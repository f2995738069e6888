import { describe, expect, it } from 'vitest'
import { describeServerMessage, toApiError } from '@/api/courseApi'
import {
  formatDate,
  formatDateTime,
  formatNtd,
  fromUnixSeconds,
  imageUrlOf,
  textOf,
  toUnixSeconds,
} from '@/lib/format'

describe('formatNtd', () => {
  it('formats whole NT dollars with thousands separators', () => {
    expect(formatNtd(1234)).toBe('NT$1,234')
    expect(formatNtd(55)).toBe('NT$55')
  })

  it('rounds the API’s unrounded coupon totals for display', () => {
    expect(formatNtd(43.2)).toBe('NT$43')
  })

  it('writes every amount below 1e15 as Intl.NumberFormat("zh-TW") does', () => {
    const intl = new Intl.NumberFormat('zh-TW', { maximumFractionDigits: 0 })
    const amounts = [0, 7, 99, 100, 999, 1000, 1001, 12345, 999999, 1000000, 123456789, 999999999999999]
    for (const amount of [...amounts, ...amounts.filter(Boolean).map((n) => -n), 1234.5, 0.49, -98765.432]) {
      expect(formatNtd(amount)).toBe(`NT$${intl.format(Math.round(amount))}`)
    }
    // A refund-sized rounding to zero is just zero (Intl would write "-0").
    expect(formatNtd(-0.4)).toBe('NT$0')
  })
})

describe('what another client may have stored', () => {
  it('shows amounts that are no finite number as —, and huge ones in short form', () => {
    for (const value of ['700', null, undefined, { a: 1 }, Number.NaN]) expect(formatNtd(value)).toBe('—')
    expect(formatNtd(1e306)).toBe('NT$1E306')
    expect(formatNtd(-1)).toBe('NT$-1')
  })

  it('shows dates that are no dates as —, and ISO strings or digits as the date they mean', () => {
    for (const value of [1e308, 'soon', '', null, { at: 1 }]) {
      expect(formatDate(value)).toBe('—')
      expect(formatDateTime(value)).toBe('—')
    }
    expect(formatDate('2026-11-21T08:30:00.000Z')).toBe(formatDate(1_795_249_800))
    expect(formatDate('1730459812')).toBe(formatDate(1_730_459_812))
  })

  it('reads text and image addresses without trusting their type', () => {
    expect([textOf('蛋餅'), textOf(42), textOf({ zh: 'x' }), textOf(null), textOf(['a'])]).toEqual([
      '蛋餅',
      '42',
      '',
      '',
      '',
    ])
    expect([imageUrlOf(' https://x/a.png '), imageUrlOf({ url: 1 }), imageUrlOf(5)]).toEqual([
      'https://x/a.png',
      '',
      '',
    ])
  })
})

describe('timestamps', () => {
  it('treats API timestamps as seconds', () => {
    expect(fromUnixSeconds(1730459812).toISOString()).toBe('2024-11-01T11:16:52.000Z')
    expect(toUnixSeconds(new Date('2024-11-01T11:16:52.900Z'))).toBe(1730459812)
  })
})

describe('server error messages', () => {
  it('joins a validation array with 、', () => {
    expect(
      toApiError(400, { success: false, message: [' title 欄位為必填', 'price 型別錯誤'] }).message,
    ).toBe('title 欄位為必填、price 型別錯誤')
  })

  it('unwraps the upload size error object', () => {
    expect(
      describeServerMessage({ code: 'LIMIT_FILE_SIZE', field: 'file-to-upload', message: 'File too large' }),
    ).toEqual(['File too large'])
  })

  it('keeps a plain string and survives a body without a message', () => {
    expect(toApiError(404, { success: false, message: '找不到產品' }).message).toBe('找不到產品')
    expect(toApiError(500, '<html>').message).toBe('')
  })
})
