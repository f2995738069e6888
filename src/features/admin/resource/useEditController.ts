import { useCallback, useState } from 'react'
import { failureNotice, type FailingEndpoint } from '@/api/failures'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSnackbar } from '@/components/feedback/toast'

export interface EditControllerConfig<T, Input> {
  /** Creates (record null) or updates a record; rejects with the API failure. */
  save: (record: T | null, input: Input) => Promise<unknown>
  /** The endpoints whose spec §8 failures a refused save shows (src/api/failures.ts). */
  failures: { create?: FailingEndpoint; update: FailingEndpoint }
  /** The success toasts. */
  toasts: { created?: string; updated: string }
}

/** What a record's form dialog is given: whether it is open, the record, and what its buttons do. */
export interface EditFormProps<T, Input> {
  open: boolean
  /** The stored record, or null for a new one. */
  record: T | null
  isSaving: boolean
  onCancel: () => void
  onSubmit: (input: Input) => Promise<void>
}

/**
 * A record's form dialog: which record it is open on (a new one is null), and saving it: the
 * success toast closes it; a refusal shows the spec's error dialog over it and leaves it open with
 * what was typed; a 401 just closes it (the session has ended, the admin layout is leaving).
 * `formKey` is new at every opening: the page keys the form with it, so every opening starts from
 * the stored record and cancelled edits never come back.
 */
export function useEditController<T, Input>({ save, failures, toasts }: EditControllerConfig<T, Input>) {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [editing, setEditing] = useState<{ key: number; open: boolean; record: T | null }>({
    key: 0,
    open: false,
    record: null,
  })
  const [isSaving, setSaving] = useState(false)

  /** Opens the form on a record, or on a new one (null). */
  const open = useCallback(
    (record: T | null) => setEditing((current) => ({ key: current.key + 1, open: true, record })),
    [],
  )
  const close = useCallback(() => setEditing((current) => ({ ...current, open: false })), [])

  const submit = async (input: Input) => {
    const { record } = editing
    setSaving(true)
    try {
      await save(record, input)
      setSaving(false)
      enqueueSnackbar(record ? toasts.updated : (toasts.created ?? toasts.updated), { variant: 'success' })
      close()
    } catch (failure) {
      setSaving(false)
      const notice = failureNotice(record ? failures.update : (failures.create ?? failures.update), failure)
      if (notice) await dialog.alert({ tone: 'error', ...notice })
      else close()
    }
  }

  const form: EditFormProps<T, Input> = {
    open: editing.open,
    record: editing.record,
    isSaving,
    onCancel: close,
    onSubmit: submit,
  }
  return { open, close, formKey: editing.key, form }
}
