import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { waitForBackend } from '@/api/backendReady'

/** Resolves once the page's own resources (scripts, pictures) are in. */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

// Dev server and demo build: the prerendered page paints and hydrates first; the fake backend
// (MSW worker + its data, its own chunks) loads once the page's resources are in, so it never
// competes with them, and API requests wait for it (src/api/backendReady.ts).
// The check is written inline so a production build drops the import entirely.
if (import.meta.env.VITE_API_MOCKING === 'true') {
  waitForBackend(
    pageLoaded()
      .then(() => import('../../mocks/browser'))
      .then(({ startMockWorker }) => startMockWorker()),
  )
}

// A prerendered page's scripts only start once it has painted (the boot gate in its HTML), so
// hydration starts at once; a transition: it works in small slices and gives way to the visitor.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
