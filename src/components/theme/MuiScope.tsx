import { ThemeProvider } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { theme } from './theme'

/**
 * The shop's MUI theme, around the parts of the page that are made of MUI: the MUI pages (a
 * pathless layout route, src/app/routes/mui.tsx) and the lazy chunks the storefront's plain
 * shell opens (the member menu, the message dialog, the toasts, the developer panel), and every
 * story and test. The shell itself (navbar, footer) and home are plain HTML and CSS, so a
 * shopper's visit to `/` loads no MUI or Emotion unless a dialog or a toast is asked for. Nested
 * scopes are harmless: they give the same theme.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}
