import { lazy, Suspense } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { MemberSessionBridge } from '@/lib/auth/MemberSessionBridge'
import { AppProviders } from './AppProviders'
import { routes } from './routes'
import type { AppStore } from './store'

// The developer panel (scenarios, reset, sent mails) exists only where the fake runs; in a
// production build this branch is removed and the panel's chunk is never emitted.
const MockDevPanel =
  import.meta.env.VITE_API_MOCKING === 'true' ? lazy(() => import('./dev/MockDevPanel')) : null

export function App({
  store,
  router = createBrowserRouter(routes),
}: {
  store: AppStore
  router?: ReturnType<typeof createBrowserRouter>
}) {
  return (
    <AppProviders store={store}>
      <MemberSessionBridge />
      <RouterProvider router={router} />
      {MockDevPanel ? (
        <Suspense fallback={null}>
          <MockDevPanel />
        </Suspense>
      ) : null}
    </AppProviders>
  )
}
