import { CartPage } from '@/features/cart/pages/CartPage'

export default function Route() {
  return <CartPage />
}
