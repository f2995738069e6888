import { useMemo } from 'react'
import type * as NotistackModule from 'notistack'
import type { OptionsObject, SnackbarMessage } from 'notistack'

/**
 * Toasts that cost nothing until one is asked for: notistack and its provider (<Toaster />, with
 * MUI and Emotion under it) are not loaded at start. The first `showToast` asks AppProviders to
 * mount <Toaster /> (see `subscribeToToaster`), which loads its chunk; the toast is shown as soon
 * as the provider is in the page, and so is every toast asked for in the meantime. Same call shape
 * as notistack's `useSnackbar()`.
 */
type Notistack = typeof NotistackModule

let library: Promise<Notistack> | undefined
export const loadNotistack = () =>
  (library ??= import('notistack').catch((error: unknown) => {
    library = undefined // the next toast tries again
    throw error
  }))

let markToasterMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve
})

/** Called by <Toaster /> once notistack's provider is in the page. */
export function toasterIsMounted(): void {
  markToasterMounted()
}

/** Whether a toast has been asked for, so <Toaster /> must be in the page (never during prerendering). */
let toasterWanted = false
const toasterListeners = new Set<() => void>()

/** For `useSyncExternalStore` in AppProviders: told once, when the first toast is asked for. */
export function subscribeToToaster(listener: () => void): () => void {
  toasterListeners.add(listener)
  return () => toasterListeners.delete(listener)
}

export const isToasterWanted = () => toasterWanted

/** notistack, once its provider is mounted: what a toast and its closing wait for, in order. */
function whenToasterReady(): Promise<Notistack> {
  if (!toasterWanted) {
    toasterWanted = true
    toasterListeners.forEach((listener) => listener())
  }
  return Promise.all([loadNotistack(), toasterMounted]).then(([notistack]) => notistack)
}

export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  whenToasterReady().then(
    (notistack) => notistack.enqueueSnackbar(message, options),
    () => {}, // notistack could not be loaded (no network): the toast is dropped
  )
}

export function useSnackbar() {
  return useMemo(() => ({ enqueueSnackbar: showToast }), [])
}

/**
 * Closes a toast shown with a `key` (e.g. an undo toast whose action was used). Nothing to close
 * before the first toast; after it, the closing waits behind the toasts asked for before it.
 */
export function closeToast(key: string): void {
  if (!toasterWanted) return
  whenToasterReady().then(
    (notistack) => notistack.closeSnackbar(key),
    () => {},
  )
}
