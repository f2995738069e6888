import { useState } from 'react'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSnackbar } from '@/components/feedback/toast'
import { plainFailureNotice } from '../errors'

export interface RecordEditorState<T> {
  /** A new key per opening: the form always starts from the stored record. */
  key: number
  open: boolean
  /** The stored record to edit, or null to create one. */
  record: T | null
}

/** The edit modal's state on an admin list page: which record, and a fresh form per opening. */
export function useRecordEditor<T>() {
  const [editor, setEditor] = useState<RecordEditorState<T>>({ key: 0, open: false, record: null })
  const openEditor = (record: T | null) =>
    setEditor((current) => ({ key: current.key + 1, open: true, record }))
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }))
  return { editor, openEditor, closeEditor }
}

export interface DeleteFlowOptions<T> {
  /** Sends the delete request; rejects with the API failure. */
  remove: (record: T) => Promise<unknown>
  successText: string
  failedText: string
}

/**
 * The delete confirmation on an admin list page: ask, delete, then a success toast, or close
 * the question and explain the failure in an error dialog.
 */
export function useDeleteFlow<T>({ remove, successText, failedText }: DeleteFlowOptions<T>) {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [state, setState] = useState<{ open: boolean; record: T | null }>({ open: false, record: null })

  const request = (record: T) => setState({ open: true, record })
  const cancel = () => setState((current) => ({ ...current, open: false }))
  const confirm = async () => {
    const { record } = state
    if (!record) return
    try {
      await remove(record)
      setState({ open: false, record })
      enqueueSnackbar(successText, { variant: 'success' })
    } catch (failure) {
      setState({ open: false, record })
      const notice = plainFailureNotice(failure, failedText)
      if (notice) await dialog.alert({ tone: 'error', ...notice })
    }
  }

  return { open: state.open, record: state.record, request, cancel, confirm }
}
