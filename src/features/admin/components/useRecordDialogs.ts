import { useState } from 'react'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSnackbar } from '@/components/feedback/toast'
import { plainFailureNotice, saveFailureNotice } from '../errors'

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

export interface SaveFlowOptions<T, V> {
  /** The edit modal this flow saves from (from useRecordEditor). */
  editor: RecordEditorState<T>
  closeEditor: () => void
  /** Creates (record null) or updates the record; rejects with the API failure. */
  save: (record: T | null, values: V) => Promise<unknown>
  successText: (record: T | null) => string
  /** The operation's failure title (新增…失敗 / 編輯…失敗). */
  failedText: (record: T | null) => string
  /** The title when no answer came back at all (更新…失敗). */
  genericText: string
  /** Show the server's 400 messages (products, coupons) or always the retry text (orders). */
  serverMessages?: boolean
}

/**
 * Saving an admin modal: on success a toast and the modal closes; on failure the spec's error
 * dialog over the still-open modal (a 401 just closes it: the layout is redirecting to sign-in).
 */
export function useSaveFlow<T, V>({
  editor,
  closeEditor,
  save,
  successText,
  failedText,
  genericText,
  serverMessages = true,
}: SaveFlowOptions<T, V>) {
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()

  return async (values: V) => {
    const { record } = editor
    try {
      await save(record, values)
      enqueueSnackbar(successText(record), { variant: 'success' })
      closeEditor()
    } catch (failure) {
      const notice = saveFailureNotice(
        failure,
        { failed: failedText(record), generic: genericText },
        { serverMessages },
      )
      if (notice) await dialog.alert({ tone: 'error', ...notice })
      else closeEditor()
    }
  }
}
