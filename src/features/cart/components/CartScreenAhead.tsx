import { Activity, useInsertionEffect } from 'react'
import type { Cart } from '@/api/types'
import { MuiScope } from '@/components/theme/MuiScope'
import { CartScreen } from './CartScreen'

const nothing = () => {}

export interface CartScreenAheadProps {
  /** The member's cart, as the cart page will show it. */
  cart: Cart
  /** Called once the hidden render is done (its styles are in the page): it can go. */
  onRendered: () => void
}

/**
 * The cart page's screen drawn once ahead of a move to it, hidden, with React's `<Activity
 * mode="hidden">`: React renders it at its lowest priority, after everything on screen and giving
 * way to any tap, mounts none of its effects, and hides what it made (`display: none`, out of the
 * accessibility tree). What stays once it is gone is what the first real render would otherwise
 * pay for on the tap: the screen's code compiled, and MUI's styles for it in the page (Emotion
 * inserts them as a hidden tree renders). On a phone at 4x CPU the move to the cart then shows its
 * lines sooner (`npm run bench:interactions`, product → cart). Drawn in the shop's theme, as the cart
 * page is (its MUI route layout): the navbar around it is plain HTML, and under MUI's default theme
 * every style would differ from the page's (another font, other classes) and none would be of use.
 */
export default function CartScreenAhead({ cart, onRendered }: CartScreenAheadProps) {
  return (
    <Activity mode="hidden">
      <MuiScope>
        <CartScreen
          cart={cart}
          isLoading={false}
          autoplay={false}
          onQtyChange={nothing}
          onDeleteLine={nothing}
          onClearCart={nothing}
          onApplyCoupon={nothing}
        />
      </MuiScope>
      <Rendered then={onRendered} />
    </Activity>
  )
}

/**
 * Calls `then` (in the next task) once the tree before it has been committed. A hidden Activity
 * runs no layout or passive effect, but its insertion effects do run (that is how its styles get
 * into the page), and they run in order, after those of the tree before this one.
 */
function Rendered({ then }: { then: () => void }) {
  useInsertionEffect(() => {
    const handle = setTimeout(then, 0)
    return () => clearTimeout(handle)
  }, [then])
  return null
}
