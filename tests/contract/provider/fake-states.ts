import { createAdminSession, seedCartLine, seedCoupon, seedOrder, seedProduct, shop } from '@mocks/db'
import { replaceRecord, store } from '@mocks/store'
import { ADMIN_ACCOUNT } from '@mocks/rules'
import { applyScenario } from '@mocks/scenarios'
import {
  CONTRACT_DELIVERY,
  CONTRACT_DELIVERY_NOTE,
  CONTRACT_MEMBER_KEY,
  STATES,
  type StateHandler,
} from '../states'
import { breakfastProduct, expiredCoupon, shopper, validMorningCoupon } from './fixtures'

/**
 * Provider states for the fake (ember-cli-pact's `given` → seed, carried over to MSW): each one
 * seeds @msw/data directly, in the same process as the HTTP server the Verifier talks to, and
 * hands back the ids it made for the pact's `fromProviderState` expressions.
 */

/** Before every interaction: an empty shop, no sessions, no failing endpoint, no latency. */
export async function resetFake(): Promise<void> {
  await applyScenario('empty-shop')
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Every state of the contract must have a handler here (checked by the provider test). */
export const fakeStateHandlers: Record<string, StateHandler> = {
  [STATES.productExists]: async () => {
    const product = await seedProduct(breakfastProduct(1))
    return { productId: product.id }
  },

  [STATES.noSuchProduct]: async () => ({}),

  [STATES.cartHoldsTwoLines]: async () => {
    const first = await seedProduct(breakfastProduct(1))
    const second = await seedProduct(breakfastProduct(2))
    const line = await seedCartLine(first.id, 1)
    await seedCartLine(second.id, 2)
    return { lineId: line.id, productId: first.id }
  },

  [STATES.couponMorningValid]: async () => {
    const coupon = await seedCoupon(validMorningCoupon(nowSeconds()))
    return { couponId: coupon.id }
  },

  [STATES.couponExpired]: async () => {
    const coupon = await seedCoupon(expiredCoupon())
    return { couponId: coupon.id }
  },

  [STATES.noSuchCoupon]: async () => ({}),

  [STATES.orderExists]: async () => {
    const first = await seedProduct(breakfastProduct(1))
    const order = await seedOrder({ lines: [{ productId: first.id, qty: 1 }], user: shopper })
    return { orderId: order.id }
  },

  [STATES.memberOrderExists]: async () => {
    const first = await seedProduct(breakfastProduct(1))
    const order = await seedOrder({
      lines: [{ productId: first.id, qty: 1 }],
      user: { ...shopper, member: CONTRACT_MEMBER_KEY },
    })
    return { orderId: order.id }
  },

  // As checkout places it and the back office then writes it (PUT admin/order stores it as sent).
  [STATES.orderInKitchen]: async () => {
    const first = await seedProduct(breakfastProduct(1))
    const order = await seedOrder({
      lines: [{ productId: first.id, qty: 2 }],
      user: shopper,
      message: CONTRACT_DELIVERY_NOTE,
      extra: { shippingWay: 'homeDelivery', paymentWay: 'cashOnDelivery', delivery: CONTRACT_DELIVERY },
    })
    const [lineId] = Object.keys(order.products as Record<string, unknown>)
    const at = order.create_at as number
    await store.transaction('write', () =>
      replaceRecord(shop().orders, order, {
        ...order,
        status: 4,
        statusHistory: [
          { status: 1, at: at + 60 },
          { status: 4, at: at + 120 },
        ],
        prepared: { [lineId]: at + 120 },
      }),
    )
    return { orderId: order.id }
  },

  [STATES.adminAccountExists]: async () => ({
    username: ADMIN_ACCOUNT.username,
    password: ADMIN_ACCOUNT.password,
  }),

  [STATES.adminSignedIn]: async () => ({ token: await createAdminSession() }),

  [STATES.nobodySignedIn]: async () => ({}),
}
