import { CheckoutPage } from '@/features/checkout/pages/CheckoutPage'

export default function Route() {
  return <CheckoutPage />
}
