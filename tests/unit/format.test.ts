import { describe, expect, it } from 'vitest'
import { describeServerMessage, toApiError } from '@/api/courseApi'
import { formatNtd, fromUnixSeconds, toUnixSeconds } from '@/lib/format'

describe('formatNtd', () => {
  it('formats whole NT dollars with thousands separators', () => {
    expect(formatNtd(1234)).toBe('NT$1,234')
    expect(formatNtd(55)).toBe('NT$55')
  })

  it('rounds the API’s unrounded coupon totals for display', () => {
    expect(formatNtd(43.2)).toBe('NT$43')
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
