import { resolve } from 'node:path'
import { MatchersV3, PactV4 } from '@pact-foundation/pact'
import { getFfiLib } from '@pact-foundation/pact-core'
import { expect, vi } from 'vitest'
import { ADMIN_TOKEN_COOKIE } from '@/lib/cookies'
import { CONSUMER, CONTRACT_SHOP_PATH, PROVIDER, type StateValues } from '../states'

/**
 * What every consumer test shares: the app wired to the Pact mock server, the matchers for the API's recurring shapes, and
 * example values. Examples are written out here, not imported from mocks/: the consumer side
 * must not lean on the fake it is about to judge.
 */
const { boolean, eachLike, eachKeyLike, fromProviderState, integer, number, regex, string } = MatchersV3

export function newPact() {
  const dir = process.env.PACT_OUT_DIR
  if (!dir)
    throw new Error('Run the consumer tests through vitest.contract.config.ts (it sets PACT_OUT_DIR).')
  const logLevel = (process.env.PACT_LOG_LEVEL as 'debug' | undefined) ?? 'error'
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: resolve(dir), logLevel })
}

/**
 * The app as it starts in a browser, pointed at this interaction's Pact mock server: a fresh
 * module graph (src/config/env.ts reads VITE_API_BASE_URL once, at import), a fresh store, and the
 * real endpoints (src/api/storefront.ts, each feature's api.ts; tests/utils/shopApi.ts gathers them).
 *
 * Every mock server gets a port of its own on purpose: Node's fetch keeps connections alive, and a
 * second server on the same port would be sent requests over the first one's dead socket.
 */
export async function appAt(mockServerUrl: string) {
  vi.stubEnv('VITE_API_BASE_URL', mockServerUrl)
  vi.resetModules()
  const [{ makeStore }, { shopEndpoints, adminEndpoints }] = await Promise.all([
    import('@/app/store'),
    import('../../utils/shopApi'),
  ])
  const store = makeStore()
  return { store, storefront: shopEndpoints, admin: adminEndpoints }
}

/**
 * Awaits the app's call, then waits until the mock server has recorded that it received what it
 * expected: pact-core 19 can answer the request and only then record the match, so checking at
 * once can report "expected but not received" (pact-js#1835, pact-reference#535). The wait asks
 * the mock server itself (the same check Pact makes when the test ends); if the match never
 * comes, Pact then reports the real mismatch.
 */
export async function settled<T>(mockServerUrl: string, call: PromiseLike<T>): Promise<T> {
  const result = await call
  const port = Number(new URL(mockServerUrl).port)
  await vi.waitFor(() => expect(getFfiLib().pactffiMockServerMatched(port)).toBe(true), { interval: 10 })
  return result
}

/**
 * Starts the app at this interaction's mock server, makes one call through it and waits for the
 * mock server to settle (see appAt and settled).
 */
export async function dispatchAt<T>(
  mockServerUrl: string,
  call: (app: Awaited<ReturnType<typeof appAt>>) => PromiseLike<T>,
): Promise<T> {
  return settled(mockServerUrl, call(await appAt(mockServerUrl)))
}

/** The call succeeded and the API said so. */
export function expectSuccess(result: { error?: unknown; data?: { success: boolean } }) {
  expect(result.error).toBeUndefined()
  expect(result.data?.success).toBe(true)
}

/** Signs the admin in the way the app does: the raw token in the `myToken` cookie. */
export function setAdminCookie(token: string = EXAMPLE.token) {
  document.cookie = `${ADMIN_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/`
}

/** Firebase push ids: 20 characters, a leading `-` (course-api.md §1.5). */
export const ID_PATTERN = '^-[A-Za-z0-9_-]{19}$'
export const pushId = (example: string) => regex(ID_PATTERN, example)
/** Unix seconds (every API timestamp except sign-in `expired`). */
export const unixSeconds = (example: number) => integer(example)

export const SHOP = `/v2/api/${CONTRACT_SHOP_PATH}`

export const EXAMPLE = {
  productId: '-OBfast0000000000001',
  otherProductId: '-OBfast0000000000002',
  missingProductId: '-OBfastMissing000404',
  lineId: '-OBcart0000000000001',
  otherLineId: '-OBcart0000000000002',
  couponId: '-OBcoup0000000000001',
  orderId: '-OBordr0000000000001',
  token: 'example-admin-token',
  uid: 'bFastAdm1nUid0000000000000a1',
  username: 'admin@breakfast.test',
  password: 'breakfast123',
  createdAt: 1767225600,
  dueDate: 1798761600,
} as const

const ID_BODY = ID_PATTERN.slice(1, -1)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A value the provider state creates (an id, the admin token): the app's value must match
 * `pattern` here, and a verifier replays the interaction with the state's value (`${key}`).
 * pact-js's own fromProviderState matches by type only, which would let any string through.
 */
export const fromState = (expression: string, example: string, pattern: string) =>
  ({
    ...regex(pattern, example),
    'pact:generator:type': 'ProviderState',
    expression,
  }) as unknown as ReturnType<typeof fromProviderState<string>>

/** An id the provider state created, e.g. in a request body. */
export const stateId = (key: keyof StateValues, example: string) =>
  fromState(`\${${key}}`, example, ID_PATTERN)

