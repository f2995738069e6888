import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { courseApi } from '@/api/courseApi'
import { selectMember } from '@/lib/auth/authSlice'
import { useAppDispatch, useAppSelector } from '@/lib/hooks'
import { CheckoutResultScreen, type PlacedOrder } from '../components/CheckoutResultScreen'

function placedOrderFrom(state: unknown): PlacedOrder | null {
  const order = (state as { order?: Partial<PlacedOrder> } | null)?.order
  if (!order || typeof order.orderId !== 'string' || typeof order.total !== 'number') return null
  return { orderId: order.orderId, total: order.total, createAt: order.createAt }
}

/** /checkout-success: step 4, and the cart is reloaded (the order emptied it). */
export function CheckoutSuccessPage() {
  const dispatch = useAppDispatch()
  const member = useAppSelector(selectMember)
  const location = useLocation()

  useEffect(() => {
    if (member) dispatch(courseApi.util.invalidateTags(['Cart']))
  }, [dispatch, member])

  return <CheckoutResultScreen outcome="success" order={placedOrderFrom(location.state)} />
}
