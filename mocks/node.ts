import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { applyScenario, type ScenarioName } from './scenarios'

/**
 * The fake for Vitest: the same handlers as the browser, on msw/node. Data starts from the
 * default seed on the first request; call resetMockDb() between tests.
 */
export const server = setupServer(...handlers)

/** Back to a scenario's seed (default: the default shop), overlay and sessions included. */
export async function resetMockDb(scenario: ScenarioName = 'default'): Promise<void> {
  await applyScenario(scenario)
}

export { handlers }