/** A path holding an id the provider state created (`:productId`): replayed with the real id. */
export const pathWith = (key: keyof StateValues, template: string, example: string) => {
  const [before, after] = template.split(`:${key}`)
  return fromState(
    `${before}\${${key}}${after}`,
    `${before}${example}${after}`,
    `^${escapeRegExp(before)}${ID_BODY}${escapeRegExp(after)}$`,
  )
}

/** The Authorization header of a signed-in admin: the raw token (no "Bearer "), replayed with the state's. */
export const adminAuthHeader = () => ({ Authorization: fromState('${token}', EXAMPLE.token, '^\\S+$') })

export const JSON_REQUEST = { 'Content-Type': 'application/json' }

// ---- Shapes (only the fields the app reads) -------------------------------------------------

/** The product fields an admin sends, including the shop's own extra fields the API keeps as sent. */
export const productInputExample = {
  title: '起司蛋餅',
  category: '蛋餅',
  unit: '份',
  origin_price: 65,
  price: 55,
  description: '外皮酥脆、內餡滑嫩的經典台式蛋餅。',
  content: '手工蛋餅皮 ×1、雞蛋 ×1、切達起司 ×1 片',
  is_enabled: 1,
  imageUrl: 'https://example.com/images/cheese-egg-crepe-1.png',
  imagesUrl: ['https://example.com/images/cheese-egg-crepe-2.png'],
  cookingWay: '平底鍋小火，每面煎 2 分鐘至金黃。',
  calories: 320,
  nutritionalInfo: {
    protein: 14,
    fat: 15,
    carbohydrates: 32,
    sugar: 2,
    saturatedFat: 6.5,
    transFat: 0.2,
    sodium: 560,
  },
  servingSize: 180,
  servingsPerPackage: 1,
  allergens: ['egg', 'milk', 'wheat', 'soy'],
  vegetarian: '蛋奶素',
  storage: '冷凍',
  shelfLifeDays: 180,
  heating: [{ method: '平底鍋', setting: '小火', seconds: 240 }],
}

export const product = (id: string = EXAMPLE.productId) => ({
  id: pushId(id),
  title: string(productInputExample.title),
  category: string(productInputExample.category),
  unit: string(productInputExample.unit),
  origin_price: number(productInputExample.origin_price),
  price: number(productInputExample.price),
  description: string(productInputExample.description),
  content: string(productInputExample.content),
  is_enabled: integer(1),
  imageUrl: string(productInputExample.imageUrl),
  imagesUrl: eachLike(string(productInputExample.imagesUrl[0])),
  // The shop's own fields: the contract that the API stores and returns them as sent.
  cookingWay: string(productInputExample.cookingWay),
  calories: number(productInputExample.calories),
  nutritionalInfo: {
    protein: number(14),
    fat: number(15),
    carbohydrates: number(32),
    sugar: number(2),
    saturatedFat: number(6.5),
    transFat: number(0.2),
    sodium: number(560),
  },
  // The package facts (src/api/food.ts), also kept as sent.
  servingSize: number(productInputExample.servingSize),
  servingsPerPackage: number(productInputExample.servingsPerPackage),
  allergens: eachLike(string('egg')),
  vegetarian: string(productInputExample.vegetarian),
  storage: string(productInputExample.storage),
  shelfLifeDays: number(productInputExample.shelfLifeDays),
  heating: eachLike({ method: string('平底鍋'), setting: string('小火'), seconds: number(240) }),
})

export const cartLine = (lineId: string = EXAMPLE.lineId, productId: string = EXAMPLE.productId) => ({
  id: pushId(lineId),
  product_id: pushId(productId),
  qty: integer(1),
  total: number(55),
  final_total: number(55),
  product: product(productId),
})

export const pagination = () => ({
  total_pages: integer(1),
  current_page: integer(1),
  has_pre: boolean(false),
  has_next: boolean(false),
  category: string(''),
})

export const orderUserExample = {
  name: '王小明',
  email: 'ming@example.com',
  tel: '0912345678',
  address: '臺北市中正區重慶南路一段 122 號',
}

export const order = (orderId: string = EXAMPLE.orderId) => ({
  id: pushId(orderId),
  create_at: unixSeconds(EXAMPLE.createdAt),
  is_paid: boolean(false),
  total: number(55),
  user: {
    name: string(orderUserExample.name),
    email: string(orderUserExample.email),
    tel: string(orderUserExample.tel),
    address: string(orderUserExample.address),
  },
  // Keyed by cart-line id, not an array (course-api.md §2.4).
  products: eachKeyLike(EXAMPLE.lineId, cartLine()),
})

export const coupon = (couponId: string = EXAMPLE.couponId) => ({
  id: pushId(couponId),
  title: string('早安八折券'),
  code: string('MORNING'),
  percent: number(80),
  due_date: unixSeconds(EXAMPLE.dueDate),
  is_enabled: integer(1),
})

/** A 2xx body: `success: true` (the app trusts the status, this pins that 2xx really means success). */
export const ok = <T extends object>(body: T) => ({ success: true, ...body })

/** A success message the app does not show: its type is the contract, the text an example. */
export const okMessage = (example: string) => ok({ message: string(example) })

/** An error body whose message the app shows as is: the text is the contract. */
export const failure = (message: unknown) => ({ success: false, message })

export { boolean, eachKeyLike, eachLike, fromProviderState, integer, number, regex, string }
