import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { readStored, reportUnreadable, writeStored, type StoredItem } from '@/lib/storedData'
import { courseApi, shopPath } from './courseApi'
import type { Cart, CartLine, Product } from './types'

/**
 * Stale carts are shown, not hidden. The cart and checkout compare every line with the shop as it
 * is now (the products on sale, `products/all`) and with the price the shopper last saw for it:
 *
 * - a product no longer on sale (disabled or deleted) is **off sale**: it cannot be checked out;
 * - a line whose price is not the one the shopper saw has a **changed price** (old struck, new
 *   shown), to be accepted before paying. Whether the course API keeps a line's product as it was
 *   when added (a snapshot) or reads it live is [unknown] (course-api.md §5.4), so both are caught:
 *   a snapshot line still charging the old price is re-added at the current one when the shopper
 *   accepts it (the order charges what the shopper saw); a live line already charging the new
 *   price only needs the shopper's yes.
 *
 * The prices seen are kept per cart line in this tab (sessionStorage): a reload still shows what
 * changed since. docs/faults.md.
 */

export type LineFreshness =
  | { state: 'current' }
  | { state: 'offSale' }
  /** `was`: the price the shopper saw; `now`: the shop's price; `refresh`: the line still charges `was`. */
  | { state: 'priceChanged'; was: number; now: number; refresh: boolean }

export interface CartFreshness {
  /** Every line's freshness, by line id. */
  lines: Readonly<Record<string, LineFreshness>>
  offSale: CartLine[]
  priceChanged: CartLine[]
  /** Something must be settled before checking out. */
  stale: boolean
}

const CURRENT: LineFreshness = { state: 'current' }

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** Whether a product record says it is on sale (`is_enabled` 1, or true as some clients store it). */
const enabled = (product: Pick<Product, 'is_enabled'>) => Number(product.is_enabled) === 1

/**
 * One line against the products on sale (undefined while they are not known) and the prices
 * seen. Unknown products leave off-sale undecided; a live line's own `is_enabled` still counts.
 */
export function lineFreshness(
  line: CartLine,
  onSale: ReadonlyMap<string, Product> | undefined,
  seen: Readonly<Record<string, number>>,
): LineFreshness {
  const current = onSale?.get(line.product_id)
  if ((onSale && !current) || !enabled(line.product) || (current && !enabled(current)))
    return { state: 'offSale' }
  const charged = line.product.price
  const was = seen[line.id]
  if (current && isPrice(current.price) && current.price !== charged)
    return { state: 'priceChanged', was: isPrice(was) ? was : charged, now: current.price, refresh: true }
  if (isPrice(was) && was !== charged) return { state: 'priceChanged', was, now: charged, refresh: false }
  return CURRENT
}

export function cartFreshness(
  cart: Cart | undefined,
  products: readonly Product[] | undefined,
  seen: Readonly<Record<string, number>>,
): CartFreshness {
  const onSale = products ? new Map(products.map((product) => [product.id, product])) : undefined
  const lines: Record<string, LineFreshness> = {}
  const offSale: CartLine[] = []
  const priceChanged: CartLine[] = []
  for (const line of cart?.carts ?? []) {
    const freshness = lineFreshness(line, onSale, seen)
    lines[line.id] = freshness
    if (freshness.state === 'offSale') offSale.push(line)
    if (freshness.state === 'priceChanged') priceChanged.push(line)
  }
  return { lines, offSale, priceChanged, stale: offSale.length + priceChanged.length > 0 }
}

// ---- The prices seen, per cart line, in this tab ---------------------------------------------

export const SEEN_PRICES_KEY = 'breakfast-cart-prices-seen/v1'
const SEEN_ITEM: StoredItem = { key: SEEN_PRICES_KEY, label: '購物車看過的價格', area: 'session' }

type Seen = Readonly<Record<string, number>>
const NONE: Seen = Object.freeze({})

let seenRaw: string | null | undefined
let seen: Seen = NONE
/** What this tab saw when the browser refused to store it. */
let seenInMemory: Seen | null = null
const listeners = new Set<() => void>()

function parseSeen(raw: string | null): Seen {
  if (raw === null) return NONE
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const prices: Record<string, number> = {}
      for (const [id, price] of Object.entries(value)) if (isPrice(price)) prices[id] = price
      return prices
    }
  } catch {
    // Not JSON: reported below.
  }
  reportUnreadable(SEEN_ITEM, () => writeSeen(NONE))
  return NONE
}

export function readSeenPrices(): Seen {
  if (seenInMemory) return seenInMemory
  const raw = readStored(SEEN_ITEM)
  if (raw !== seenRaw) {
    seenRaw = raw
    seen = parseSeen(raw)
  }
  return seen
}

