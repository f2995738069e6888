import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { resetMockDb, server } from '../../mocks/node'

// Listen at module top level, not in beforeAll: the Firebase SDK captures `fetch` when it is
// imported, so MSW must already be patched by then (firebase-auth-offline.md §D).
server.listen({ onUnhandledRequest: 'error' })

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

afterEach(async () => {
  cleanup()
  server.resetHandlers()
  await resetMockDb()
  window.localStorage.clear()
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})

afterAll(() => server.close())
