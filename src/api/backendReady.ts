/**
 * Where the fake backend runs (dev server, demo build) the page paints first and the fake starts
 * in parallel. Every request to the course API or the fake Identity Toolkit waits here until the
 * fake is listening, so nothing is lost and nothing reaches the real host before it can answer.
 * Elsewhere (production, tests with msw/node) this is already settled.
 */
let ready: Promise<void> = Promise.resolve()

/** The entry point hands over the fake's start-up (it may fail; requests then go ahead). */
export function waitForBackend(startup: Promise<unknown>): void {
  ready = startup.then(
    () => undefined,
    (error: unknown) => console.error('The in-browser fake backend did not start:', error),
  )
}

export function backendReady(): Promise<void> {
  return ready
}
