import { getResponse, http } from 'msw'
import { setupWorker } from 'msw/browser'
import { enablePersistence, hydrateDb } from './db'
import { handlers, isFakeRequest } from './handlers'
import { enableScenarioPersistence, seedOf } from './scenarios'
import { loadInSlices } from './slices'

/** localStorage, if the page may use it (private modes and sandboxed frames may refuse). */
function pageStorage(): Storage | null {
  try {
    const storage = window.localStorage
    const probe = '__breakfast-fake-probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return null
  }
}

/**
 * The worker sends every request the page makes to the page, and MSW tries each handler in turn,
 * compiling its path and reading the page's cookies for every one: about 40 times for each script
 * and picture of the page (a CPU profile of the demo's /about: 225 ms of the fake's 400 ms were
 * that). One handler in front lets only the fake's own paths reach the list.
 */
const fakeOnly = http.all(
  ({ request }) => isFakeRequest(request.url),
  ({ request }) => getResponse(handlers, request),
)

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
  enablePersistence(storage)
  const data = hydrateDb(seedOf(scenario.name))
  await Promise.all([data, setupWorker(fakeOnly).start({ onUnhandledRequest: 'bypass', quiet: true })])
}
