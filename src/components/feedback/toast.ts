import { useMemo } from 'react'
import type * as NotistackModule from 'notistack'
import type { OptionsObject, SnackbarMessage } from 'notistack'

/**
 * Toasts without notistack in the first-load bundle: the library and its provider (<Toaster />,
 * mounted lazily by AppProviders) load right after the first paint, and a toast asked for before
 * that is shown as soon as they are there. Same call shape as notistack's `useSnackbar()`.
 */
type Notistack = typeof NotistackModule

let library: Promise<Notistack> | undefined
export const loadNotistack = () => (library ??= import('notistack'))

let markToasterMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve
})

/** Called by <Toaster /> once notistack's provider is in the page. */
export function toasterIsMounted(): void {
  markToasterMounted()
}

export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  void Promise.all([loadNotistack(), toasterMounted]).then(([notistack]) => {
    notistack.enqueueSnackbar(message, options)
  })
}

export function useSnackbar() {
  return useMemo(() => ({ enqueueSnackbar: showToast }), [])
}

/** Closes a toast shown with a `key` (e.g. an undo toast whose action was used). */
export function closeToast(key: string): void {
  void loadNotistack().then((notistack) => notistack.closeSnackbar(key))
}
