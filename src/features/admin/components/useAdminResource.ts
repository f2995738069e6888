import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { failureCatalogue, failureNotice, type FailingEndpoint } from '@/api/failures'
import type { PagerInfo } from '@/components/navigation/PagerControl'
import { useDialog } from '@/components/dialogs/useDialog'
import { useSnackbar } from '@/components/feedback/toast'
import type { AdminListStateProps } from './AdminListScreen'

/** What a list query hands over (an RTK Query result of a paginated admin list). */
interface ListQuery<Data> {
  data?: Data
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}

/**
 * One admin list page as configuration: its list query, how to save and delete a record, the
 * endpoints whose spec §8 failures apply (src/api/failures.ts) and the success toasts.
 */
export interface AdminResourceConfig<T, Input, Data extends { pagination: PagerInfo }> {
  /** The list query for a page (called as a hook, once per render). */
  useList: (page: number) => ListQuery<Data>
  records: (data: Data) => T[]
  /** Creates (record null) or updates; rejects with the API failure. */
  save: (record: T | null, input: Input) => Promise<unknown>
  remove: (record: T) => Promise<unknown>
  failures: {
    list: FailingEndpoint
    create?: FailingEndpoint
    update: FailingEndpoint
    remove: FailingEndpoint
  }
  toasts: { created?: string; updated: string; deleted: string }
  /** Spec §8: the order list's load failure is a plain browser alert, the others a dialog. */
  listFailureAlert?: 'dialog' | 'browser'
}

/** The list page lives in the URL (?page=2), so reloads and the back button keep it. Lists start at 1. */
function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = Number.parseInt(searchParams.get('page') ?? '', 10)
  const page = Number.isFinite(raw) && raw > 0 ? raw : 1
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current)
        if (next <= 1) params.delete('page')
        else params.set('page', String(next))
        return params
      }),
    [setSearchParams],
  )
  return [page, setPage]
}

/**
 * An admin list page's whole behaviour: the URL's page (kept on a page that exists), the list's
 * states, a failed load reported once per failure (never for a 401: the session ended), the edit
 * modal (a fresh form per opening), saving with a toast or the spec's error dialog over the
 * modal, and the delete confirmation.
 */
export function useAdminResource<T, Input, Data extends { pagination: PagerInfo }>(
  config: AdminResourceConfig<T, Input, Data>,
) {
  const { useList, failures, toasts } = config
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const [page, setPage] = usePageParam()
  const { data, isLoading, isFetching, error, refetch } = useList(page)
  const records = data ? config.records(data) : []

  // A failed load, once per failure (a new error object each time).
  const listFailureAlert = config.listFailureAlert ?? 'dialog'
  useEffect(() => {
    const notice = error ? failureNotice(failures.list, error) : null
    if (!notice) return
    if (listFailureAlert === 'browser') window.alert(notice.title)
    else void dialog.alert({ tone: 'error', ...notice })
  }, [error, failures.list, listFailureAlert, dialog])

  // Keep the URL on a page that exists: follow the server past the end; step back from an emptied page.
  const rows = data ? records.length : undefined
  const currentPage = data?.pagination.current_page
  const totalPages = data?.pagination.total_pages
  useEffect(() => {
    if (isFetching || rows === undefined || currentPage === undefined || page <= 1) return
    if (rows === 0) setPage(Math.max(1, Math.min(page - 1, totalPages ?? 1)))
    else if (currentPage < page) setPage(currentPage)
  }, [page, setPage, rows, currentPage, totalPages, isFetching])

  const list: AdminListStateProps = {
    pagination: data?.pagination ?? null,
    isLoading,
    isFetching,
    errorText: error && !data ? failureCatalogue[failures.list].title : null,
    onRetry: () => void refetch(),
    onPageChange: setPage,
  }

  // The edit modal: a new key per opening, so the form always starts from the stored record.
  const [editing, setEditing] = useState<{ key: number; open: boolean; record: T | null }>({
    key: 0,
    open: false,
    record: null,
  })
  const [isSaving, setSaving] = useState(false)
  const edit = (record: T | null) => setEditing((current) => ({ key: current.key + 1, open: true, record }))
  const closeEditor = () => setEditing((current) => ({ ...current, open: false }))
  const submit = async (input: Input) => {
    const { record } = editing
    setSaving(true)
    try {
      await config.save(record, input)
      setSaving(false)
      enqueueSnackbar(record ? toasts.updated : (toasts.created ?? toasts.updated), { variant: 'success' })
      closeEditor()
    } catch (failure) {
      setSaving(false)
      const notice = failureNotice(record ? failures.update : (failures.create ?? failures.update), failure)
      // A 401 just closes the modal: the layout is redirecting to sign-in.
      if (notice) await dialog.alert({ tone: 'error', ...notice })
      else closeEditor()
    }
  }

  // The delete confirmation: ask, delete, then a toast, or close the question and explain.
  const [deleting, setDeleting] = useState<{ open: boolean; record: T | null }>({ open: false, record: null })
  const [isDeleting, setIsDeleting] = useState(false)
  const confirmDelete = async () => {
    const { record } = deleting
    if (!record) return
    setIsDeleting(true)
    try {
      await config.remove(record)
      setIsDeleting(false)
      setDeleting({ open: false, record })
      enqueueSnackbar(toasts.deleted, { variant: 'success' })
    } catch (failure) {
      setIsDeleting(false)
      setDeleting({ open: false, record })
      const notice = failureNotice(failures.remove, failure)
      if (notice) await dialog.alert({ tone: 'error', ...notice })
    }
  }

  return {
    records,
    list,
    /** Opens the form dialog on a record, or on a new one (null). */
    edit,
    /** The record in the form dialog, and its key: a new one per opening remounts the form. */
    editing: { key: editing.key, record: editing.record },
    /** Props for the record's form dialog. */
    editor: { open: editing.open, isSaving, onCancel: closeEditor, onSubmit: submit },
    /** Asks whether to delete a record. */
    requestDelete: (record: T) => setDeleting({ open: true, record }),
    /** The record the delete question is about. */
    deleting: deleting.record,
    /** Props for ConfirmDeleteDialog. */
    deletion: {
      open: deleting.open,
      isDeleting,
      onCancel: () => setDeleting((current) => ({ ...current, open: false })),
      onConfirm: () => void confirmDelete(),
    },
  }
}
