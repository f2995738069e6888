import type { ReactNode } from 'react'
import { PrefetchPage } from '@/components/navigation/prefetch'
import { usePrefetchIntent, type PrefetchOn } from '@/components/navigation/prefetchIntent'
import { paths } from '@/lib/paths'
import controls from './controls.module.css'
import { Icon } from './icons'
import { layoutMessages } from './messages'
import styles from './Navbar.module.css'

export interface CartButtonProps {
  /** Number of cart lines (0 when signed out). */
  count: number
  /** The cart icon never navigates by itself: the page decides (warning dialog when signed out). */
  onClick: () => void
  /**
   * When the cart page's code is prefetched: on intent (default), or also, on a phone, once the
   * page has loaded and gone idle (a member's cart: it is one tap away on every page).
   */
  prefetchOn?: PrefetchOn
  /**
   * What to draw, hidden, once the cart page is prefetched: the member's cart button draws the
   * cart's screen ahead of a move to it (features/cart/components/CartScreenAhead.tsx).
   */
  ahead?: ReactNode
}

/**
 * The navbar's cart: its icon with the number of lines, named with that number. Props only. On
 * intent (a pointer resting on it, focus, a touch) the cart page's code is prefetched; its data is
 * the cart the badge already reads.
 */
export function CartButton({ count, onClick, prefetchOn = 'intent', ahead }: CartButtonProps) {
  const { prefetching, ref, handlers } = usePrefetchIntent<HTMLButtonElement>(paths.cart, prefetchOn)
  return (
    <>
      <button
        type="button"
        ref={ref}
        className={controls.iconButton}
        aria-label={layoutMessages.nav.cart(count)}
        onClick={onClick}
        {...handlers}
      >
        <span className={styles.badge}>
          <Icon name="shoppingCart" className={controls.icon} />
          <span className={styles.count}>{count > 99 ? '99+' : count}</span>
        </span>
      </button>
      {prefetching ? (
        <>
          <PrefetchPage page={paths.cart} />
          {ahead}
        </>
      ) : null}
    </>
  )
}
