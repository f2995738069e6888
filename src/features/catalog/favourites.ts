import { useSnackbar } from '@/components/feedback/toast'
import { useCallback, useSyncExternalStore } from 'react'
import type { RequireMember } from './useAddToCart'

/**
 * Favourites (spec §3): a map of product id → boolean in localStorage under `favorites`.
 * Toggling flips the product's boolean (it stays in the map as `false`, as the spec keeps it).
 * Every heart on screen reads the same store through `useFavourites()`, so they update together,
 * and a change made in another tab arrives through the browser's `storage` event.
 */
export const FAVOURITES_STORAGE_KEY = 'favorites'

export type FavouriteMap = Readonly<Record<string, boolean>>

export const favouriteMessages = {
  /** Spec §8 success toasts. */
  added: '已加入收藏!',
  removed: '已取消收藏!',
  add: (title: string) => `加入收藏：${title}`,
  remove: (title: string) => `取消收藏：${title}`,
} as const

const EMPTY: FavouriteMap = Object.freeze({})

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage can be blocked (privacy settings); favourites then simply do not persist.
    return null
  }
}

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

// useSyncExternalStore wants the same object back while nothing changed: cache by the raw string.
let cachedRaw: string | null = null
let cachedMap: FavouriteMap = EMPTY

function readRaw(): string | null {
  try {
    return storage()?.getItem(FAVOURITES_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

export function readFavourites(): FavouriteMap {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedMap = parseFavourites(raw)
  }
  return cachedMap
}

const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

function writeFavourites(map: FavouriteMap) {
  try {
    storage()?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(map))
  } catch {
    // Quota or blocked storage: the toggle is lost on reload, nothing else breaks.
  }
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

/**
 * Hearts a product (never takes a heart back): what a visitor who pressed the heart wanted, done
 * once they have signed in. The same toast as the button's.
 */
export function useAddFavourite() {
  const { enqueueSnackbar } = useSnackbar()
  return useCallback(
    (productId: string) => {
      if (!isFavourite(readFavourites(), productId)) toggleFavourite(productId)
      enqueueSnackbar(favouriteMessages.added, { variant: 'success' })
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
      const added = toggleFavourite(productId)
      enqueueSnackbar(added ? favouriteMessages.added : favouriteMessages.removed, { variant: 'success' })
    },
    [requireMember, enqueueSnackbar],
  )
}
