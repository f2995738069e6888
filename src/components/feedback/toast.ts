import { useMemo, type ComponentType } from 'react'
import type * as NotistackModule from 'notistack'
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack'

/**
 * Toasts that cost nothing until one is asked for, and are never lost.
 *
 * notistack and its provider (<Toaster />, with MUI and Emotion under it) are not loaded at start.
 * The first `showToast` loads them; AppProviders mounts the provider as soon as its module is in
 * (`useToaster`), and the toast is shown then, with every toast asked for in the meantime.
 *
 * If they cannot be loaded (the network is gone, or a deploy replaced the chunk), the toast is
 * shown anyway, in plain HTML (<PlainToasts />, always in the page), and the next toast tries to
 * load them again: a success that comes after a spell offline still says so. Same call shape as
 * notistack's `useSnackbar()`.
 */
type Notistack = typeof NotistackModule

let library: Promise<Notistack> | undefined
export const loadNotistack = () =>
  (library ??= import('notistack').catch((error: unknown) => {
    library = undefined // the next toast tries again
    throw error
  }))

// ---- notistack's provider --------------------------------------------------------------------

let toaster: ComponentType | null = null
let toasterLoading: Promise<Notistack> | undefined
const toasterListeners = new Set<() => void>()

/** Loads <Toaster /> and notistack once they are wanted; a failed load is tried again next time. */
function loadToaster(): Promise<Notistack> {
  toasterLoading ??= Promise.all([import('./Toaster'), loadNotistack()]).then(
    ([module, notistack]) => {
      toaster = module.default
      toasterListeners.forEach((listener) => listener())
      return notistack
    },
    (error: unknown) => {
      toasterLoading = undefined
      throw error
    },
  )
  return toasterLoading
}

let markToasterMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve
})

/** Called by <Toaster /> once notistack's provider is in the page. */
export function toasterIsMounted(): void {
  markToasterMounted()
}

/** For `useSyncExternalStore` in AppProviders: told when <Toaster /> has been loaded. */
export function subscribeToToaster(listener: () => void): () => void {
  toasterListeners.add(listener)
  return () => toasterListeners.delete(listener)
}

/** <Toaster /> once it is loaded (null before, and always during prerendering). */
export const loadedToaster = (): ComponentType | null => toaster

/** notistack, once its provider is mounted: what a toast and its closing wait for, in order. */
function whenToasterReady(): Promise<Notistack> {
  return loadToaster().then((notistack) => toasterMounted.then(() => notistack))
}

// ---- The plain fallback ----------------------------------------------------------------------

/** A toast shown without notistack: its text, look, how long it stays and its action. */
export interface PlainToast {
  key: SnackbarKey
  message: SnackbarMessage
  variant: NonNullable<OptionsObject['variant']>
  autoHideDuration: number | null
  action?: OptionsObject['action']
}

/** Spec §8/§9: success toasts last 1.5 s (the provider's default, see Toaster.tsx). */
const PLAIN_TOAST_DURATION_MS = 1500

let plainToasts: readonly PlainToast[] = []
let plainCount = 0
const plainListeners = new Set<() => void>()

function setPlainToasts(next: readonly PlainToast[]): void {
  plainToasts = next
  plainListeners.forEach((listener) => listener())
}

/** Shows a toast in plain HTML (what showToast does when notistack cannot be loaded). */
export function showPlainToast(message: SnackbarMessage, options: OptionsObject = {}): void {
  const duration = options.autoHideDuration === undefined ? PLAIN_TOAST_DURATION_MS : options.autoHideDuration
  const toast: PlainToast = {
    key: options.key ?? `plain-toast-${++plainCount}`,
    message,
    variant: options.variant ?? 'default',
    autoHideDuration: options.persist ? null : duration,
    action: options.action,
  }
  setPlainToasts([...plainToasts.filter((shown) => shown.key !== toast.key), toast])
}

/** The toasts shown in plain HTML, for <PlainToasts /> (useSyncExternalStore). */
export const currentPlainToasts = (): readonly PlainToast[] => plainToasts
/** No toasts, while a page is prerendered and hydrates: one array, as React wants a snapshot. */
const NO_PLAIN_TOASTS: readonly PlainToast[] = []
export const noPlainToasts = (): readonly PlainToast[] => NO_PLAIN_TOASTS
export function subscribeToPlainToasts(listener: () => void): () => void {
  plainListeners.add(listener)
  return () => plainListeners.delete(listener)
}

/** Takes a plain toast off the screen (its time is up, or it was closed). */
export function dismissPlainToast(key: SnackbarKey): void {
  if (plainToasts.some((toast) => toast.key === key))
    setPlainToasts(plainToasts.filter((toast) => toast.key !== key))
}

// ---- Showing and closing ---------------------------------------------------------------------

export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  whenToasterReady().then(
    (notistack) => notistack.enqueueSnackbar(message, options),
    // notistack could not be loaded (no network): the same toast, in plain HTML.
    () => showPlainToast(message, options),
  )
}

export function useSnackbar() {
  return useMemo(() => ({ enqueueSnackbar: showToast }), [])
}

/**
 * Closes a toast shown with a `key` (e.g. an undo toast whose action was used). After the first
 * toast, the closing waits behind the toasts asked for before it.
 */
export function closeToast(key: string): void {
  dismissPlainToast(key)
  if (!toasterLoading && !toaster) return
  whenToasterReady().then(
    (notistack) => notistack.closeSnackbar(key),
    () => {},
  )
}
