import type { AuthNotice } from '../components/AuthCard'
import { accountMessages } from '../messages'

const f = accountMessages.form
const e = accountMessages.authErrors

const messageByCode: Record<string, string> = {
  'auth/invalid-credential': e.invalidCredential,
  'auth/invalid-login-credentials': e.invalidCredential,
  'auth/wrong-password': e.invalidCredential,
  'auth/user-not-found': e.invalidCredential,
  'auth/email-already-in-use': e.emailAlreadyInUse,
  'auth/weak-password': e.weakPassword,
  'auth/invalid-email': e.invalidEmail,
  'auth/user-disabled': e.userDisabled,
  'auth/too-many-requests': e.tooManyRequests,
  'auth/network-request-failed': e.network,
  'auth/popup-blocked': e.popupBlocked,
  'auth/account-exists-with-different-credential': e.otherCredential,
}

/** The zh-TW message for a sign-in provider error code, or null when there is no specific one. */
export function mapAuthError(code: string): string | null {
  return messageByCode[code] ?? null
}

/** The member closed the Google popup or started another: not a failure worth a message. */
export function isAuthCancellation(code: string): boolean {
  return (
    code === 'auth/popup-closed-by-user' ||
    code === 'auth/cancelled-popup-request' ||
    code === 'auth/user-cancelled'
  )
}

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
