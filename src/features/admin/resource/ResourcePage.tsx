import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { FailingEndpoint } from '@/api/failures'
import type { AdminListSelection, AdminListStateProps } from '../components/AdminListScreen'
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog'
import { adminMessages } from '../messages'
import { adminCommandOf } from '../shortcuts/shortcuts'
import { useDeleteController } from './useDeleteController'
import { useEditController, type EditFormProps } from './useEditController'
import {
  LIST_PAGE_SIZE,
  useListController,
  type AdminRecord,
  type ListFilter,
  type ListSource,
} from './useListController'
import { useSelection, type Selection } from './useSelection'
import { writeFeedback } from './writeFeedback'

const common = adminMessages.common

/**
 * One back-office resource (products, orders, coupons) as configuration: where its list comes
 * from, how a record is saved and deleted, and what the spec says when that works or fails.
 */
export interface AdminResource<T extends AdminRecord, Input, K extends string = never> {
  list: {
    source: ListSource<T, K>
    /** The URL search params that filter the list (besides `page`). */
    filterKeys?: readonly K[]
    /** The endpoint whose spec §8 title a failed load shows. */
    failure: FailingEndpoint
    /** Spec §8: the order list's load failure is a plain browser alert, the others a dialog. */
    failureAlert?: 'dialog' | 'browser'
  }
  /** The resource's writes (a hook: it holds the RTK Query mutations). */
  useActions: () => {
    /** Creates (record null) or updates; rejects with the API failure. */
    save: (record: T | null, input: Input) => Promise<unknown>
    remove: (record: T) => Promise<unknown>
  }
  /** The endpoints whose spec §8 failures a refused save or delete shows (src/api/failures.ts). */
  failures: { create?: FailingEndpoint; update: FailingEndpoint; remove: FailingEndpoint }
  /** Its copy: the success toasts and the delete confirmation (the resource's part of messages.ts). */
  messages: ResourceMessages
  /** The record as the confirmation names it (spec §2: the question names the record). */
  nameOf: (record: T) => string
}

/** What a resource's part of messages.ts says when a write works, and before a delete. */
export interface ResourceMessages {
  createSuccess?: string
  editSuccess: string
  deleteSuccess: string
  deleteTitle: string
  deleteQuestion: (name: string) => string
}

/** What every admin list screen takes from its resource page. */
export interface ResourceScreenProps<T, K extends string> extends AdminListStateProps {
  filter: ListFilter<K>
  onFilterChange: (patch: Partial<ListFilter<K>>) => void
  selection: AdminListSelection
  onCreate: () => void
  onEdit: (record: T) => void
  onDelete: (record: T) => void
}

/** The list as the page's screen gets it. */
export interface ResourceListView<T extends AdminRecord, K extends string> {
  /** The records of the page shown. */
  records: T[]
  /** Every record that matches the filter (all pages), when the list holds them: for an export. */
  matching: T[] | undefined
  /** How many records match; undefined until the list has arrived. */
  total: number | undefined
  /** Spread into the screen: states, pager, filter, selection and the record actions. */
  props: ResourceScreenProps<T, K>
  /** The ticked records themselves, for a list's own bulk actions. */
  selection: Selection<T>
}

export interface ResourcePageProps<T extends AdminRecord, Input, K extends string> {
  resource: AdminResource<T, Input, K>
  /** The resource's list screen. */
  renderList: (list: ResourceListView<T, K>) => ReactNode
  /** The resource's form dialog, given its state (open, record, saving) and its buttons. */
  renderForm: (form: EditFormProps<T, Input>) => ReactNode
}

/**
 * An admin list page: the list (URL state, paging, filter), its selection, the form dialog and the
 * undoable delete behind the spec's confirmation, wired once for every resource. The resource
 * brings its configuration; the page brings its screen and its form.
 */
