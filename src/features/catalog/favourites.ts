import { useSnackbar } from '@/components/feedback/toast'
import { useCallback, useSyncExternalStore } from 'react'
import { clearUnreadable, readStored, reportUnreadable, writeStored, type StoredItem } from '@/lib/storedData'
import type { RequireMember } from './useAddToCart'

/**
 * Favourites (spec §3): a map of product id → boolean in localStorage under `favorites`.
 * Toggling flips the product's boolean (it stays in the map as `false`, as the spec keeps it).
 * Every heart on screen reads the same store through `useFavourites()`, so they update together,
 * and a change made in another tab arrives through the browser's `storage` event.
 *
 * Storage faults are never silent (src/lib/storedData.ts): when the browser refuses to store the
 * map, the hearts stay as tapped for this visit and the toast says they are not kept; a stored map
 * that cannot be read is reported with a reset, and read as empty.
 */
export const FAVOURITES_STORAGE_KEY = 'favorites'

const FAVOURITES_ITEM: StoredItem = { key: FAVOURITES_STORAGE_KEY, label: '我的收藏', area: 'local' }

export type FavouriteMap = Readonly<Record<string, boolean>>

export const favouriteMessages = {
  /** Spec §8 success toasts. */
  added: '已加入收藏!',
  removed: '已取消收藏!',
  add: (title: string) => `加入收藏：${title}`,
  remove: (title: string) => `取消收藏：${title}`,
  /** The browser refused to store the change: it lasts for this visit only. */
  addedForVisit: '已加入收藏，但這個瀏覽器無法儲存，關閉頁面後就會消失',
  removedForVisit: '已取消收藏，但這個瀏覽器無法儲存，關閉頁面後就會恢復',
} as const

const EMPTY: FavouriteMap = Object.freeze({})

/** Keeps only `id: boolean` entries: whatever else is stored there is ignored, never trusted. */
export function parseFavourites(raw: string | null): FavouriteMap {
  if (!raw) return EMPTY
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return EMPTY
    const map: Record<string, boolean> = {}
    for (const [id, flag] of Object.entries(value)) {
      if (typeof flag === 'boolean') map[id] = flag
    }
    return map
  } catch {
    return EMPTY
  }
}

/** Whether a stored value is not a map at all (not JSON, or not an object): unreadable. */
function isUnreadable(raw: string | null): boolean {
  if (raw === null) return false
  try {
    const value: unknown = JSON.parse(raw)
    return !value || typeof value !== 'object' || Array.isArray(value)
  } catch {
    return true
  }
}

// useSyncExternalStore wants the same object back while nothing changed: cache by the raw string.
let cachedRaw: string | null = null
let cachedMap: FavouriteMap = EMPTY
/** The map of this visit when the browser refused to store it (null: storage holds the map). */
let visitOnly: FavouriteMap | null = null

export function readFavourites(): FavouriteMap {
  if (visitOnly) return visitOnly
  const raw = readStored(FAVOURITES_ITEM)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedMap = parseFavourites(raw)
    if (isUnreadable(raw)) reportUnreadable(FAVOURITES_ITEM, resetFavourites)
    else clearUnreadable(FAVOURITES_STORAGE_KEY)
  }
  return cachedMap
}

/** Whether the favourites as shown are stored (false: the browser refused, they last this visit). */
export function favouritesKept(): boolean {
  return visitOnly === null
}

/** Removes the stored map (the reset offered when it cannot be read): no product is hearted. */
export function resetFavourites(): void {
  visitOnly = null
  writeStored(FAVOURITES_ITEM, null)
  notify()
}

const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/** Stores the map; when the browser refuses, it is kept for this visit (favouritesKept() is false). */
function writeFavourites(map: FavouriteMap) {
  visitOnly = writeStored(FAVOURITES_ITEM, JSON.stringify(map)) ? null : map
  notify()
}

export function isFavourite(map: FavouriteMap, productId: string): boolean {
  return map[productId] === true
}

/** Flips one product's flag and saves it; returns the new value. */
export function toggleFavourite(productId: string): boolean {
  const current = readFavourites()
  const next = !isFavourite(current, productId)
  writeFavourites({ ...current, [productId]: next })
  return next
}

/** Clears several products' flags at once (hearted products that are no longer sold). */
export function unfavourite(productIds: readonly string[]) {
  if (productIds.length === 0) return
  const next: Record<string, boolean> = { ...readFavourites() }
  for (const id of productIds) next[id] = false
  writeFavourites(next)
}

/**
 * 我的收藏: the hearted products among those on sale, in the list's order, and the ids of hearted
 * products that are not on sale any more (disabled or deleted by the shop).
 */
export function favouriteProducts<P extends { id: string }>(
  onSale: readonly P[],
  map: FavouriteMap,
): { products: P[]; unavailableIds: string[] } {
  const products = onSale.filter((product) => isFavourite(map, product.id))
  const listed = new Set(onSale.map((product) => product.id))
  const unavailableIds = Object.keys(map).filter((id) => map[id] === true && !listed.has(id))
  return { products, unavailableIds }
}

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) listener()
  }
  const target = typeof window === 'undefined' ? null : window
  target?.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    target?.removeEventListener('storage', onStorage)
  }
}

const serverSnapshot = () => EMPTY

/** The current favourites map, re-rendering whenever it changes here or in another tab. */
export function useFavourites(): FavouriteMap {
  return useSyncExternalStore(subscribeFavourites, readFavourites, serverSnapshot)
}

/** The toast for a heart tapped: the spec's, or, when the browser refused to keep it, a warning. */
function favouriteToast(added: boolean): [string, { variant: 'success' | 'warning' }] {
  if (favouritesKept())
    return [added ? favouriteMessages.added : favouriteMessages.removed, { variant: 'success' }]
  return [added ? favouriteMessages.addedForVisit : favouriteMessages.removedForVisit, { variant: 'warning' }]
}

/**
 * Hearts a product (never takes a heart back): what a visitor who pressed the heart wanted, done
 * once they have signed in. The same toast as the button's.
 */
export function useAddFavourite() {
  const { enqueueSnackbar } = useSnackbar()
  return useCallback(
    (productId: string) => {
      if (!isFavourite(readFavourites(), productId)) toggleFavourite(productId)
      enqueueSnackbar(...favouriteToast(true))
    },
    [enqueueSnackbar],
  )
}

/**
 * The heart button's action for pages: needs a signed-in member (spec §5/§8: otherwise the
 * "please log in" warning, then /login), flips the flag and shows the spec's toast.
 */
export function useToggleFavourite(requireMember: RequireMember) {
  const { enqueueSnackbar } = useSnackbar()
  return useCallback(
    (productId: string) => {
      if (!requireMember({ redirectToLogin: true, action: { kind: 'favourite', productId } })) return
      enqueueSnackbar(...favouriteToast(toggleFavourite(productId)))
    },
    [requireMember, enqueueSnackbar],
  )
}
