import { lazy, Suspense, useCallback, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { CourseApiReady } from '@/api/CourseApiReady'
import { useGetCartQuery } from '@/api/storefront'
import { useFailureDialog } from '@/components/dialogs/useFailureDialog'
import { CartButton, type CartButtonProps } from '@/components/layout/CartButton'
import { paths } from '@/lib/paths'

const CartScreenAhead = lazy(() => import('./components/CartScreenAhead'))

type MemberCartButtonProps = Pick<CartButtonProps, 'onClick'>

/**
 * A signed-in member's navbar cart: the number of lines, read from the cart in RTK Query's cache
 * (the one the cart and checkout pages read, and every cart write invalidates). Its own chunk,
 * loaded for members only (src/app/layouts/StorefrontLayout.tsx): a visitor's shell carries no
 * RTK Query. The API joins the page's store as it arrives with this chunk.
 */
export default function MemberCartButton(props: MemberCartButtonProps) {
  return (
    <CourseApiReady>
      <CartCount {...props} />
    </CourseApiReady>
  )
}

/**
 * A failed read raises the spec §8 dialog 取得購物車列表失敗 on any page, once per failure (the
 * cart and checkout pages watch the same query), rather than a silent badge of 0.
 */
function CartCount({ onClick }: MemberCartButtonProps) {
  const cart = useGetCartQuery()
  useFailureDialog('getCart', cart)
  // Once the cart page is prefetched, its screen is drawn once, hidden and at React's lowest
  // priority (./components/CartScreenAhead.tsx), unless the cart is the page already.
  const [drawnAhead, setDrawnAhead] = useState(false)
  const drawn = useCallback(() => setDrawnAhead(true), [])
  const onCartPage = useLocation().pathname === paths.cart
  // A member's cart is one tap away on every page: on a phone its code is fetched once the page is idle.
  return (
    <CartButton
      count={cart.data?.carts.length ?? 0}
      onClick={onClick}
      prefetchOn="intentOrViewport"
      ahead={
        cart.data && !drawnAhead && !onCartPage ? (
          <Suspense fallback={null}>
            <CartScreenAhead cart={cart.data} onRendered={drawn} />
          </Suspense>
        ) : null
      }
    />
  )
}