function writeSeen(next: Seen): void {
  seenInMemory = writeStored(SEEN_ITEM, Object.keys(next).length > 0 ? JSON.stringify(next) : null)
    ? null
    : next
  listeners.forEach((listener) => listener())
}

/**
 * Remembers the price of every line seen for the first time, and forgets lines no longer in the
 * cart (what a cart or checkout page shows; a line's price changes only when the shopper accepts).
 */
export function recordSeenPrices(cart: Cart): void {
  const before = readSeenPrices()
  const next: Record<string, number> = {}
  let changed = false
  for (const line of cart.carts) {
    const known = before[line.id]
    if (isPrice(known)) next[line.id] = known
    else if (isPrice(line.product.price)) {
      next[line.id] = line.product.price
      changed = true
    }
  }
  if (changed || Object.keys(before).length !== Object.keys(next).length) writeSeen(next)
}

/** The shopper accepted these lines' prices as they are charged now. */
export function acceptPrices(lines: readonly CartLine[]): void {
  if (lines.length === 0) return
  const next: Record<string, number> = { ...readSeenPrices() }
  for (const line of lines) next[line.id] = line.product.price
  writeSeen(next)
}

/** Forgets every price seen (tests start afresh). */
export function forgetSeenPrices(): void {
  seenInMemory = null
  seenRaw = undefined
  seen = NONE
  writeStored(SEEN_ITEM, null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The cart's freshness as the cart and checkout pages show it: the lines seen for the first time
 * are remembered once they are on screen.
 */
export function useCartFreshness(cart: Cart | undefined, products: readonly Product[] | undefined) {
  const prices = useSyncExternalStore(subscribe, readSeenPrices, () => NONE)
  useEffect(() => {
    if (cart) recordSeenPrices(cart)
  }, [cart])
  // The same object while nothing it depends on changed: the cart screen's memoised parts keep it.
  return useMemo(() => cartFreshness(cart, products, prices), [cart, products, prices])
}

// ---- Settling a stale cart -------------------------------------------------------------------

export interface SettleCartInput {
  /** Lines to take out (off sale). */
  remove: readonly CartLine[]
  /** Lines whose new price the shopper accepted; `refresh` ones are re-added at the current price. */
  accept: ReadonlyArray<{ line: CartLine; refresh: boolean }>
}

/** What removing every off-sale line of `freshness` takes. */
export const removingOffSale = (freshness: CartFreshness): SettleCartInput => ({
  remove: freshness.offSale,
  accept: [],
})

/** What accepting every changed price of `freshness` takes (snapshot lines re-added). */
export const acceptingPrices = (freshness: CartFreshness): SettleCartInput => ({
  remove: [],
  accept: freshness.priceChanged.map((line) => {
    const state = freshness.lines[line.id]
    return { line, refresh: state?.state === 'priceChanged' && state.refresh }
  }),
})

/**
 * What settles a stale cart, one request at a time: off-sale lines removed (`DELETE cart/{id}`);
 * a snapshot line re-added at the shop's current price (`DELETE cart/{id}`, `POST cart`) and the
 * coupon it carried applied again (`POST coupon`); every accepted price remembered. The cart is
 * read again afterwards, whatever happened.
 */
export const cartFreshnessApi = courseApi.injectEndpoints({
  endpoints: (build) => ({
    settleCart: build.mutation<null, SettleCartInput>({
      async queryFn({ remove, accept }, _api, _extra, baseQuery) {
        const send = (url: string, method: 'DELETE' | 'POST', body?: unknown) =>
          baseQuery({ url: shopPath(url), method, ...(body ? { body: { data: body } } : {}) })
        for (const line of remove) {
          const result = await send(`cart/${encodeURIComponent(line.id)}`, 'DELETE')
          if (result.error) return { error: result.error }
        }
        const codes = new Set<string>()
        for (const { line, refresh } of accept) {
          if (!refresh) continue
          const removed = await send(`cart/${encodeURIComponent(line.id)}`, 'DELETE')
          if (removed.error) return { error: removed.error }
          const added = await send('cart', 'POST', { product_id: line.product_id, qty: line.qty })
          if (added.error) return { error: added.error }
          if (line.coupon?.code) codes.add(line.coupon.code)
        }
        for (const code of codes) {
          const applied = await send('coupon', 'POST', { code })
          if (applied.error) return { error: applied.error }
        }
        acceptPrices(accept.filter(({ refresh }) => !refresh).map(({ line }) => line))
        return { data: null }
      },
      invalidatesTags: ['Cart'],
    }),
  }),
})

export const { useSettleCartMutation } = cartFreshnessApi
