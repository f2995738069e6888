import { createElement, useCallback, useEffect, useId, useRef } from 'react'
import { closeToast, useSnackbar } from '@/components/feedback/toast'
import { UndoAction } from '../components/UndoAction'

/** How long a change can be undone before it is sent. */
export const UNDO_WINDOW_MS = 5_000

/** A change shown at once and sent only when its undo window has passed. */
export interface UndoableChange {
  /** The toast that offers 復原 (e.g. 已刪除 2 筆，5 秒內可復原). */
  notice: string
  /** Takes back what the page already shows (the rows come back, the old value returns). */
  undo: () => void
  /** Sends the change; it reports its own outcome (toast, or the spec's error dialog). */
  send: () => unknown
}

interface Waiting {
  change: UndoableChange
  timer: ReturnType<typeof setTimeout>
}

/**
 * Changes with an undo window, as a mail client's "undo send": the caller shows the change at
 * once and hands it here; a toast offers 復原 for UNDO_WINDOW_MS, and the change is sent only when
 * the window passes, or at once when the page (or the tab) is left, since it is already gone from
 * view. 復原 calls the change's `undo` and nothing is sent. Deletes use it today; an inline edit
 * (a price typed in a row) can use it the same way.
 */
export function useUndoable() {
  const { enqueueSnackbar } = useSnackbar()
  const toastPrefix = `admin-undo-${useId()}`
  const waiting = useRef(new Map<number, Waiting>())
  const lastId = useRef(0)

  /** Ends a change's window (its toast closes): the change, for sending or undoing; none if it has ended. */
  const take = useCallback(
    (id: number) => {
      const entry = waiting.current.get(id)
      if (!entry) return undefined
      clearTimeout(entry.timer)
      waiting.current.delete(id)
      closeToast(`${toastPrefix}-${id}`)
      return entry.change
    },
    [toastPrefix],
  )
  /** Sends a waiting change now (its window passed, or the page is being left). */
  const send = useCallback((id: number) => take(id)?.send(), [take])
  const undo = useCallback((id: number) => take(id)?.undo(), [take])

  /** Starts a change's undo window. */
  const run = useCallback(
    (change: UndoableChange) => {
      const id = ++lastId.current
      waiting.current.set(id, { change, timer: setTimeout(() => send(id), UNDO_WINDOW_MS) })
      enqueueSnackbar(change.notice, {
        key: `${toastPrefix}-${id}`,
        variant: 'info',
        autoHideDuration: UNDO_WINDOW_MS,
        action: () => createElement(UndoAction, { onUndo: () => undo(id) }),
      })
    },
    [enqueueSnackbar, send, undo, toastPrefix],
  )

  // Leaving the page (or the tab) sends what is waiting: the change is already on screen.
  useEffect(() => {
    const entries = waiting.current
    const flush = () => {
      for (const id of [...entries.keys()]) send(id)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [send])

  return { run }
}
