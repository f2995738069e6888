import { createElement, useSyncExternalStore, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { DialogProvider } from '@/components/dialogs/DialogProvider'
import { ShellNotices } from '@/components/feedback/ShellNotices'
import { PlainToasts } from '@/components/feedback/PlainToasts'
import { loadedToaster, subscribeToToaster } from '@/components/feedback/toast'
import type { AppStore, RootState } from './pageStore'

const noToaster = () => null

/**
 * Everything a screen needs around it, and the shell's notices (toasts, the connection notice);
 * shared by the app, Storybook and the tests. `serverState`:
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
  // notistack's provider (with MUI and Emotion) is mounted once the first toast has loaded it
  // (components/feedback/toast.ts): most visits to a page show none. Toasts it could not show
  // (its chunk did not load) are drawn in plain HTML instead.
  const Toaster = useSyncExternalStore(subscribeToToaster, loadedToaster, noToaster)
  return (
    <Provider store={store} serverState={serverState}>
      <DialogProvider>{children}</DialogProvider>
      {/* The same component from its first toast on (toast.ts keeps it): never remounted. */}
      {Toaster ? createElement(Toaster) : null}
      <PlainToasts />
      <ShellNotices />
    </Provider>
  )
}
