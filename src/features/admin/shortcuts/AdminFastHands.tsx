import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Coupon, Order, Product } from '@/api/types'
import { formatDate, formatNtd, formatOrderNumber, textOf } from '@/lib/format'
import { adminApi } from '../api'
import { adminMessages } from '../messages'
import { NO_ORDER_FILTER, orderMatches } from '../orders/orderFilter'
import { paths } from '@/lib/paths'
import { CommandPalette, type PaletteOption } from './components/CommandPalette'
import { ShortcutsDialog } from './components/ShortcutsDialog'
import {
  ADMIN_PAGES,
  adminCouponPath,
  adminProductPath,
  adminShortcuts,
  type AdminCommand,
  type ShortcutAction,
} from './shortcuts'
import { useAdminShortcuts } from './useAdminShortcuts'

const t = adminMessages.palette
/** How many records of each kind the palette lists. */
const PER_GROUP = 5

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** The page where `/` finds the search field: the list's search box (the first one in main). */
function focusPageSearch() {
  const box = document.querySelector<HTMLInputElement>('main input[type="search"]')
  box?.focus()
  box?.select()
}

/** Up to `limit` of `records` that `matches` accepts (stops reading at the limit). */
function firstMatches<T>(records: readonly T[] | undefined, matches: (record: T) => boolean, limit: number) {
  const found: T[] = []
  for (const record of records ?? []) {
    if (found.length >= limit) break
    if (matches(record)) found.push(record)
  }
  return found
}

interface Target {
  path: string
  state?: AdminCommand
}

/** A palette option, where it leads, and (a record) whether it matches given words. */
interface Entry {
  option: PaletteOption
  target: Target
  matches?: (words: string) => boolean
}

/** Whether a field's text holds `words` (case and spaces aside); any text when no words. */
function matcher(words: string) {
  const needle = normalise(words)
  return (text: unknown) => !needle || normalise(textOf(text)).includes(needle)
}

/**
 * The back office's fast hands, for every admin page: the shortcuts (./shortcuts.ts), the command
 * palette (Ctrl/⌘+K) and the shortcut list (`?`). Records are read for the palette only once it is
 * open (products in one request; orders as they arrive, newest first; coupons), from RTK Query's
 * cache when a list already read them.
 */
