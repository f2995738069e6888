import { setupWorker } from 'msw/browser'
import { enablePersistence, hydrateDb } from './db'
import { handlers } from './handlers'
import { enableScenarioPersistence, seedOf } from './scenarios'

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
 * Starts the in-browser fake: restores the chosen scenario and the saved data (or the scenario's
 * seed), then registers the service worker. Call it before the app renders.
 */
export async function startMockWorker(): Promise<void> {
  const storage = pageStorage()
  const scenario = enableScenarioPersistence(storage)
  enablePersistence(storage)
  await hydrateDb(seedOf(scenario.name))
  await setupWorker(...handlers).start({ onUnhandledRequest: 'bypass', quiet: true })
}
