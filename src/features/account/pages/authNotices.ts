import { mapAuthError } from '@/features/account/session/memberAuth'
import type { AuthNotice } from '../components/AuthCard'
import { accountMessages } from '../messages'

const f = accountMessages.form

/** "<what it means> 錯誤代碼：<code>", or just the code when there is no specific text. */
export function codeDetail(code: string): string {
  const meaning = mapAuthError(code)
  return meaning ? `${meaning}（${f.errorCode(code)}）` : f.errorCode(code)
}

/**
 * A failure the spec names gets its own message as the title (帳號或密碼錯誤…, 帳號已存在！,
 * 密碼強度不足…); anything else gets the action's fallback title with the code, so the member is
 * never left without an answer.
 */
export function noticeFor(code: string, fallbackTitle: string): AuthNotice {
  const message = mapAuthError(code)
  return message ? { title: message } : { title: fallbackTitle, detail: f.errorCode(code) }
}

/** The spec's fixed title with the code (Google sign-in, reset mail). */
export function noticeWithCode(code: string, title: string): AuthNotice {
  return { title, detail: codeDetail(code) }
}
