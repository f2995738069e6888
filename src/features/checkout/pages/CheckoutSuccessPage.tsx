import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation } from 'react-router-dom'
import { courseApi } from '@/api/courseApi'
import { useGetOrderQuery, usePayOrderMutation } from '@/api/storefront'
import { useFailureAlert } from '@/components/dialogs/useFailureDialog'
import { useHydrated } from '@/lib/hooks'
import { CheckoutResultScreen, type CheckoutResultState } from '../components/CheckoutResultScreen'
import { readAttempt, saveAttempt } from '../checkoutAttempt'

function resultStateFrom(state: unknown): CheckoutResultState | null {
  if (!state || typeof state !== 'object') return null
  const { orderId, payment } = state as Partial<CheckoutResultState>
  if (typeof orderId !== 'string' || orderId === '') return null
  return {
    orderId,
    ...(payment === 'paid' || payment === 'failed' || payment === 'unknown' ? { payment } : {}),
  }
}

export interface CheckoutSuccessPageProps {
  /** The signed-in member's uid: their tab's last checkout names the order after a reload. */
  memberId?: string
}

/**
 * /checkout-success: step 4, and the cart is reloaded (the order emptied it). The order is read
 * by its id — from the navigation, or from this tab's checkout attempt — so a reload, Back or
 * Forward shows the same order and never places another. 重新付款 pays it when paying at checkout
 * did not complete. Signed out nothing watches the cart, so the invalidation fetches nothing.
 */
export function CheckoutSuccessPage({ memberId }: CheckoutSuccessPageProps) {
  const dispatch = useDispatch()
  const location = useLocation()
  const alertFailure = useFailureAlert()

  useEffect(() => {
    dispatch(courseApi.util.invalidateTags(['Cart']))
  }, [dispatch])

  // The page is prerendered without an order: what names it (the history entry's state, this
  // tab's attempt) is read once the page has hydrated, so the first render matches the HTML.
  const hydrated = useHydrated()
  const fromNavigation = hydrated ? resultStateFrom(location.state) : null
  const attempt = hydrated ? readAttempt(memberId) : null
  const orderId = fromNavigation?.orderId ?? attempt?.orderId ?? null
  const hint =
    fromNavigation?.payment ??
    (attempt && attempt.orderId === orderId && attempt.paymentFailed ? 'failed' : undefined)

  // The order as the API stored it: lines, totals, shipping, payment and whether it is paid.
  const details = useGetOrderQuery(orderId ?? '', { skip: !orderId })
  const [pay, payState] = usePayOrderMutation()

  const payAgain = async () => {
    if (!orderId) return
    try {
      await pay(orderId).unwrap()
      if (attempt?.orderId === orderId) saveAttempt({ ...attempt, stage: 'settled', paymentFailed: false })
    } catch (error) {
      void alertFailure('payOrder', error)
    }
  }

  return (
    <CheckoutResultScreen
      outcome="success"
      orderId={orderId}
      details={details.data ?? null}
      paymentHint={hint}
      isPaying={payState.isLoading || (payState.isSuccess && details.isFetching)}
      onPay={() => void payAgain()}
    />
  )
}
