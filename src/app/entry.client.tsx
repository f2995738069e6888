import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { waitForBackend } from '@/api/backendReady'
import { pageLoaded } from '@/lib/idle'
import { ShopRouter } from './ShopRouter'

// Dev server and demo build: the prerendered page paints and hydrates first; the fake backend
// (MSW worker + its data, its own chunks) loads once the page's resources are in, so it never
// competes with them, a part per task (mocks/start.ts), and API requests wait for it
// (src/api/backendReady.ts).
// The check is written inline so a production build drops the import entirely.
if (import.meta.env.VITE_API_MOCKING === 'true') {
  waitForBackend(
    pageLoaded()
      .then(() => import('../../mocks/start'))
      .then(({ startFake }) => startFake()),
  )
}

/**
 * Resolves once the browser has painted the prerendered page's content (`first-contentful-paint`),
 * or after a second at most (a hidden tab does not paint). Scripts that are already cached would
 * otherwise start hydrating before the first frame, and the page would only be seen after it.
 * The SPA fallback page (paths not prerendered) has nothing to show: it hydrates at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.querySelector('[data-spa-fallback]')) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect()
      clearTimeout(timeout)
      resolve()
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) setTimeout(done, 0)
    })
    const timeout = setTimeout(done, 1000)
    observer.observe({ type: 'paint', buffered: true })
  })
}

void afterFirstPaint().then(() => {
  // A transition: hydration works in small slices and gives way to the visitor's input.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ShopRouter />
      </StrictMode>,
    )
  })
})
