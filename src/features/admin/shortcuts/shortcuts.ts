import { paths } from '@/lib/paths'
import { adminMessages } from '../messages'

const t = adminMessages.shortcuts
const layout = adminMessages.layout

/** The back office's pages, in the sidebar's order: what `g` + a key and the palette jump to. */
export const ADMIN_PAGES = [
  { path: paths.adminDashboard, label: layout.dashboard, key: 'd' },
  { path: paths.adminProducts, label: layout.products, key: 'p' },
  { path: paths.adminOrders, label: layout.orders, key: 'o' },
  { path: paths.adminKitchen, label: layout.kitchen, key: 'k' },
  { path: paths.adminCoupons, label: layout.coupons, key: 'c' },
] as const

/** Where a product is shown: the product list filtered to its name, its row highlighted. */
export const adminProductPath = (title: string) => `${paths.adminProducts}?q=${encodeURIComponent(title)}`
/** Where a coupon is shown: the coupon list filtered to its code. */
export const adminCouponPath = (code: string) => `${paths.adminCoupons}?q=${encodeURIComponent(code)}`

/**
 * What a page is asked to do on arrival (the palette's actions, `n`), carried in the navigation's
 * state: `create` opens the new-record form, `export` downloads the list's CSV, `highlight` marks
 * a record's row (and shows its page).
 */
export type AdminCommand =
  { adminCommand: 'create' } | { adminCommand: 'export' } | { adminCommand: 'highlight'; id: string }

/** The command a location's state carries, if any. */
export function adminCommandOf(state: unknown): AdminCommand | null {
  if (!state || typeof state !== 'object') return null
  const { adminCommand: command, id } = state as { adminCommand?: unknown; id?: unknown }
  if (command === 'create' || command === 'export') return { adminCommand: command }
  if (command === 'highlight' && typeof id === 'string') return { adminCommand: 'highlight', id }
  return null
}

/** What a shortcut does; the layout binds each to its handler (useAdminShortcuts). */
export type ShortcutAction =
  | { kind: 'palette' }
  | { kind: 'help' }
  | { kind: 'search' }
  | { kind: 'create' }
  | { kind: 'go'; path: string }

export interface Shortcut {
  /**
   * tinykeys' key binding: space-separated presses, `$mod` is ⌘ on Apple, Ctrl elsewhere. Several
   * when a key is typed with Shift on some keyboards and without on others (`?`).
   */
  binding: string | readonly string[]
  /** The keys as shown in the list (`?`), one entry per press. */
  keys: string[][]
  description: string
  action: ShortcutAction
  /** Fires even while the focus is in a text field (the palette's own key). */
  inFields?: boolean
}

/** Whether this browser shows ⌘ (Apple) or Ctrl for `$mod`. */
const isApple = () => typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform)

/** Every shortcut of the back office: the one list the layout binds and `?` shows. */
export function adminShortcuts(): Shortcut[] {
  return [
    {
      binding: '$mod+k',
      keys: [[isApple() ? '⌘' : 'Ctrl', 'K']],
      description: t.palette,
      action: { kind: 'palette' },
      inFields: true,
    },
    { binding: '/', keys: [['/']], description: t.search, action: { kind: 'search' } },
    { binding: ['?', 'Shift+?'], keys: [['?']], description: t.help, action: { kind: 'help' } },
    ...ADMIN_PAGES.map((page): Shortcut => ({
      binding: `g ${page.key}`,
      keys: [['g'], [page.key]],
      description: t.goTo(page.label),
      action: { kind: 'go', path: page.path },
    })),
    { binding: 'n', keys: [['n']], description: t.newProduct, action: { kind: 'create' } },
  ]
}
