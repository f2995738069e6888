import { useCallback, useMemo, useState } from 'react'

/**
 * The records a list has ticked, for bulk actions. It keeps the records, not only their keys, so a
 * selection can span pages a list does not hold (a list paged on the server). Given `present`
 * (every record the list has, all pages), a record that leaves the list leaves the selection, and
 * the selection answers with the list's copy of each record, the freshest.
 */
export function useSelection<T>(recordKey: (record: T) => string, present?: readonly T[]) {
  const [ticked, setTicked] = useState<ReadonlyMap<string, T>>(() => new Map())

  const selectedRecords = useMemo(
    () => (present ? present.filter((record) => ticked.has(recordKey(record))) : [...ticked.values()]),
    [present, ticked, recordKey],
  )
  const selected = useMemo(() => new Set(selectedRecords.map(recordKey)), [selectedRecords, recordKey])

  const toggle = useCallback(
    (record: T) =>
      setTicked((current) => {
        const next = new Map(current)
        const key = recordKey(record)
        if (next.has(key)) next.delete(key)
        else next.set(key, record)
        return next
      }),
    [recordKey],
  )

  /** Ticks every record shown, or unticks them all when every one of them is ticked already. */
  const toggleAll = useCallback(
    (shown: readonly T[]) =>
      setTicked((current) => {
        const next = new Map(current)
        const allOn = shown.every((record) => current.has(recordKey(record)))
        for (const record of shown) {
          if (allOn) next.delete(recordKey(record))
          else next.set(recordKey(record), record)
        }
        return next
      }),
    [recordKey],
  )

  const deselect = useCallback(
    (records: readonly T[]) =>
      setTicked((current) => {
        const next = new Map(current)
        for (const record of records) next.delete(recordKey(record))
        return next.size === current.size ? current : next
      }),
    [recordKey],
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

export type Selection<T> = ReturnType<typeof useSelection<T>>
