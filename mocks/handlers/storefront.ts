import type { HttpHandler } from 'msw'
import {
  addToCart,
  cartLinesWithTotals,
  cartView,
  db,
  listProducts,
  ordersNewestFirst,
  placeOrder,
} from '../db'
import {
  isCouponUsable,
  isEnabled,
  isPlainObject,
  sortKeysDeep,
  sumTotals,
  toOrderLine,
  withNum,
} from '../records'
import {
  APPLY_COUPON_TO_EMPTY_CART_SUCCEEDS,
  CLEAR_EMPTY_CART_SUCCEEDS,
  HIDE_DISABLED_FROM_CUSTOMERS,
  MAX_QTY,
  MERGE_DUPLICATE_CART_LINES,
  MESSAGES,
  FIELD_MESSAGES,
  PAY_PAID_ORDER_SUCCEEDS,
  nowSeconds,
} from '../rules'
import {
  dataOf,
  validateCartAdd,
  validateCartUpdate,
  validateCouponCode,
  validateOrderCreate,
} from '../validation'
import {
  cachedJson,
  customerRoute,
  listedJsonBytes,
  failure,
  json,
  paginate,
  readJson,
  tooLarge,
} from './support'

/**
 * Customer routes (course-api.md §5): no token, one shared cart and order list per shop path.
 */
