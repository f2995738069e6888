import { CheckoutResultScreen } from '../components/CheckoutResultScreen'

/** /checkout-fail: the order was not created; the cart is kept. */
export function CheckoutFailPage() {
  return <CheckoutResultScreen outcome="fail" />
}
