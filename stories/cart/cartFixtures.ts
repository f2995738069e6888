import { priceCart } from '@/api/cart'
import { cartFreshness } from '@/api/cartFreshness'
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

// ---- A stale cart: the shop changed since the products were added (src/api/cartFreshness.ts) ----

/** The shop now: 起司蛋餅 lowered to NT$40, 總匯三明治 taken off sale. */
export const shopAfterChanges: Product[] = fixtureProducts
  .filter((product) => product.id !== sandwich.id)
  .map((product) => (product.id === crepe.id ? { ...product, price: 40 } : product))

/** filledCart against that shop: one price changed (the line still charges NT$55), one line off sale. */
export const staleFreshness = cartFreshness(filledCart, shopAfterChanges, {})

/** Only the price change: the cart's other lines are still sold as they were. */
export const priceChangedFreshness = cartFreshness(
  filledCart,
  fixtureProducts.map((product) => (product.id === crepe.id ? { ...product, price: 40 } : product)),
  {},
)

/** Only the product taken off sale. */
export const offSaleFreshness = cartFreshness(
  filledCart,
  fixtureProducts.filter((product) => product.id !== sandwich.id),
  {},
)
