import { createElement, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { failureCatalogue, failureNotice, type FailingEndpoint } from '@/api/failures'
import type { PagerInfo } from '@/components/navigation/PagerControl'
import { useDialog } from '@/components/dialogs/useDialog'
import { closeToast, useSnackbar } from '@/components/feedback/toast'
import { useTextAheadOfUrl } from '@/lib/useTextAheadOfUrl'
import { adminMessages } from '../messages'
import type { AdminListStateProps } from './AdminListScreen'
import { UndoAction } from './UndoAction'

/** Records per page of an admin list (the course API's own page size, course-api.md §1.6). */
export const LIST_PAGE_SIZE = 10
/** How long a delete can be undone before its DELETE is sent. */
export const UNDO_WINDOW_MS = 5_000

/** What a list query hands over: an RTK Query result holding every record of the list. */
interface ListQuery<T> {
  data?: T[]
  isLoading: boolean
  isFetching: boolean
  error?: unknown
  refetch: () => unknown
}

/** A list's filter as URL search params: each key's value, '' when unset. */
export type ListFilter<K extends string> = Record<K, string>

/**
 * One admin list page as configuration: its list query (every record; the API has no search),
 * the filter kept in the URL, how to save and delete a record, the endpoints whose spec §8
 * failures apply (src/api/failures.ts) and the success toasts.
 */
export interface AdminResourceConfig<T, Input, K extends string = never> {
  /** The whole list (called as a hook, once per render); gets the filter for server-side parts. */
  useList: (filter: ListFilter<K>) => ListQuery<T>
  recordKey: (record: T) => string
  /** The URL search params that filter the list (besides `page`), and which records match. */
  filter?: { keys: readonly K[]; matches: (record: T, filter: ListFilter<K>) => boolean }
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

/** The list's page and filter live in the URL (?page=2&q=蛋餅), so reloads and the back button keep them. */
function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams()
  const raw = Number.parseInt(searchParams.get('page') ?? '', 10)
  const page = Number.isFinite(raw) && raw > 0 ? raw : 1
  // The search box (`q`) runs ahead of the URL while the owner types: it shows and filters by
  // what is typed, and the URL follows.
  const [searchText, setSearchText] = useTextAheadOfUrl(searchParams.get('q') ?? '')
  const valueOf = (key: K) => (key === 'q' ? searchText : (searchParams.get(key) ?? ''))
  // The filter as a string first, so it stays the same object while its values do not change:
  // as shown (the search as typed), and as matched (trimmed).
  const shownKey = new URLSearchParams(keys.map((key) => [key, valueOf(key)])).toString()
  const filter = useMemo(() => Object.fromEntries(new URLSearchParams(shownKey)) as ListFilter<K>, [shownKey])
  const criteriaKey = new URLSearchParams(keys.map((key) => [key, valueOf(key).trim()])).toString()
  const criteria = useMemo(
    () => Object.fromEntries(new URLSearchParams(criteriaKey)) as ListFilter<K>,
    [criteriaKey],
  )
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          if (next <= 1) params.delete('page')
          else params.set('page', String(next))
          return params
        },
        { replace: false },
      ),
    [setSearchParams],
  )
  /** Changes filter values; a new filter starts at page 1. Replaces the history entry while typing. */
  const setFilter = useCallback(
    (patch: Partial<ListFilter<K>>) => {
      if ('q' in patch) setSearchText(patch['q' as K] ?? '')
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value) params.set(key, value)
            else params.delete(key)
          }
          params.delete('page')
          return params
        },
        { replace: true },
      )
    },
    [setSearchParams, setSearchText],
  )
  /** The URL already holds the search shown (a page number read now belongs to it). */
  const settled = searchText === (searchParams.get('q') ?? '')
  return { page, setPage, filter, criteria, settled, setFilter }
}

/** Deletes waiting for their undo window to pass. */
interface PendingDelete<T> {
  id: number
  records: T[]
  timer: ReturnType<typeof setTimeout>
}

const NO_KEYS: readonly never[] = []