export function ResourcePage<T extends AdminRecord, Input, K extends string = never>({
  resource,
  renderList,
  renderForm,
}: ResourcePageProps<T, Input, K>) {
  const { save: saveRecord, remove } = resource.useActions()
  const location = useLocation()
  const navigate = useNavigate()
  const [highlightedId, setHighlightedId] = useState<string>()
  // A record being created: the ids the list held before it, to tell the new one when it arrives.
  const created = useRef<ReadonlySet<string> | null>(null)
  const knownIds = useRef<ReadonlySet<string> | null>(null)
  const save = async (record: T | null, input: Input) => {
    const before = knownIds.current
    const result = await saveRecord(record, input)
    if (record === null && before) created.current = before
    return result
  }
  const feedback = writeFeedback(resource)
  const edit = useEditController<T, Input>({ save, ...feedback.save })
  const deletion = useDeleteController<T>({ remove, ...feedback.remove })
  const list = useListController<T, K>({ ...resource.list, hidden: deletion.hidden })
  const selection = useSelection(list.matching)
  const { matching, filter, setFilter, setPage } = list

  // What the command palette (or a shortcut) asked of this page on the way here: open the new
  // record's form, or point a record out. The request is taken off the history entry once done.
  const command = adminCommandOf(location.state)
  const [commandSeen, setCommandSeen] = useState<string | null>(null)
  if (command?.adminCommand === 'highlight' && commandSeen !== location.key) {
    setCommandSeen(location.key)
    setHighlightedId(command.id)
  }
  const openForm = edit.open
  const commandKind = command?.adminCommand
  useEffect(() => {
    if (!commandKind || commandKind === 'export') return
    if (commandKind === 'create') openForm(null)
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  }, [commandKind, openForm, navigate, location.pathname, location.search])

  // After a create: once the list holds the new record, show its page with its row marked (a
  // filter it does not match is cleared first). The API does not answer with the new id: the new
  // record is the one the list did not hold before.
  const filtered = Object.values<string>(filter).some(Boolean)
  useEffect(() => {
    if (!matching) return
    const before = created.current
    if (!before) {
      if (!filtered) knownIds.current = new Set(matching.map((record) => record.id))
      return
    }
    if (filtered) {
      setFilter(Object.fromEntries(Object.keys(filter).map((key) => [key, ''])) as Partial<ListFilter<K>>)
      return
    }
    const index = matching.findIndex((record) => !before.has(record.id))
    if (index < 0) return
    created.current = null
    knownIds.current = new Set(matching.map((record) => record.id))
    setHighlightedId(matching[index].id)
    setPage(Math.floor(index / LIST_PAGE_SIZE) + 1)
  }, [matching, filtered, filter, setFilter, setPage])
  const { records: asked } = deletion.confirmation
  const [first] = asked

  return (
    <>
      {renderList({
        records: list.records,
        matching: list.matching,
        total: list.total,
        selection,
        props: {
          ...list.state,
          filter: list.filter,
          onFilterChange: list.setFilter,
          selection: {
            selected: selection.selected,
            onToggle: selection.toggle,
            onToggleAll: selection.toggleAll,
            onDeleteSelected: () => deletion.request(selection.selectedRecords),
          },
          onCreate: () => edit.open(null),
          onEdit: edit.open,
          onDelete: (record) => deletion.request([record]),
          highlightedId,
        },
      })}
      <Fragment key={edit.formKey}>{renderForm(edit.form)}</Fragment>
      <ConfirmDeleteDialog
        open={deletion.confirmation.open}
        onCancel={deletion.confirmation.onCancel}
        onConfirm={() => {
          // Deleted rows leave the selection too: 復原 brings them back unticked.
          selection.deselect(asked)
          deletion.confirmation.onConfirm()
        }}
        title={asked.length > 1 ? common.deleteSelectedTitle : resource.messages.deleteTitle}
        question={
          asked.length > 1
            ? common.deleteSelectedQuestion(asked.length)
            : first
              ? resource.messages.deleteQuestion(resource.nameOf(first))
              : ''
        }
      />
    </>
  )
}
