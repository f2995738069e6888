import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FAVOURITES_STORAGE_KEY,
  favouriteProducts,
  isFavourite,
  parseFavourites,
  readFavourites,
  subscribeFavourites,
  toggleFavourite,
  unfavourite,
} from '@/features/catalog/favourites'

/** A Map-backed Storage: the unit project runs in Node, which has no localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

let storage: MemoryStorage
let fakeWindow: EventTarget

beforeEach(() => {
  storage = new MemoryStorage()
  fakeWindow = new EventTarget()
  vi.stubGlobal('localStorage', storage)
  vi.stubGlobal('window', fakeWindow)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function storageEvent(key: string | null): Event {
  const event = new Event('storage')
  Object.defineProperty(event, 'key', { value: key })
  return event
}

describe('favourites', () => {
  it('starts empty and saves a toggled product under the spec key as a boolean', () => {
    expect(readFavourites()).toEqual({})
    expect(toggleFavourite('-OBfast0000000000001')).toBe(true)
    expect(JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null')).toEqual({
      '-OBfast0000000000001': true,
    })
    expect(isFavourite(readFavourites(), '-OBfast0000000000001')).toBe(true)
    expect(isFavourite(readFavourites(), '-OBfast0000000000002')).toBe(false)
  })

  it('flips the flag back to false and keeps the other products', () => {
    toggleFavourite('a')
    toggleFavourite('b')
    expect(toggleFavourite('a')).toBe(false)
    expect(JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null')).toEqual({ a: false, b: true })
  })

  it('reads what an earlier visit saved (survives a reload)', () => {
    storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ x: true, y: false }))
    expect(readFavourites()).toEqual({ x: true, y: false })
  })

  it('returns the same object while nothing changed, a new one after a change', () => {
    const first = readFavourites()
    expect(readFavourites()).toBe(first)
    toggleFavourite('a')
    expect(readFavourites()).not.toBe(first)
  })

  it('ignores corrupt or foreign data instead of crashing', () => {
    expect(parseFavourites('{not json')).toEqual({})
    expect(parseFavourites('[1,2]')).toEqual({})
    expect(parseFavourites('"text"')).toEqual({})
    expect(parseFavourites(JSON.stringify({ a: true, b: 'yes', c: 1, d: false }))).toEqual({
      a: true,
      d: false,
    })
    storage.setItem(FAVOURITES_STORAGE_KEY, 'garbage')
    expect(toggleFavourite('a')).toBe(true)
    expect(readFavourites()).toEqual({ a: true })
  })

  it('notifies subscribers of toggles in this tab and of changes from another tab', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeFavourites(listener)
    toggleFavourite('a')
    expect(listener).toHaveBeenCalledTimes(1)
    fakeWindow.dispatchEvent(storageEvent(FAVOURITES_STORAGE_KEY))
    expect(listener).toHaveBeenCalledTimes(2)
    fakeWindow.dispatchEvent(storageEvent('some-other-key'))
    expect(listener).toHaveBeenCalledTimes(2)
    fakeWindow.dispatchEvent(storageEvent(null))
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    toggleFavourite('a')
    fakeWindow.dispatchEvent(storageEvent(FAVOURITES_STORAGE_KEY))
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('keeps working when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    expect(readFavourites()).toEqual({})
    expect(() => toggleFavourite('a')).not.toThrow()
  })

  it('我的收藏: the hearted products on sale in list order, and hearted ids no longer sold', () => {
    const onSale = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(favouriteProducts(onSale, { c: true, a: true, b: false, gone: true, off: false })).toEqual({
      products: [{ id: 'a' }, { id: 'c' }],
      unavailableIds: ['gone'],
    })
    expect(favouriteProducts([], {})).toEqual({ products: [], unavailableIds: [] })
  })

  it('clears several flags at once, keeping them as false (spec §3) and notifying once', () => {
    storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ a: true, gone: true, old: true }))
    const listener = vi.fn()
    const stop = subscribeFavourites(listener)
    unfavourite(['gone', 'old'])
    expect(readFavourites()).toEqual({ a: true, gone: false, old: false })
    expect(listener).toHaveBeenCalledTimes(1)
    unfavourite([])
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })
})
