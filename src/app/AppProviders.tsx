import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { lazy, Suspense, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { DialogProvider } from '@/components/dialogs/DialogProvider'
import type { AppStore, RootState } from './store'
import { theme } from './theme'

// notistack's provider arrives just after the first paint (see components/feedback/toast.ts).
const Toaster = lazy(() => import('@/components/feedback/Toaster'))

/**
 * Everything a screen needs around it; shared by the app, Storybook and the tests. `serverState`:
 * the state the page was prerendered with, read by React-Redux during hydration.
 */
export function AppProviders({
  store,
  serverState,
  children,
}: {
  store: AppStore
  serverState?: RootState
  children: ReactNode
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <DialogProvider>{children}</DialogProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </Provider>
  )
}
