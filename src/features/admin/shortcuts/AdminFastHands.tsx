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

  const searched = useDeferredValue(query.trim())
  const wantsRecords = paletteOpen && searched.length > 0
  const products = adminApi.useGetAllAdminProductsQuery(undefined, { skip: !paletteOpen })
  const orders = adminApi.useGetAdminOrdersSoFarQuery(undefined, { skip: !wantsRecords })
  const coupons = adminApi.useGetAllAdminCouponsQuery(undefined, { skip: !wantsRecords })

  const { options, targets } = useMemo(() => {
    const targets = new Map<string, Target>()
    const options: PaletteOption[] = []
    const add = (option: PaletteOption, target: Target) => {
      options.push(option)
      targets.set(option.id, target)
    }
    const needle = normalise(searched)
    const has = (text: unknown) => normalise(textOf(text)).includes(needle)

    for (const page of ADMIN_PAGES)
      if (!needle || has(page.label) || has(t.goTo(page.label)))
        add({ id: `page:${page.path}`, group: 'pages', label: t.goTo(page.label) }, { path: page.path })
    if (!needle || has(t.createProduct))
      add(
        { id: 'action:create', group: 'actions', label: t.createProduct },
        { path: paths.adminProducts, state: { adminCommand: 'create' } },
      )
    if (!needle || has(t.exportProducts) || has(t.exportProductsHint))
      add(
        { id: 'action:export', group: 'actions', label: t.exportProducts, detail: t.exportProductsHint },
        { path: paths.adminProducts, state: { adminCommand: 'export' } },
      )
    if (needle) {
      for (const product of firstMatches<Product>(products.data, (p) => has(p.title), PER_GROUP))
        add(
          {
            id: `product:${product.id}`,
            group: 'products',
            label: textOf(product.title),
            detail: `${textOf(product.category)}・${formatNtd(product.price)}`,
          },
          {
            path: adminProductPath(textOf(product.title)),
            state: { adminCommand: 'highlight', id: product.id },
          },
        )
      const orderFilter = { ...NO_ORDER_FILTER, q: searched }
      for (const order of firstMatches<Order>(
        orders.data?.orders,
        (o) => orderMatches(o, orderFilter),
        PER_GROUP,
      )) {
        const number = formatOrderNumber(order.id)
        const name = order.user && typeof order.user === 'object' ? textOf(order.user.name) : ''
        add(
          {
            id: `order:${order.id}`,
            group: 'orders',
            label: t.order(number, name),
            detail: `${formatDate(order.create_at)}・${formatNtd(order.total)}`,
          },
          { path: paths.adminOrder(order.id) },
        )
      }
      for (const coupon of firstMatches<Coupon>(coupons.data, (c) => has(c.code) || has(c.title), PER_GROUP))
        add(
          {
            id: `coupon:${coupon.id}`,
            group: 'coupons',
            label: t.coupon(textOf(coupon.code), textOf(coupon.title)),
            detail: `${coupon.percent}%・${formatDate(coupon.due_date)}`,
          },
          {
            path: adminCouponPath(textOf(coupon.code)),
            state: { adminCommand: 'highlight', id: coupon.id },
          },
        )
    }
    return { options, targets }
  }, [searched, products.data, orders.data, coupons.data])

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
