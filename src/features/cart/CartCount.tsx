import { lazy, Suspense } from 'react'

// RTK Query and the cart request load with the first member page, not with a visitor's shell.
const CartCountSource = lazy(() => import('./CartCountSource'))

export interface CartCountProps {
  /** Called with the number of lines in the member's cart whenever it changes. */
  onChange: (count: number) => void
}

/**
 * The navbar's cart badge count for a signed-in member (render it for members only; a visitor's
 * badge is 0). The cart is shared by the whole shop path on the course API.
 */
export function CartCount({ onChange }: CartCountProps) {
  return (
    <Suspense fallback={null}>
      <CartCountSource onChange={onChange} />
    </Suspense>
  )
}
