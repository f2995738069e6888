/*
 * The in-browser fake's service worker: MSW's own (mockServiceWorker.js, imported unchanged at the
 * end) behind one filter, registered by mocks/browser.ts and Storybook's preview.
 *
 * MSW's worker hands every request of the page to the page and waits for its answer: for each
 * script, style sheet, font and picture the request is serialised, posted to the page, matched
 * against every handler there, fetched by the worker on the page's word, and the response cloned
 * and posted back for MSW's events. None of those is the fake's business. The page tells this
 * worker which paths are (`?paths=` on its URL: mocks/handlers/index.ts FAKE_PATHS); any other
 * request leaves the worker at once and goes to the network as if there were no worker.
 */
const fakePaths = (new URL(self.location.href).searchParams.get('paths') ?? '').split(',').filter(Boolean)

self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url)
  // Not answered here (no respondWith) and not passed on to MSW's listener below. (Without a list,
  // everything goes to MSW, as with its worker alone.)
  if (fakePaths.length && !fakePaths.some((path) => pathname.includes(path))) event.stopImmediatePropagation()
})

importScripts('./mockServiceWorker.js')
