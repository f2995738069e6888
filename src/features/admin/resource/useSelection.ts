import { useCallback, useMemo, useState } from 'react'
import type { AdminRecord } from './useListController'

/**
 * The records a list has ticked, for bulk actions. It keeps the records, not only their keys, so a
 * selection can span pages a list does not hold (a list paged on the server). Given `present`
 * (every record the list has, all pages), a record that leaves the list leaves the selection, and
 * the selection answers with the list's copy of each record, the freshest.
 */
export function useSelection<T extends AdminRecord>(present?: readonly T[]) {
  const [ticked, setTicked] = useState<ReadonlyMap<string, T>>(() => new Map())

  const selectedRecords = useMemo(
    () => (present ? present.filter((record) => ticked.has(record.id)) : [...ticked.values()]),
    [present, ticked],
  )
  const selected = useMemo(() => new Set(selectedRecords.map((record) => record.id)), [selectedRecords])

  const toggle = useCallback(
    (record: T) =>
      setTicked((current) => {
        const next = new Map(current)
        if (next.has(record.id)) next.delete(record.id)
        else next.set(record.id, record)
        return next
      }),
    [],
  )

  /** Ticks every record shown, or unticks them all when every one of them is ticked already. */
  const toggleAll = useCallback(
    (shown: readonly T[]) =>
      setTicked((current) => {
        const next = new Map(current)
        const allOn = shown.every((record) => current.has(record.id))
        for (const record of shown) {
          if (allOn) next.delete(record.id)
          else next.set(record.id, record)
        }
        return next
      }),
    [],
  )

  const deselect = useCallback(
    (records: readonly T[]) =>
      setTicked((current) => {
        const next = new Map(current)
        for (const record of records) next.delete(record.id)
        return next.size === current.size ? current : next
      }),
    [],
  )

  return {
    /** Keys of the ticked records still in the list. */
    selected: selected as ReadonlySet<string>,
    /** The ticked records still in the list, in the list's order. */
    selectedRecords,
    toggle,
    toggleAll,
    deselect,
  }
}

export type Selection<T extends AdminRecord> = ReturnType<typeof useSelection<T>>
