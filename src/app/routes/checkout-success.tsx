import { CheckoutSuccessPage } from '@/features/checkout/pages/CheckoutSuccessPage'

export default function Route() {
  return <CheckoutSuccessPage />
}