/**
 * An admin list page's whole behaviour: the URL's page and filter (kept on a page that exists),
 * the list's states, a failed load reported once per failure (never for a 401: the session ended),
 * the edit modal (a fresh form per opening), saving with a toast or the spec's error dialog over
 * the modal, selection, and undoable deletes: after the spec's confirmation the rows leave at once,
 * a toast offers 復原 for UNDO_WINDOW_MS, and the DELETE is sent only when the window passes or
 * the page is left.
 */
export function useAdminResource<T, Input, K extends string = never>(
  config: AdminResourceConfig<T, Input, K>,
) {
  const { failures, toasts, recordKey } = config
  const dialog = useDialog()
  const { enqueueSnackbar } = useSnackbar()
  const { page, setPage, filter, criteria, settled, setFilter } = useListParams<K>(
    config.filter?.keys ?? NO_KEYS,
  )
  const { data, isLoading, isFetching, error, refetch } = config.useList(criteria)

  // Rows deleted but not yet sent (or sent and waiting for the list to reload) stay hidden.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set())
  const matches = config.filter?.matches
  const all = useMemo(() => data ?? [], [data])
  const found = useMemo(
    () => all.filter((record) => !hidden.has(recordKey(record)) && (!matches || matches(record, criteria))),
    [all, hidden, matches, criteria, recordKey],
  )
  const totalPages = Math.max(1, Math.ceil(found.length / LIST_PAGE_SIZE))
  const currentPage = Math.min(page, totalPages)
  const records = found.slice((currentPage - 1) * LIST_PAGE_SIZE, currentPage * LIST_PAGE_SIZE)

  // A failed load, once per failure (a new error object each time).
  const listFailureAlert = config.listFailureAlert ?? 'dialog'
  useEffect(() => {
    const notice = error ? failureNotice(failures.list, error) : null
    if (!notice) return
    if (listFailureAlert === 'browser') window.alert(notice.title)
    else void dialog.alert({ tone: 'error', ...notice })
  }, [error, failures.list, listFailureAlert, dialog])

  // Keep the URL on a page that exists (a page past the end, or one a delete emptied); not while a
  // search typed is on its way to the URL (that navigation goes back to page 1 anyway).
  useEffect(() => {
    if (data && !isFetching && settled && page > totalPages) setPage(totalPages)
  }, [data, isFetching, settled, page, totalPages, setPage])

  const pagination: PagerInfo | null = data
    ? {
        current_page: currentPage,
        total_pages: totalPages,
        has_pre: currentPage > 1,
        has_next: currentPage < totalPages,
      }
    : null
  const list: AdminListStateProps = {
    pagination,
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

  // Selection (bulk delete), by record key; rows that leave the list leave the selection.
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set())
  const presentKeys = useMemo(() => new Set(found.map(recordKey)), [found, recordKey])
  const selected = useMemo(
    () => new Set([...selectedKeys].filter((key) => presentKeys.has(key))),
    [selectedKeys, presentKeys],
  )
  const toggle = (record: T) =>
    setSelectedKeys((current) => {
      const next = new Set(current)
      const key = recordKey(record)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  const toggleAll = (shown: T[]) =>
    setSelectedKeys((current) => {
      const keys = shown.map(recordKey)
      const next = new Set(current)
      const allOn = keys.every((key) => current.has(key))
      for (const key of keys) {
        if (allOn) next.delete(key)
        else next.add(key)
      }
      return next
    })

  // Undoable deletes. The latest config and helpers are read through a ref, so a timer that fires
  // after a re-render (or the cleanup on leaving the page) sends with what is current.
  const pending = useRef(new Map<number, PendingDelete<T>>())
  const nextId = useRef(0)
  const latest = useRef({ config, dialog, enqueueSnackbar })
  useEffect(() => {
    latest.current = { config, dialog, enqueueSnackbar }
  })

  const show = useCallback(
    (records: T[]) =>
      setHidden((current) => {
        const next = new Set(current)
        for (const record of records) next.delete(latest.current.config.recordKey(record))
        return next
      }),
    [],
  )

  /** Sends the DELETEs of a pending delete; failed rows come back and the spec's dialog explains. */
  const commit = useCallback(
    async (entry: PendingDelete<T>) => {
      pending.current.delete(entry.id)
      closeToast(undoToastKey(entry.id))
      const { config: current, dialog: dialogs, enqueueSnackbar: toast } = latest.current
      const results = await Promise.allSettled(entry.records.map((record) => current.remove(record)))
      const failed = entry.records.filter((_record, index) => results[index].status === 'rejected')
      if (failed.length < entry.records.length) toast(current.toasts.deleted, { variant: 'success' })
      if (failed.length === 0) return
      show(failed)
      const reason = results.find((result) => result.status === 'rejected')?.reason as unknown
      const notice = failureNotice(current.failures.remove, reason)
      if (notice) await dialogs.alert({ tone: 'error', ...notice })
    },
    [show],
  )

  const undo = useCallback(
    (id: number) => {
      const entry = pending.current.get(id)
      if (!entry) return
      clearTimeout(entry.timer)
      pending.current.delete(id)
      closeToast(undoToastKey(id))
      show(entry.records)
    },
    [show],
  )

  const scheduleDelete = (records: T[]) => {
    if (records.length === 0) return
    const id = ++nextId.current
    const timer = setTimeout(() => {
      const entry = pending.current.get(id)
      if (entry) void commit(entry)
    }, UNDO_WINDOW_MS)
    pending.current.set(id, { id, records, timer })
    setHidden((current) => new Set([...current, ...records.map(recordKey)]))
    setSelectedKeys((current) => {
      const next = new Set(current)
      for (const record of records) next.delete(recordKey(record))
      return next
    })
    enqueueSnackbar(adminMessages.common.undoNotice(records.length), {
      key: undoToastKey(id),
      variant: 'info',
      autoHideDuration: UNDO_WINDOW_MS,
      action: () => createElement(UndoAction, { onUndo: () => undo(id) }),
    })
  }

  // Leaving the page (or the tab) sends what is waiting: the rows were already gone from view.
  useEffect(() => {
    const pendingDeletes = pending.current
    const flush = () => {
      for (const entry of [...pendingDeletes.values()]) {
        clearTimeout(entry.timer)
        void commit(entry)
      }
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [commit])

  // The delete confirmation (spec §2: the modal names the record), for one record or the selection.
  const [deleting, setDeleting] = useState<{ open: boolean; records: T[] }>({ open: false, records: [] })
  const confirmDelete = () => {
    setDeleting((current) => ({ ...current, open: false }))
    scheduleDelete(deleting.records)
  }

  const selectedRecords = found.filter((record) => selected.has(recordKey(record)))

  return {
    records,
    /** How many records match the filter (all pages). */
    total: found.length,
    /** Every record that matches the filter (all pages), e.g. for an export. */
    found,
    /** Every record of the list, unfiltered (hidden deletes left out). */
    all: useMemo(() => all.filter((record) => !hidden.has(recordKey(record))), [all, hidden, recordKey]),
    list,
    filter,
    setFilter,
    /** Opens the form dialog on a record, or on a new one (null). */
    edit,
    /** The record in the form dialog, and its key: a new one per opening remounts the form. */
    editing: { key: editing.key, record: editing.record },
    /** Props for the record's form dialog. */
    editor: { open: editing.open, isSaving, onCancel: closeEditor, onSubmit: submit },
    selection: {
      selected,
      onToggle: toggle,
      onToggleAll: toggleAll,
      onDeleteSelected: () => setDeleting({ open: true, records: selectedRecords }),
    },
    /** Asks whether to delete a record. */
    requestDelete: (record: T) => setDeleting({ open: true, records: [record] }),
    /** The records the delete question is about. */
    deleting: deleting.records,
    /** Props for ConfirmDeleteDialog. */
    deletion: {
      open: deleting.open,
      onCancel: () => setDeleting((current) => ({ ...current, open: false })),
      onConfirm: confirmDelete,
    },
  }
}

const undoToastKey = (id: number) => `admin-undo-delete-${id}`
