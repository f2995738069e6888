import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { sharedMessages } from '@/lib/messages'
import { DialogContext, type DialogService } from './dialogContext'
import type { MessageDialogProps } from './MessageDialog'
import { NativeMessageDialog } from './NativeMessageDialog'

// The dialog (MUI Modal, transitions, Emotion) loads when a dialog is first asked for: dialogs are
// rare (a failed request, a question before something is deleted) and most visits raise none, so a
// page does not fetch and evaluate MUI for them in advance; the first one opens once its chunk is
// in. If the chunk cannot be loaded (a failure dialog may be raised because the network is gone),
// the browser's own dialog says the same: NativeMessageDialog is in this chunk for that. The next
// dialog tries MUI's again, so one spell offline does not leave the page with the browser's for good.
let loadFailed = false
const lazyMessageDialog = () =>
  lazy<ComponentType<MessageDialogProps>>(() =>
    import('./MessageDialog').catch(() => {
      loadFailed = true
      return { default: NativeMessageDialog }
    }),
  )
let MessageDialog = lazyMessageDialog()

/** The dialog component for a dialog about to open: MUI's, loaded again after a failed load. */
function dialogComponent(): ComponentType<MessageDialogProps> {
  if (loadFailed) {
    loadFailed = false
    MessageDialog = lazyMessageDialog()
  }
  return MessageDialog
}

/** The dialog on screen: what MessageDialog shows, and how to answer the caller. */
type OpenDialog = Pick<
  MessageDialogProps,
  'tone' | 'title' | 'text' | 'confirmText' | 'cancelText' | 'destructive'
> & {
  resolve: (confirmed: boolean) => void
  /** The component that draws it, chosen when it was asked for (see dialogComponent). */
  Dialog: ComponentType<MessageDialogProps>
}

/** One dialog service for the whole app, so any page can raise the spec's dialogs. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenDialog | null>(null)
  const [open, setOpen] = useState(false)
  const queue = useRef<OpenDialog[]>([])
  const [reportedFailures] = useState(() => new Set<string>())

  const show = useCallback((asked: Omit<OpenDialog, 'Dialog'>) => {
    const dialog: OpenDialog = { ...asked, Dialog: dialogComponent() }
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
          <current.Dialog
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
