import { lazy, Suspense, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { DialogProvider } from '@/components/dialogs/DialogProvider'
import type { AppStore, RootState } from './store'

// notistack's provider arrives just after the first paint (see components/feedback/toast.ts).
const Toaster = lazy(() => import('@/components/feedback/Toaster'))

/**
 * Everything a screen needs around it; shared by the app, Storybook and the tests. `serverState`:
 * the state the page was prerendered with, read by React-Redux during hydration.
 *
 * No MUI theme here: the storefront's shell is plain HTML and CSS, and MUI gets its theme where it
 * renders (MuiScope: the MUI pages' layout route, the lazy MUI chunks). Storybook and the tests
 * wrap this in a MuiScope of their own (.storybook/StoryShell.tsx, tests/utils/renderApp.tsx).
 * The page's baseline (what MUI's CssBaseline did) is the plain ./global.css.
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
      <DialogProvider>{children}</DialogProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </Provider>
  )
}
