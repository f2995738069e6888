/**
 * The provider states the contract names, in one place, so the consumer tests and both live
 * verifiers (the fake: tests/contract/provider/fake-states.ts; the real API:
 * tests/contract/provider/real-states.ts) cannot drift apart on a typo.
 *
 * Each state says what must be true on the provider before the interaction is replayed, and which
 * values its handler hands back for `fromProviderState(...)` expressions in the pact (ids the
 * provider generated, the admin token, the admin credentials). A verifier runs every state of an
 * interaction, in order, on a shop that starts empty (no products, coupons, orders or cart lines).
 */
export const STATES = {
  /** One enabled breakfast product. Returns `productId`. */
  productExists: 'a product exists',
  /** Nothing to set up: the id in the request path was never issued. */
  noSuchProduct: 'no product has the requested id',
  /** Two enabled products, each in the cart once (qty 1 and 2). Returns `lineId`, `productId` of the first line. */
  cartHoldsTwoLines: 'the cart holds two lines',
  /** An enabled coupon with code MORNING (percent 80) due a year from now. Returns `couponId`. */
  couponMorningValid: 'coupon MORNING is valid',
  /** An enabled coupon with code EXPIRED2024 (percent 85) due 2024-12-31. Returns `couponId`. */
  couponExpired: 'coupon EXPIRED2024 has expired',
  /** Nothing to set up: no coupon carries the code in the request. */
  noSuchCoupon: 'no coupon has the code NOPE',
  /** An unpaid order of two lines, placed by a shopper. Returns `orderId`. */
  orderExists: 'an order exists',
  /**
   * An unpaid order of one line, placed the way checkout places a member's order: `user.member` is
   * CONTRACT_MEMBER_KEY (我的訂單, docs/orders.md). Returns `orderId`.
   */
  memberOrderExists: 'an order placed by a member exists',
  /**
   * An order placed the way checkout places one for a morning slot (`delivery` and the note's
   * delivery line), then moved by the back office to 備餐中 with its history and its first line
   * ticked (`status`, `statusHistory`, `prepared`, through PUT admin/order). Returns `orderId`.
   */
  orderInKitchen: 'an order for a morning slot is being prepared',
  /** The admin account of the shop exists. Returns `username` and `password`. */
  adminAccountExists: 'the admin account exists',
  /** The shop's admin has signed in. Returns `token` (the raw Authorization value). */
  adminSignedIn: 'an admin is signed in',
  /** Nothing to set up: the request carries no token at all. */
  nobodySignedIn: 'nobody is signed in',
} as const

export type StateName = (typeof STATES)[keyof typeof STATES]

/** Values the state handlers hand back, by name (the keys used in `fromProviderState` expressions). */
export interface StateValues {
  productId: string
  lineId: string
  couponId: string
  orderId: string
  username: string
  password: string
  token: string
}

/** A state's set-up: what it hands back fills the pact's `fromProviderState` expressions. */
export type StateHandler = () => Promise<Partial<Record<keyof StateValues, string>>>

/**
 * The 我的訂單 key the member-order state places its order with (the shape of
 * `memberOrderKey(uid)` in src/api/orderOwner.ts: 22 base64url characters).
 */
export const CONTRACT_MEMBER_KEY = 'bFastMemberKey0000_a-1'

/** The morning the kitchen-order state asks for, as checkout sends it (docs/orders.md). */
export const CONTRACT_DELIVERY = { date: '2026-12-05', slot: '07-09' } as const
export const CONTRACT_DELIVERY_NOTE = '請放管理室\n配送時間：2026/12/05（六） 07:00–09:00'

/** The codes the coupon states use. */
export const COUPON_CODES = { valid: 'MORNING', expired: 'EXPIRED2024', unknown: 'NOPE' } as const

/**
 * The shop path the contract is written with (spec §9: breakfast). A verifier for another shop
 * rewrites `/v2/api/breakfast/` in every request path to its own (scripts/verify-real.ts).
 */
export const CONTRACT_SHOP_PATH = 'breakfast'

/** Provider and consumer names in the pact file (contracts/breakfast-web-hexschool-course-api.json). */
export const CONSUMER = 'breakfast-web'
export const PROVIDER = 'hexschool-course-api'
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`