export const storefrontHandlers: HttpHandler[] = [
  // §5.1: an array (unlike the admin's keyed object), no pagination.
  customerRoute('get', 'products/all', () =>
    cachedJson('customer products/all', db.products.version, () =>
      listedJsonBytes(
        '{"success":true,"products":[',
        listProducts({ enabledOnly: HIDE_DISABLED_FROM_CUSTOMERS }).map((record, index) => ({
          record,
          num: index + 1,
        })),
        '],"messages":[]}',
      ),
    ),
  ),

  // §5.2
  customerRoute('get', 'products', ({ url }) => {
    const category = url.searchParams.get('category') ?? ''
    const products = listProducts({ enabledOnly: HIDE_DISABLED_FROM_CUSTOMERS, category })
    const page = paginate(products, url.searchParams.get('page'), category)
    return json({
      success: true,
      products: page.items.map((product, index) => withNum(product, page.firstNum + index)),
      pagination: page.pagination,
      messages: [],
    })
  }),

  // §5.3: unknown → 404, disabled → 400.
  customerRoute('get', 'product/:id', ({ params }) => {
    const product = db.products.get(params.id)
    if (!product) return failure(404, MESSAGES.productNotFound)
    if (HIDE_DISABLED_FROM_CUSTOMERS && !isEnabled(product.is_enabled)) {
      return failure(400, MESSAGES.productDisabled)
    }
    return json({ success: true, product: withNum(product, 1) })
  }),

  // §5.4: note the double `data` nesting.
  customerRoute('get', 'cart', () => json({ success: true, data: cartView(), messages: [] })),

  // §5.5: merges into the line already holding the product (rules.MERGE_DUPLICATE_CART_LINES).
  customerRoute('post', 'cart', async ({ request }) => {
    const read = await readJson(request)
    if (read.kind === 'too-large') return tooLarge()
    const data = dataOf(read.body) ?? {}
    const errors = validateCartAdd(data)
    if (errors.length > 0) return failure(400, errors)

    const productId = data.product_id as string
    const qty = data.qty as number
    const product = db.products.get(productId)
    if (!product) return failure(404, MESSAGES.productNotFound)
    if (!isEnabled(product.is_enabled)) return failure(400, MESSAGES.productDisabled)
    const existing = MERGE_DUPLICATE_CART_LINES
      ? db.cartLines.all().find((line) => line.product_id === productId)
      : undefined
    if (existing && existing.qty + qty > MAX_QTY) return failure(400, [FIELD_MESSAGES.qtyRange('qty')])

    const line = await addToCart(product, qty, MERGE_DUPLICATE_CART_LINES)
    const { coupon: _coupon, ...shown } = toOrderLine(line)
    return json({ success: true, message: MESSAGES.cartAdded, data: shown })
  }),

  // §5.6: keyed on the line id only; the coupon stays and final_total follows the new qty.
  customerRoute('put', 'cart/:id', async ({ request, params }) => {
    const read = await readJson(request)
    if (read.kind === 'too-large') return tooLarge()
    const line = db.cartLines.get(params.id)
    if (!line) return failure(404, MESSAGES.cartLineNotFound)
    const data = dataOf(read.body) ?? {}
    const errors = validateCartUpdate(data)
    if (errors.length > 0) return failure(400, errors)

    const qty = data.qty as number
    await db.cartLines.replace({ ...line, qty })
    return json({ success: true, message: MESSAGES.cartUpdated, data: { product_id: line.product_id, qty } })
  }),

  // §5.7
  customerRoute('delete', 'cart/:id', ({ params }) => {
    if (!db.cartLines.remove(params.id)) return failure(404, MESSAGES.cartLineNotFound)
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §5.8: plural path.
  customerRoute('delete', 'carts', () => {
    if (db.cartLines.count() === 0 && !CLEAR_EMPTY_CART_SUCCEEDS) return failure(400, MESSAGES.cartEmpty)
    db.cartLines.clear()
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §5.9: stamps the coupon on the lines in the cart now; later lines stay undiscounted.
  customerRoute('post', 'coupon', async ({ request }) => {
    const read = await readJson(request)
    if (read.kind === 'too-large') return tooLarge()
    const data = dataOf(read.body) ?? {}
    const errors = validateCouponCode(data)
    if (errors.length > 0) return failure(400, errors)

    const code = data.code as string
    const matches = db.coupons.all().filter((coupon) => coupon.code === code)
    if (matches.length === 0) return failure(404, MESSAGES.couponNotFoundForCustomer)
    const now = nowSeconds()
    const coupon = matches.find((candidate) => isCouponUsable(candidate, now))
    if (!coupon) return failure(400, MESSAGES.couponUnusable)
    const lines = db.cartLines.all()
    if (lines.length === 0 && !APPLY_COUPON_TO_EMPTY_CART_SUCCEEDS) return failure(400, MESSAGES.cartEmpty)

    for (const line of [...lines]) await db.cartLines.replace(sortKeysDeep({ ...line, coupon }))
    return json({
      success: true,
      message: MESSAGES.couponApplied(code),
      data: { final_total: sumTotals(cartLinesWithTotals()).final_total },
    })
  }),

  // §5.10: copies the cart, empties it, answers `orderId` (camelCase).
  customerRoute('post', 'order', async ({ request }) => {
    const read = await readJson(request)
    if (read.kind === 'too-large') return tooLarge()
    const data = dataOf(read.body) ?? {}
    const errors = validateOrderCreate(data)
    if (errors.length > 0) return failure(400, errors)
    if (db.cartLines.count() === 0) return failure(400, MESSAGES.cartEmpty)

    // Extra keys (shippingWay, paymentWay…) are stored as sent; the server's own fields win.
    const { user, ...extra } = data
    if (!isPlainObject(user)) return failure(400, [FIELD_MESSAGES.wrongType('user')])
    const order = await placeOrder(
      extra,
      user as { name: string; email: string; tel: string; address: string },
    )
    return json({
      success: true,
      message: MESSAGES.orderCreated,
      total: order.total,
      orderId: order.id,
      create_at: order.create_at,
    })
  }),

  // §5.11: every order of the shop, newest first.
  customerRoute('get', 'orders', ({ url }) => {
    const page = paginate(ordersNewestFirst(), url.searchParams.get('page'))
    return json({
      success: true,
      orders: page.items.map((order, index) => withNum(order, page.firstNum + index)),
      pagination: page.pagination,
      messages: [],
    })
  }),

  // §5.12
  customerRoute('get', 'order/:id', ({ params }) => {
    const order = db.orders.get(params.id)
    if (!order) return failure(404, MESSAGES.orderNotFound)
    return json({ success: true, order })
  }),

  // §5.13: no body needed (a body, if any, is ignored).
  customerRoute('post', 'pay/:id', async ({ params }) => {
    const order = db.orders.get(params.id)
    if (!order) return failure(404, MESSAGES.orderNotFound)
    if (isEnabled(order.is_paid)) {
      return PAY_PAID_ORDER_SUCCEEDS
        ? json({ success: true, message: MESSAGES.paid })
        : failure(400, MESSAGES.paid)
    }
    await db.orders.replace(sortKeysDeep({ ...order, is_paid: true, paid_date: nowSeconds() }))
    return json({ success: true, message: MESSAGES.paid })
  }),
]
