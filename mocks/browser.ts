import { setupWorker, type SetupWorker } from 'msw/browser'
import { enablePersistence, hydrateDb } from './db'
import type { KeyValueStorage } from './store'
import { FAKE_PATHS, handlers } from './handlers'
import { enableScenarioPersistence, isStoredScenario, seedOf } from './scenarios'
import { loadInSlices } from './slices'

/** A storage that holds nothing and refuses every write (the page may not use localStorage at all). */
const refusingStorage: KeyValueStorage = {
  length: 0,
  key: () => null,
  getItem: () => null,
  setItem() {
    throw new DOMException('Storage is blocked for this page.', 'SecurityError')
  },
  removeItem() {
    throw new DOMException('Storage is blocked for this page.', 'SecurityError')
  },
}

/**
 * The page's localStorage, even when it is full or refuses writes (private modes, a quota of 0):
 * the fake is the shop's server, so a write it cannot store is answered as a full disk would
 * answer it (mocks/store.ts), never kept in this tab's memory and acknowledged. Where the page may
 * not touch storage at all (a sandboxed frame, storage blocked), a storage that refuses every write.
 */
function pageStorage(): KeyValueStorage {
  try {
    return window.localStorage
  } catch {
    return refusingStorage
  }
}

/**
 * MSW's worker behind a filter (public/fakeServiceWorker.js): it sends the page only the requests
 * on the fake's own paths, and lets the page's scripts, styles and pictures go straight to the
 * network. (MSW's worker alone posts each of those to the page, where every handler in turn
 * compiles its path and reads the page's cookies before the worker may fetch it.)
 */
export const FAKE_WORKER_URL = `/fakeServiceWorker.js?paths=${FAKE_PATHS.join(',')}`

/** How the demo and Storybook's preview start MSW: that worker, silent, other requests untouched. */
export const FAKE_WORKER_START: Parameters<SetupWorker['start']>[0] = {
  serviceWorker: { url: FAKE_WORKER_URL },
  onUnhandledRequest: 'bypass',
  quiet: true,
}

/**
 * Starts the in-browser fake: restores the chosen scenario and the saved data (or the scenario's
 * seed) while the service worker registers; resolves when both are done. The page does not wait
 * for it to paint: the app's requests wait for it instead (src/api/backendReady.ts). The
 * handlers themselves wait for the data (ensureDb), so the two can start side by side.
 */
export async function startMockWorker(): Promise<void> {
  loadInSlices()
  const storage = pageStorage()
  const scenario = enableScenarioPersistence(storage)
  // A scenario too large for localStorage (large-shop) is made again from its seed on each load.
  enablePersistence(isStoredScenario(scenario.name) ? storage : null)
  const data = hydrateDb(seedOf(scenario.name))
  await Promise.all([data, startWorker(setupWorker(...handlers))])
}

/** Held (shared) by every page that runs the fake, for as long as it is open. */
const FAKE_PAGE_LOCK = 'breakfast-fake-page'

const isFakeWorker = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((worker) =>
    // This worker, or MSW's own as earlier versions of the demo registered it.
    /\/(fake|mock)ServiceWorker\.js(\?|$)/.test(worker?.scriptURL ?? ''),
  )

/**
 * Starts MSW's worker for this page, without reloading it where that can be helped. MSW reloads a
 * page that its worker does not control while the worker is registered: a page requested while
 * the worker was still installing (a first visit followed at once by another page of the shop),
 * or a hard reload. The fake starts after the page has painted and hydrated, so that reload came
 * under the visitor's hands (a heart clicked on the page was lost). When no other page of the shop
 * is open (none holds the lock), the worker's registration is dropped first: MSW then registers it
 * afresh and the new worker takes this page over as it activates (`clients.claim()`), with no
 * reload. With another page open, MSW's reload stays: that page's worker must not change under it.
 */
async function startWorker(worker: SetupWorker): Promise<void> {
  const { serviceWorker, locks } = navigator
  if (!serviceWorker.controller && locks) {
    const { held = [] } = await locks.query()
    if (!held.some((lock) => lock.name === FAKE_PAGE_LOCK)) {
      const registrations = (await serviceWorker.getRegistrations()).filter(isFakeWorker)
      await Promise.all(registrations.map((registration) => registration.unregister()))
    }
  }
  void locks?.request(FAKE_PAGE_LOCK, { mode: 'shared' }, () => new Promise<never>(() => {}))
  await worker.start(FAKE_WORKER_START)
}
