import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { File as NodeFile } from 'node:buffer'
import { vi } from 'vitest'
import { config } from '@/config/env'
import { UNDO_WINDOW_MS } from '@/features/admin/resource/useUndoable'
import { ADMIN_TOKEN_COOKIE, readCookie, writeCookie } from '@/lib/cookies'

export const ADMIN_USERNAME = 'admin@breakfast.test'
export const ADMIN_PASSWORD = 'breakfast123'
export const api = (path: string) => `${config.apiBaseUrl}/v2/${path}`
export const adminApi = (path: string) => api(`api/${config.apiPath}/admin/${path}`)

/** Signs in through the fake's real sign-in call and stores the token as the login page would. */
export async function signInAdmin(): Promise<string> {
  const response = await fetch(api('admin/signin'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }),
  })
  const body = (await response.json()) as { token: string; expired: number }
  writeCookie(ADMIN_TOKEN_COOKIE, body.token, new Date(body.expired))
  return body.token
}

export const adminToken = () => readCookie(ADMIN_TOKEN_COOKIE)

/** Reads a list from the fake directly (what the server now holds), with the current token. */
export async function fetchAdmin<T>(path: string): Promise<T> {
  const response = await fetch(adminApi(path), { headers: { Authorization: adminToken() ?? '' } })
  return (await response.json()) as T
}

/** jsdom has no media queries, so the admin shell is in its phone layout: open the sidebar. */
export async function openSidebar(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: '開啟後台選單' }))
  return within(await screen.findByRole('navigation', { name: '後台選單' }))
}

/** The row of a table that holds `text`. */
export function rowWith(table: HTMLElement, text: string | RegExp): HTMLElement {
  const cell = within(table).getByText(text)
  const row = cell.closest('tr')
  if (!row) throw new Error(`no row holds ${String(text)}`)
  return row as HTMLElement
}

/**
 * jsdom's FormData and File are not the ones Node's fetch (which MSW intercepts) can serialise:
 * a jsdom FormData body goes out as text. Upload tests swap in Node's own FormData for the test
 * and hand the input Node Files, so the multipart request reaches the fake as a browser's would.
 */
export async function useNodeFormData(): Promise<() => void> {
  const probe = await new Response(new URLSearchParams('probe=1')).formData()
  const original = globalThis.FormData
  globalThis.FormData = probe.constructor as typeof FormData
  return () => {
    globalThis.FormData = original
  }
}

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** A 1×1 PNG as a Node File (see useNodeFormData). */
export function pngFile(name = 'egg-toast.png'): File {
  return new NodeFile([Buffer.from(PNG_BASE64, 'base64')], name, { type: 'image/png' }) as unknown as File
}

/**
 * Confirms a back-office delete (the 刪除 button of its confirmation `dialog`) and lets its undo
 * window pass, so the DELETE goes out now instead of after UNDO_WINDOW_MS (5 s) of real time. The
 * row leaves the list at once (`isGone` waits for that); then a fake clock, which otherwise runs on
 * its own (the fake's answers and Testing Library's waits carry on), jumps over the window. The
 * integration setup puts the real clock back after the test.
 */
export async function confirmDeletePastUndo(user: UserEvent, dialog: HTMLElement, isGone: () => void) {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  await user.click(within(dialog).getByRole('button', { name: '刪除' }))
  await waitFor(isGone)
  vi.advanceTimersByTime(UNDO_WINDOW_MS)
}
