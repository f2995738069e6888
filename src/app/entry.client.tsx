import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { waitForBackend } from '@/api/backendReady'

// Dev server and demo build: the fake backend (MSW worker + its data) loads as its own chunks and
// starts while the prerendered page is already on screen; API requests wait for it (backendReady).
// The check is written inline so a production build drops the import entirely.
if (import.meta.env.VITE_API_MOCKING === 'true') {
  waitForBackend(import('../../mocks/browser').then(({ startMockWorker }) => startMockWorker()))
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
