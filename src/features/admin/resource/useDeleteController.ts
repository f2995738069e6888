import { useCallback, useEffect, useRef, useState } from 'react'
import { failureNotice, type FailingEndpoint } from '@/api/failures'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSnackbar } from '@/components/feedback/toast'
import { adminMessages } from '../messages'
import type { AdminRecord } from './useListController'
import { useUndoable } from './useUndoable'

export interface DeleteControllerConfig<T> {
  /** Deletes one record; rejects with the API failure. */
  remove: (record: T) => Promise<unknown>
  /** The endpoint whose spec §8 failure a refused delete shows (src/api/failures.ts). */
  failure: FailingEndpoint
  /** The success toast. */
  deleted: string
}

/** The delete confirmation's state: open, on which records, and its two buttons. */
export interface DeleteConfirmation<T> {
  open: boolean
  records: T[]
  onCancel: () => void
  onConfirm: () => void
}

/**
 * Undoable deletes behind the spec's confirmation. `request` asks (one record, or a selection);
 * once confirmed, the rows leave the list at once (`hidden`), a toast offers 復原 for the undo
 * window (useUndoable), and the DELETEs go when it passes or the page is left. Rows whose DELETE
 * fails come back and the spec's dialog says why (nothing for a 401: the session has ended).
 */
export function useDeleteController<T extends AdminRecord>(config: DeleteControllerConfig<T>) {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const { run } = useUndoable()
  // Rows deleted but not yet sent (or sent and waiting for the list to reload) stay hidden.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set())
  const [asking, setAsking] = useState<{ open: boolean; records: T[] }>({ open: false, records: [] })

  // A DELETE goes out after a re-render, or as the page is left: it uses what is current then.
  const latest = useRef({ config, dialog, enqueueSnackbar })
  useEffect(() => {
    latest.current = { config, dialog, enqueueSnackbar }
  })

  const show = useCallback(
    (records: T[]) =>
      setHidden((current) => {
        const next = new Set(current)
        for (const record of records) next.delete(record.id)
        return next
      }),
    [],
  )

  /** Sends the DELETEs; failed rows come back and the spec's dialog explains. */
  const send = useCallback(
    async (records: T[]) => {
      const { config: current, dialog: dialogs, enqueueSnackbar: toast } = latest.current
      const results = await Promise.allSettled(records.map((record) => current.remove(record)))
      const failed = records.filter((_record, index) => results[index].status === 'rejected')
      if (failed.length < records.length) toast(current.deleted, { variant: 'success' })
      if (failed.length === 0) return
      show(failed)
      const reason = results.find((result) => result.status === 'rejected')?.reason as unknown
      const notice = failureNotice(current.failure, reason)
      if (notice) await dialogs.alert({ tone: 'error', ...notice })
    },
    [show],
  )

  const close = useCallback(() => setAsking((current) => ({ ...current, open: false })), [])

  const confirm = () => {
    const { records } = asking
    close()
    if (records.length === 0) return
    setHidden((current) => new Set([...current, ...records.map((record) => record.id)]))
    run({
      notice: adminMessages.common.undoNotice(records.length),
      undo: () => show(records),
      send: () => void send(records),
    })
  }

  const confirmation: DeleteConfirmation<T> = {
    open: asking.open,
    records: asking.records,
    onCancel: close,
    onConfirm: confirm,
  }
  return {
    /** Asks whether to delete these records (the confirmation names them). */
    request: useCallback((records: T[]) => setAsking({ open: true, records }), []),
    /** Keys of the rows taken out of the list. */
    hidden,
    confirmation,
  }
}
