import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach } from 'vitest'
import { server } from '@mocks/node'
import { signOutMember } from '@/features/account/session/memberAuth'
import { shown } from '../../utils/fakeClock'

/**
 * The Firebase SDK is one instance per test file (in memory under jsdom): sign out after every
 * test so the next one starts with nobody signed in.
 */
export function signOutAfterEachTest() {
  afterEach(async () => {
    await signOutMember()
  })
}

/** Makes one Identity Toolkit operation (e.g. 'signInWithPassword') answer with a Firebase error. */
export function failAuthOperation(operation: string, message: string) {
  server.use(
    http.post('*/identitytoolkit.googleapis.com/*', ({ request }) =>
      new URL(request.url).pathname.endsWith(`accounts:${operation}`)
        ? HttpResponse.json({ error: { code: 400, message } }, { status: 400 })
        : undefined,
    ),
  )
}

/** Counts the calls the SDK makes to one Identity Toolkit operation. */
export function countAuthCalls(operation: string) {
  const counter = { count: 0 }
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(`accounts:${operation}`)) counter.count += 1
  }
  server.events.on('request:start', listener)
  afterEach(() => {
    server.events.removeListener('request:start', listener)
  })
  return counter
}

/**
 * jsdom renders the navbar's narrow layout: the greeting and log-out live in the menu. On a
 * stopped clock (tests/utils/fakeClock.ts) the toggle is awaited without timers.
 */
export async function openNavbarMenu(user: UserEvent, { clockStopped = false } = {}) {
  const toggle = clockStopped
    ? await shown(() => screen.queryByRole('button', { name: '開啟選單' }))
    : await screen.findByRole('button', { name: '開啟選單' })
  await user.click(toggle)
}
