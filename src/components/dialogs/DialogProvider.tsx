import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { sharedMessages } from '@/lib/messages'
import { DialogContext, type DialogService } from './dialogContext'
import type { MessageDialogProps } from './MessageDialog'

// The dialog (MUI Modal, transitions) is not needed for a page's first paint: it loads on idle.
const loadMessageDialog = () => import('./MessageDialog')
const MessageDialog = lazy(loadMessageDialog)

/** The dialog on screen: what MessageDialog shows, and how to answer the caller. */
type OpenDialog = Pick<
  MessageDialogProps,
  'tone' | 'title' | 'text' | 'confirmText' | 'cancelText' | 'destructive'
> & {
  resolve: (confirmed: boolean) => void
}

/** One dialog service for the whole app, so any page can raise the spec's dialogs. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null)
  const [open, setOpen] = useState(false)
  const queue = useRef<OpenDialog[]>([])
  const [reportedFailures] = useState(() => new Set<string>())

  const show = useCallback((dialog: OpenDialog) => {
    setCurrent((active) => {
      if (active) {
        queue.current.push(dialog)
        return active
      }
      setOpen(true)
      return dialog
    })
  }, [])

  const close = useCallback(
    (confirmed: boolean) => {
      if (!current) return
      current.resolve(confirmed)
      setOpen(false)
    },
    [current],
  )

  // After the closing transition, show the next queued dialog (if any).
  const handleExited = useCallback(() => {
    const next = queue.current.shift() ?? null
    setCurrent(next)
    if (next) setOpen(true)
  }, [])

  useEffect(() => {
    const preload = () => void loadMessageDialog()
    // Safari has no requestIdleCallback: fall back to a short timer.
    const idle = window.requestIdleCallback as Window['requestIdleCallback'] | undefined
    if (idle) {
      const handle = idle(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = globalThis.setTimeout(preload, 1500)
    return () => globalThis.clearTimeout(handle)
  }, [])

  const service = useMemo<DialogService>(
    () => ({
      alert: ({ tone = 'error', title, text, confirmText = sharedMessages.ok }) =>
        new Promise<void>((resolve) => show({ tone, title, text, confirmText, resolve: () => resolve() })),
      confirm: ({
        title,
        text,
        confirmText = sharedMessages.ok,
        cancelText = sharedMessages.cancel,
        destructive,
      }) =>
        new Promise<boolean>((resolve) =>
          show({ tone: 'confirm', title, text, confirmText, cancelText, destructive, resolve }),
        ),
      reportedFailures,
    }),
    [show, reportedFailures],
  )

  return (
    <DialogContext.Provider value={service}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <MessageDialog
            open={open}
            tone={current.tone}
            title={current.title}
            text={current.text}
            confirmText={current.confirmText}
            cancelText={current.cancelText}
            destructive={current.destructive}
            onConfirm={() => close(true)}
            onCancel={() => close(false)}
            onExited={handleExited}
          />
        </Suspense>
      ) : null}
    </DialogContext.Provider>
  )
}
