import { priceCart } from '@/api/cart'
import type { Cart, CartLine, Coupon, Product } from '@/api/types'
import { seedProducts } from '@mocks/seed/products'

/** Story data built from the shop's own catalogue, so screens look like the real shop. */
export const fixtureProducts: Product[] = seedProducts.filter((p) => p.is_enabled).map((p) => ({ ...p }))

export const morningCoupon: Coupon = {
  id: '-OBcoup0000000000001',
  title: '早安八折券',
  code: 'MORNING',
  percent: 80,
  due_date: 1893427200,
  is_enabled: 1,
}

function line(product: Product, qty: number, coupon?: Coupon): Omit<CartLine, 'total' | 'final_total'> {
  return {
    id: `-OBline${product.id.slice(-13)}`,
    product_id: product.id,
    qty,
    product,
    ...(coupon ? { coupon } : {}),
  }
}

/** Priced as the API prices a cart (the same helper the fake and the cart's optimistic update use). */
const cartOf = (lines: Omit<CartLine, 'total' | 'final_total'>[]): Cart => priceCart(lines)

const [crepe, sandwich, muffin, riceBall] = fixtureProducts

export const filledCart: Cart = cartOf([line(crepe, 1), line(sandwich, 3), line(muffin, 2)])

/** MORNING (pay 80 %) applied: the totals carry a discount and the API's unrounded cents. */
export const couponCart: Cart = cartOf([
  line(crepe, 1, morningCoupon),
  line(sandwich, 3, morningCoupon),
  line(riceBall, 1, morningCoupon),
])

export const emptyCart: Cart = { carts: [], total: 0, final_total: 0 }

/** MORNING applied, then one more product added: that line pays full price until it is applied again. */
export const partlyCouponCart: Cart = cartOf([
  line(crepe, 1, morningCoupon),
  line(sandwich, 3, morningCoupon),
  line(muffin, 1),
])
