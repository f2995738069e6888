import './frames'
import './ownerStacks'
import './lightStyles'
import '@testing-library/jest-dom/vitest'
import * as testingLibrary from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { resetMockDb, server } from '../../mocks/node'
import { forgetSeenPrices } from '../../src/api/cartFreshness'
import { resetFavourites } from '../../src/features/catalog/favourites'
import { clearStorageReports } from '../../src/lib/storedData'
import { applyWaitPolicy } from './waits'

applyWaitPolicy(testingLibrary)

// Listen at module top level, not in beforeAll: the Firebase SDK captures `fetch` when it is
// imported, so MSW must already be patched by then (firebase-auth-offline.md §D). Test files share
// a worker's modules (isolate: false in vitest.config.ts), so this setup runs once per file but the
// server is the same: it listens once and is never closed (closing would restore the real fetch
// under the Firebase SDK's captured one); the worker's end stops it.
const listening = ((globalThis as { __listeningMswServers?: WeakSet<object> }).__listeningMswServers ??=
  new WeakSet())
if (!listening.has(server)) {
  server.listen({ onUnhandledRequest: 'error' })
  listening.add(server)
}

// jsdom has no matchMedia; MUI's useMediaQuery and keen-slider read it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = () => {}

// jsdom has no canvas (its getContext logs "Not implemented" and returns nothing); axe asks for a
// 2D context to measure icon fonts. Answer as a browser without canvas support would: null.
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext']

// Redux Toolkit's development checks time themselves and warn when a check takes more than 32 ms,
// which on a busy machine says nothing about the app. Only that timing note is dropped: what the
// checks find (a non-serializable or mutated value) is still reported.
const timingNote = (args: unknown[]) =>
  typeof args[0] === 'string' && /InvariantMiddleware took \d+ms/.test(args[0])
if (!(console.warn as { dropsTimingNotes?: boolean }).dropsTimingNotes) {
  const warn = console.warn.bind(console)
  console.warn = Object.assign((...args: unknown[]) => void (timingNote(args) || warn(...args)), {
    dropsTimingNotes: true,
  })
}

afterEach(async () => {
  // A test that started a fake clock (e.g. to pass the back office's undo window) gets the real one back.
  vi.useRealTimers()
  testingLibrary.cleanup()
  server.resetHandlers()
  await resetMockDb()
  window.localStorage.clear()
  window.sessionStorage.clear()
  // Favourites kept for the visit only (storage refused), and what the shell was told of storage.
  resetFavourites()
  forgetSeenPrices()
  clearStorageReports()
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
