import { CheckoutFailPage } from '@/features/checkout/pages/CheckoutFailPage'

export default function Route() {
  return <CheckoutFailPage />
}