export function AdminFastHands({ paletteRequested = 0 }: { paletteRequested?: number }) {
  const navigate = useNavigate()
  const shortcuts = useMemo(() => adminShortcuts(), [])
  const [paletteOpen, setPaletteOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [query, setQuery] = useState('')
  // The button in the shell asks by bumping its count.
  const [seenRequest, setSeenRequest] = useState(paletteRequested)
  if (paletteRequested !== seenRequest) {
    setSeenRequest(paletteRequested)
    setPaletteOpen(true)
    setQuery('')
  }

  const run = useCallback(
    (action: ShortcutAction) => {
      if (action.kind === 'palette') {
        setHelpOpen(false)
        setQuery('')
        setPaletteOpen(true)
      } else if (action.kind === 'help') setHelpOpen(true)
      else if (action.kind === 'search') focusPageSearch()
      else if (action.kind === 'create')
        void navigate(paths.adminProducts, { state: { adminCommand: 'create' } satisfies AdminCommand })
      else void navigate(action.path)
    },
    [navigate],
  )
  useAdminShortcuts(shortcuts, run)

  // The pages and actions follow what is typed at once (a short list): Enter right after typing
  // runs the command the words name. The records (thousands) are searched with the deferred words,
  // so typing stays quick, and what that search found is checked again against the words typed
  // since: a record the palette lists always matches what the field says.
  const typed = query.trim()
  const searched = useDeferredValue(typed)
  const wantsRecords = paletteOpen && searched.length > 0
  const products = adminApi.useGetAllAdminProductsQuery(undefined, { skip: !paletteOpen })
  const orders = adminApi.useGetAdminOrdersSoFarQuery(undefined, { skip: !wantsRecords })
  const coupons = adminApi.useGetAllAdminCouponsQuery(undefined, { skip: !wantsRecords })

  const commands = useMemo(() => {
    const has = matcher(typed)
    const found: Entry[] = []
    for (const page of ADMIN_PAGES)
      if (has(page.label) || has(t.goTo(page.label)))
        found.push({
          option: { id: `page:${page.path}`, group: 'pages', label: t.goTo(page.label) },
          target: { path: page.path },
        })
    if (has(t.createProduct))
      found.push({
        option: { id: 'action:create', group: 'actions', label: t.createProduct },
        target: { path: paths.adminProducts, state: { adminCommand: 'create' } },
      })
    if (has(t.exportProducts) || has(t.exportProductsHint))
      found.push({
        option: {
          id: 'action:export',
          group: 'actions',
          label: t.exportProducts,
          detail: t.exportProductsHint,
        },
        target: { path: paths.adminProducts, state: { adminCommand: 'export' } },
      })
    return found
  }, [typed])

  const records = useMemo(() => {
    const found: Entry[] = []
    if (!searched) return found
    const productMatches = (words: string) => (product: Product) => matcher(words)(product.title)
    for (const product of firstMatches<Product>(products.data, productMatches(searched), PER_GROUP))
      found.push({
        option: {
          id: `product:${product.id}`,
          group: 'products',
          label: textOf(product.title),
          detail: `${textOf(product.category)}・${formatNtd(product.price)}`,
        },
        target: {
          path: adminProductPath(textOf(product.title)),
          state: { adminCommand: 'highlight', id: product.id },
        },
        matches: (words) => productMatches(words)(product),
      })
    const orderMatchesWords = (words: string) => (order: Order) =>
      orderMatches(order, { ...NO_ORDER_FILTER, q: words })
    for (const order of firstMatches<Order>(orders.data?.orders, orderMatchesWords(searched), PER_GROUP)) {
      const number = formatOrderNumber(order.id)
      const name = order.user && typeof order.user === 'object' ? textOf(order.user.name) : ''
      found.push({
        option: {
          id: `order:${order.id}`,
          group: 'orders',
          label: t.order(number, name),
          detail: `${formatDate(order.create_at)}・${formatNtd(order.total)}`,
        },
        target: { path: paths.adminOrder(order.id) },
        matches: (words) => orderMatchesWords(words)(order),
      })
    }
    const couponMatches = (words: string) => (coupon: Coupon) => {
      const has = matcher(words)
      return has(coupon.code) || has(coupon.title)
    }
    for (const coupon of firstMatches<Coupon>(coupons.data, couponMatches(searched), PER_GROUP))
      found.push({
        option: {
          id: `coupon:${coupon.id}`,
          group: 'coupons',
          label: t.coupon(textOf(coupon.code), textOf(coupon.title)),
          detail: `${coupon.percent}%・${formatDate(coupon.due_date)}`,
        },
        target: {
          path: adminCouponPath(textOf(coupon.code)),
          state: { adminCommand: 'highlight', id: coupon.id },
        },
        matches: (words) => couponMatches(words)(coupon),
      })
    return found
  }, [searched, products.data, orders.data, coupons.data])

  const { options, targets } = useMemo(() => {
    const shown = typed ? [...commands, ...records.filter((entry) => entry.matches?.(typed))] : commands
    return {
      options: shown.map((entry) => entry.option),
      targets: new Map(shown.map((entry) => [entry.option.id, entry.target])),
    }
  }, [typed, commands, records])

  const loading =
    wantsRecords && (products.isLoading || orders.isLoading || coupons.isLoading || !orders.data?.complete)

  return (
    <>
      <CommandPalette
        open={paletteOpen}
        onClose={() => setPaletteOpen(false)}
        query={query}
        onQueryChange={setQuery}
        options={options}
        loading={loading && options.length === 0}
        onSelect={(option) => {
          const target = targets.get(option.id)
          setPaletteOpen(false)
          if (target) void navigate(target.path, target.state ? { state: target.state } : undefined)
        }}
      />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={shortcuts} />
    </>
  )
}
