import { useMemo, type ComponentType } from 'react'
import type * as NotistackModule from 'notistack'
import type { OptionsObject, SnackbarMessage } from 'notistack'

/**
 * Toasts that cost nothing until one is asked for: notistack and its provider (<Toaster />, with
 * MUI and Emotion under it) are not loaded at start. The first `showToast` loads <Toaster />'s
 * chunk and hands it to AppProviders to mount (see `subscribeToToaster`); the toast is shown as
 * soon as the provider is in the page, and so is every toast asked for in the meantime. A chunk
 * that cannot be loaded (no network) is tried again by the next toast: an action that goes
 * through once the network is back still shows its toast. Same call shape as notistack's
 * `useSnackbar()`.
 */
type Notistack = typeof NotistackModule

let markToasterMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve
})

/** Called by <Toaster /> once notistack's provider is in the page. */
export function toasterIsMounted(): void {
  markToasterMounted()
}

/** <Toaster />, once a toast has been asked for and its chunk is in (never during prerendering). */
let toaster: ComponentType | null = null
let loading: Promise<Notistack> | undefined
const toasterListeners = new Set<() => void>()

/** For `useSyncExternalStore` in AppProviders: told once, when <Toaster /> is ready to mount. */
export function subscribeToToaster(listener: () => void): () => void {
  toasterListeners.add(listener)
  return () => toasterListeners.delete(listener)
}

/** <Toaster /> for AppProviders to mount, or null until a toast has loaded it. */
export const loadedToaster = () => toaster

/** notistack, once its provider is mounted: what a toast and its closing wait for, in order. */
function whenToasterReady(): Promise<Notistack> {
  loading ??= Promise.all([import('notistack'), import('./Toaster')]).then(
    ([notistack, module]) => {
      toaster = module.default
      toasterListeners.forEach((listener) => listener())
      return notistack
    },
    (error: unknown) => {
      loading = undefined // the next toast tries again
      throw error
    },
  )
  return Promise.all([loading, toasterMounted]).then(([notistack]) => notistack)
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
  if (!loading) return
  whenToasterReady().then(
    (notistack) => notistack.closeSnackbar(key),
    () => {},
  )
}
