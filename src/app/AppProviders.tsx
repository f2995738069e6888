import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { SnackbarProvider } from 'notistack'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { DialogProvider } from '@/components/dialogs/DialogProvider'
import type { AppStore } from './store'
import { theme } from './theme'

/** Spec §8/§9: success toasts last 1.5 s, top-right. */
export const TOAST_DURATION_MS = 1500

/** Everything a screen needs around it; shared by the app, Storybook and the tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          maxSnack={3}
        >
          <DialogProvider>{children}</DialogProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  )
}
