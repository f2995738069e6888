import { describe, expect, it } from 'vitest'
import { failureNotice, OFFLINE, unansweredReason } from '../../../src/api/failures'
import type { ApiError } from '../../../src/api/courseApi'

/** How a shopper reads a call that got no HTTP answer (src/api/failures.ts). */

const noHttpAnswer = (status: string): ApiError => ({ status, message: '', messages: [] })

describe('a storefront call without an answer', () => {
  it('says it was not sent when the browser was offline', () => {
    expect(failureNotice('addToCart', noHttpAnswer(OFFLINE))).toEqual({
      title: '加入購物車失敗，請再試一次',
      text: '目前沒有網路連線，這個請求沒有送出。連線恢復後請再試一次。',
    })
  })

  it('says it cannot tell whether it was done when it was sent and no answer came', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR'])
      expect(failureNotice('deleteCartLine', noHttpAnswer(status))).toEqual({
        title: '刪除單一品項失敗，請再試一次',
        text: '沒有收到伺服器的回覆（連線可能中斷了），無法確定是否已完成。連線恢復後頁面會載入最新的資料，請確認後再操作。',
      })
  })

  it('never shows the browser’s own error text, even where the spec has a fixed text', () => {
    const notice = failureNotice('getCart', {
      ...noHttpAnswer('FETCH_ERROR'),
      data: 'TypeError: Failed to fetch',
    })
    expect(notice?.text).not.toMatch(/TypeError|fetch/)
    expect(
      failureNotice('getCart', { status: 500, message: '伺服器錯誤', messages: ['伺服器錯誤'] }),
    ).toEqual({
      title: '取得購物車列表失敗',
      text: '暫時無法載入購物車，請稍後再試一次。',
    })
  })

  it('tells an HTTP answer from no answer', () => {
    expect(unansweredReason({ status: 507, message: 'x', messages: ['x'] })).toBeNull()
    expect(unansweredReason(noHttpAnswer('PARSING_ERROR'))).toBe('unreadable')
    expect(unansweredReason(new Error('boom'))).toBeNull()
  })
})
