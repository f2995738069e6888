/**
 * How long a findBy…/waitFor (Testing Library's, and storybook/test's in play functions) keeps
 * looking before it fails: one policy for every test, set by tests/setup/integration.ts (jsdom)
 * and .storybook/preview.tsx (the stories' play functions, in Storybook and in their tests).
 *
 * A wait ends as soon as what it waits for is there; this is only how long "never" takes. Testing
 * Library's default (1 s) assumes an idle machine: on two busy cores the first import of a lazy
 * route or dialog is transformed on the spot and can take several seconds, and a test must not
 * fail because the machine is busy. Tests do not set their own timeouts.
 */
export const ASYNC_WAIT_MS = 10_000

type ElementError = (message: string | null, container: Element) => Error

/** The part of a Testing Library copy this policy sets: `@testing-library/react`'s or `storybook/test`'s. */
interface TestingLibrary {
  configure(config: { asyncUtilTimeout: number; getElementError: ElementError }): void
  getConfig(): { getElementError: ElementError }
}

/** Testing Library's own error builder, kept on ours (a setup file can run once per test file). */
const ORIGINAL = Symbol('Testing Library getElementError')

/**
 * Applies the wait policy to a copy of Testing Library: waits last `ASYNC_WAIT_MS`, and a failed
 * `getBy…` tried again by a wait (each `findBy…`, each `waitFor` callback, up to every 50 ms and on
 * every DOM change) no longer prints the whole page into an error nobody reads.
 *
 * Testing Library formats the page (`prettyDOM`) into every such error, then, when the wait runs
 * out, formats it again into the one error it reports. It marks the tries of a wait with its
 * `_disableExpensiveErrorDiagnostics` flag; a try made under that flag now gets the message alone.
 * A wait that runs out still reports the message with the page as it was at that moment, and a
 * `getBy…` outside a wait still prints the page when it fails. (In a profile of the page tests the
 * discarded page dumps were 13 of 280 CPU-s.) Without the flag (another version of Testing
 * Library) every error is built as before.
 */
export function applyWaitPolicy(testingLibrary: TestingLibrary): void {
  const current = testingLibrary.getConfig().getElementError as ElementError & { [ORIGINAL]?: ElementError }
  const original = current[ORIGINAL] ?? current
  const getElementError: ElementError = (message, container) => {
    const config = testingLibrary.getConfig() as { _disableExpensiveErrorDiagnostics?: boolean }
    if (!config._disableExpensiveErrorDiagnostics) return original(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    return error
  }
  testingLibrary.configure({
    asyncUtilTimeout: ASYNC_WAIT_MS,
    getElementError: Object.assign(getElementError, { [ORIGINAL]: original }),
  })
}
