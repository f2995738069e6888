import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation } from 'react-router-dom'
import { courseApi } from '@/api/courseApi'
import { useGetOrderQuery } from '@/api/storefront'
import { CheckoutResultScreen, type PlacedOrder } from '../components/CheckoutResultScreen'

function placedOrderFrom(state: unknown): PlacedOrder | null {
  const order = (state as { order?: Partial<PlacedOrder> } | null)?.order
  if (!order || typeof order.orderId !== 'string' || typeof order.total !== 'number') return null
  return { orderId: order.orderId, total: order.total, createAt: order.createAt }
}

/**
 * /checkout-success: step 4, and the cart is reloaded (the order emptied it). Signed out nothing
 * watches the cart, so the invalidation fetches nothing.
 */
export function CheckoutSuccessPage() {
  const dispatch = useDispatch()
  const location = useLocation()

  useEffect(() => {
    dispatch(courseApi.util.invalidateTags(['Cart']))
  }, [dispatch])

  const placed = placedOrderFrom(location.state)
  // The order as the API stored it: lines, totals, shipping and payment.
  const details = useGetOrderQuery(placed?.orderId ?? '', { skip: !placed })

  return <CheckoutResultScreen outcome="success" order={placed} details={details.data ?? null} />
}
