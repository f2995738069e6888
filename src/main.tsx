import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { makeStore } from './app/store'

/**
 * In mock mode (npm run dev, the demo build) the in-browser fake must be listening before the
 * first request. The check is written inline so a production build drops the import entirely.
 */
async function startFakeBackend() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return
  const { startMockWorker } = await import('../mocks/browser')
  await startMockWorker()
}

void startFakeBackend().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={makeStore()} />
    </StrictMode>,
  )
})
