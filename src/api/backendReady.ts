/**
 * Where the fake backend runs (dev server, demo build) the page paints first and the fake starts
 * in parallel. Every request to the course API or the fake Identity Toolkit waits here until the
 * fake is listening, so nothing is lost and nothing reaches the real host before it can answer.
 * Elsewhere (production, tests with msw/node) this is already settled.
 */
let ready: Promise<void> = Promise.resolve()

/** Set once the browser starts leaving a page whose requests the fake answers. */
let leaving = false

/** What a request made while the page is being left waits for: nothing that will come. */
const never = new Promise<void>(() => {})

/**
 * The entry point hands over the fake's start-up (it may fail; requests then go ahead).
 *
 * MSW's worker forgets a page as soon as the browser starts leaving it (its `beforeunload`
 * handler tells the worker, which then lets that page's requests through to the network, and
 * unregisters itself when no other tab uses it). A request the page makes after that moment (a
 * lazy part or a held request starting just as the shopper reloads or follows a link) would reach
 * the real course API. Such requests are held instead: the page is going away, and their answers
 * would go with it. Listening before MSW starts puts this handler first. A page the browser brings
 * back from its back/forward cache has lost its place in the worker too, so it reloads.
 */
export function waitForBackend(startup: Promise<unknown>): void {
  ready = startup.then(
    () => undefined,
    (error: unknown) => console.error('The in-browser fake backend did not start:', error),
  )
  window.addEventListener('beforeunload', () => {
    leaving = true
  })
  // Back from the back/forward cache, the page's fake has forgotten it: start afresh.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload()
  })
}

/** Resolves when a request may be sent to the fake; never while the page is being left. */
export async function backendReady(): Promise<void> {
  await ready
  if (leaving) await never
}
