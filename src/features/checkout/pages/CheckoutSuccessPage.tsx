import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation } from 'react-router-dom'
import { courseApi } from '@/api/courseApi'
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

  return <CheckoutResultScreen outcome="success" order={placedOrderFrom(location.state)} />
}
