import { useSyncExternalStore } from 'react'

/**
 * What the shop keeps in this browser (favourites, what checkout remembers, the attempt that
 * prevents a second order), read and written in one place so that a fault is never silent:
 *
 * - a write the browser refuses (quota full, private mode, storage blocked) returns false and is
 *   reported: the feature keeps the value for this visit and says so;
 * - a stored value that cannot be read (not JSON, not the shape the feature keeps) is reported
 *   with a way to reset it: the feature goes on as if nothing were stored, never a blank page.
 *
 * The shell's notice (components/feedback/StorageNotice) shows what is reported.
 */
export interface StoredItem {
  /** The storage key. */
  key: string
  /** What the shopper calls it (zh-TW), for the notice. */
  label: string
  /** localStorage (kept across visits) or sessionStorage (this tab). */
  area: 'local' | 'session'
}

export type StorageProblem =
  { kind: 'refused'; item: StoredItem } | { kind: 'unreadable'; item: StoredItem; reset: () => void }

function storageOf(area: StoredItem['area']): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null
  } catch {
    // Storage can be blocked altogether (privacy settings, a sandboxed frame).
    return null
  }
}

/** The stored text (null when nothing is stored, or when storage cannot be read at all). */
export function readStored(item: StoredItem): string | null {
  try {
    return storageOf(item.area)?.getItem(item.key) ?? null
  } catch {
    return null
  }
}

/**
 * Stores `value` (null removes it). Returns whether it is kept: false when the browser refused,
 * which is reported; a later write that is kept clears the report.
 */
export function writeStored(item: StoredItem, value: string | null): boolean {
  const storage = storageOf(item.area)
  try {
    if (!storage) throw new Error('storage unavailable')
    if (value === null) storage.removeItem(item.key)
    else storage.setItem(item.key, value)
  } catch {
    report({ kind: 'refused', item })
    return false
  }
  clearReport(item.key, 'refused')
  return true
}

/**
 * Reports that `item` holds something that cannot be read; `reset` removes it (the feature starts
 * afresh). Reading and reporting may happen while a component renders: listeners hear of it after.
 */
export function reportUnreadable(item: StoredItem, reset: () => void): void {
  report({ kind: 'unreadable', item, reset })
}

/** The stored value is readable again (or gone): its unreadable report is withdrawn. */
export function clearUnreadable(key: string): void {
  clearReport(key, 'unreadable')
}

// ---- The reports, for the shell's notice ------------------------------------------------------

let problems: readonly StorageProblem[] = []
const listeners = new Set<() => void>()
let announced = false

function announce(): void {
  if (announced) return
  announced = true
  queueMicrotask(() => {
    announced = false
    listeners.forEach((listener) => listener())
  })
}

function report(problem: StorageProblem): void {
  const known = problems.find((p) => p.item.key === problem.item.key && p.kind === problem.kind)
  if (known && (known.kind === 'refused' || problem.kind === 'refused')) return
  problems = [...problems.filter((p) => p !== known), problem]
  announce()
}

function clearReport(key: string, kind: StorageProblem['kind']): void {
  if (!problems.some((p) => p.item.key === key && p.kind === kind)) return
  problems = problems.filter((p) => !(p.item.key === key && p.kind === kind))
  announce()
}

/** Forgets every report (tests start afresh). */
export function clearStorageReports(): void {
  if (problems.length === 0) return
  problems = []
  announce()
}

export const currentStorageProblems = (): readonly StorageProblem[] => problems
/** No problems, while a page is prerendered and hydrates: one array, as React wants a snapshot. */
const NO_PROBLEMS: readonly StorageProblem[] = []
const noProblems = (): readonly StorageProblem[] => NO_PROBLEMS

export function subscribeStorageProblems(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** What has been reported, re-rendering when it changes (nothing while prerendering). */
export function useStorageProblems(): readonly StorageProblem[] {
  return useSyncExternalStore(subscribeStorageProblems, currentStorageProblems, noProblems)
}
