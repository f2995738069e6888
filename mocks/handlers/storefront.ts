import type { HttpHandler } from 'msw'
import { lineTotals, sumTotals } from '../../src/api/cart'
import {
  addToCart,
  byId,
  cartLines,
  cartView,
  listArticles,
  listProducts,
  ordersNewestFirst,
  placeOrder,
} from '../db'
import {
  areFinite,
  isCouponUsable,
  isEnabled,
  toOrderLine,
  withNum,
  type CartLineRecord,
  type OrderRecord,
} from '../records'
import {
  APPLY_COUPON_TO_EMPTY_CART_SUCCEEDS,
  CLEAR_EMPTY_CART_SUCCEEDS,
  HIDE_DISABLED_FROM_CUSTOMERS,
  HIDE_PRIVATE_ARTICLES_FROM_CUSTOMERS,
  MAX_QTY,
  MERGE_DUPLICATE_CART_LINES,
  MESSAGES,
  FIELD_MESSAGES,
  PAY_PAID_ORDER_SUCCEEDS,
  nowSeconds,
} from '../rules'
import { emptyCollection, replaceRecord, type AnyCollection } from '../store'
import { validateCartAdd, validateCartUpdate, validateCouponCode, validateOrderFields } from '../validation'
import { listedArticle } from './admin'
import { checkedData, customerRoute, failure, json, listPage, productsAllResponse, readData } from './support'

/**
 * Customer routes (course-api.md §5): no token, one shared cart and order list per shop path.
 */

/** Whether the cart's amounts stay finite with `lines` in it (rules: REFUSE_NON_FINITE_TOTALS). */
function totalsStayFinite(lines: readonly CartLineRecord[]): boolean {
  const amounts = lines.map((line) => lineTotals(line.product.price, line.qty, line.coupon?.percent))
  return areFinite(...amounts, sumTotals(amounts))
}

const tooLargeTotal = () => failure(400, [FIELD_MESSAGES.totalTooLarge('qty')])

export const storefrontHandlers: HttpHandler[] = [
  // §5.1: an array (unlike the admin's keyed object), no pagination.
  customerRoute('get', 'products/all', ({ shop }) => productsAllResponse(shop, 'customer')),

  // §5.2
  customerRoute('get', 'products', ({ shop, url }) => {
    const category = url.searchParams.get('category') ?? ''
    const products = listProducts(shop, { enabledOnly: HIDE_DISABLED_FROM_CUSTOMERS, category })
    return listPage('products', products, url, category)
  }),

  // §5.3: unknown → 404, disabled → 400.
  customerRoute('get', 'product/:id', ({ params, shop }) => {
    const product = byId(shop.products, params.id)
    if (!product) return failure(404, MESSAGES.productNotFound)
    if (HIDE_DISABLED_FROM_CUSTOMERS && !isEnabled(product.is_enabled)) {
      return failure(400, MESSAGES.productDisabled)
    }
    return json({ success: true, product: withNum(product, 1) })
  }),

  // §5.4: note the double `data` nesting.
  customerRoute('get', 'cart', ({ shop }) => json({ success: true, data: cartView(shop), messages: [] })),

  // §5.5: merges into the line already holding the product (rules.MERGE_DUPLICATE_CART_LINES).
  customerRoute('post', 'cart', async ({ request, shop }) => {
    const checked = await checkedData(request, validateCartAdd)
    if ('response' in checked) return checked.response
    const { data } = checked
    const productId = data.product_id as string
    const qty = data.qty as number
    const product = byId(shop.products, productId)
    if (!product) return failure(404, MESSAGES.productNotFound)
    if (!isEnabled(product.is_enabled)) return failure(400, MESSAGES.productDisabled)
    const lines = cartLines(shop)
    const existing = MERGE_DUPLICATE_CART_LINES
      ? lines.find((line) => line.product_id === productId)
      : undefined
    if (existing && existing.qty + qty > MAX_QTY) return failure(400, [FIELD_MESSAGES.qtyRange('qty')])
    const after = existing
      ? lines.map((line) => (line.id === existing.id ? { ...line, qty: line.qty + qty } : line))
      : [...lines, { id: '', product_id: productId, qty, product }]
    if (!totalsStayFinite(after)) return tooLargeTotal()

    const line = await addToCart(shop, product, qty, MERGE_DUPLICATE_CART_LINES)
    const { coupon: _coupon, ...shown } = toOrderLine(line)
    return json({ success: true, message: MESSAGES.cartAdded, data: shown })
  }),

  // §5.6: keyed on the line id only; the coupon stays and final_total follows the new qty.
  customerRoute('put', 'cart/:id', async ({ request, params, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const line = byId(shop.cartLines, params.id)
    if (!line) return failure(404, MESSAGES.cartLineNotFound)
    const data = outcome.data ?? {}
    const errors = validateCartUpdate(data)
    if (errors.length > 0) return failure(400, errors)

    const qty = data.qty as number
    const after = cartLines(shop).map((other) => (other.id === line.id ? { ...other, qty } : other))
    if (!totalsStayFinite(after)) return tooLargeTotal()
    await replaceRecord(shop.cartLines, line, { ...line, qty })
    return json({ success: true, message: MESSAGES.cartUpdated, data: { product_id: line.product_id, qty } })
  }),

  // §5.7
  customerRoute('delete', 'cart/:id', ({ params, shop }) => {
    if (!shop.cartLines.delete((query) => query.where((line) => line.id === params.id)))
      return failure(404, MESSAGES.cartLineNotFound)
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §5.8: plural path.
  customerRoute('delete', 'carts', ({ shop }) => {
    if (shop.cartLines.count() === 0 && !CLEAR_EMPTY_CART_SUCCEEDS) return failure(400, MESSAGES.cartEmpty)
    emptyCollection(shop.cartLines as unknown as AnyCollection)
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §5.9: stamps the coupon on the lines in the cart now; later lines stay undiscounted.
  customerRoute('post', 'coupon', async ({ request, shop }) => {
    const checked = await checkedData(request, validateCouponCode)
    if ('response' in checked) return checked.response
    const code = checked.data.code as string
    const matches = shop.coupons.findMany((query) => query.where((coupon) => coupon.code === code))
    if (matches.length === 0) return failure(404, MESSAGES.couponNotFoundForCustomer)
    const now = nowSeconds()
    const coupon = matches.find((candidate) => isCouponUsable(candidate, now))
    if (!coupon) return failure(400, MESSAGES.couponUnusable)
    const lines = [...shop.cartLines.all()]
    if (lines.length === 0 && !APPLY_COUPON_TO_EMPTY_CART_SUCCEEDS) return failure(400, MESSAGES.cartEmpty)
    // A percent that would make an amount infinite makes the coupon unusable (REFUSE_NON_FINITE_TOTALS).
    if (!totalsStayFinite(cartLines(shop).map((line) => ({ ...line, coupon }))))
      return failure(400, MESSAGES.couponUnusable)

    for (const line of lines) await replaceRecord(shop.cartLines, line, { ...line, coupon })
    return json({
      success: true,
      message: MESSAGES.couponApplied(code),
      data: { final_total: cartView(shop).final_total },
    })
  }),

  // §5.10: copies the cart, empties it, answers `orderId` (camelCase).
  customerRoute('post', 'order', async ({ request, shop }) => {
    const checked = await checkedData(request, validateOrderFields)
    if ('response' in checked) return checked.response
    if (shop.cartLines.count() === 0) return failure(400, MESSAGES.cartEmpty)

    // Extra keys (shippingWay, paymentWay…) are stored as sent; the server's own fields win.
    const { user, ...extra } = checked.data
    const order = await placeOrder(shop, extra, user as OrderRecord['user'])
    return json({
      success: true,
      message: MESSAGES.orderCreated,
      total: order.total,
      orderId: order.id,
      create_at: order.create_at,
    })
  }),

  // §5.11: every order of the shop, newest first.
  customerRoute('get', 'orders', ({ shop, url }) => listPage('orders', ordersNewestFirst(shop), url)),

  // §5.12
  customerRoute('get', 'order/:id', ({ params, shop }) => {
    const order = byId(shop.orders, params.id)
    if (!order) return failure(404, MESSAGES.orderNotFound)
    return json({ success: true, order })
  }),

  // §5.13: no body needed (a body, if any, is ignored).
  customerRoute('post', 'pay/:id', async ({ params, shop }) => {
    const order = byId(shop.orders, params.id)
    if (!order) return failure(404, MESSAGES.orderNotFound)
    if (isEnabled(order.is_paid)) {
      return PAY_PAID_ORDER_SUCCEEDS
        ? json({ success: true, message: MESSAGES.paid })
        : failure(400, MESSAGES.paid)
    }
    await replaceRecord(shop.orders, order, { ...order, is_paid: true, paid_date: nowSeconds() })
    return json({ success: true, message: MESSAGES.paid })
  }),

  // §4.15: public articles, newest first, without their bodies (rules).
  customerRoute('get', 'articles', ({ shop, url }) =>
    listPage(
      'articles',
      listArticles(shop, { publicOnly: HIDE_PRIVATE_ARTICLES_FROM_CUSTOMERS }).map(listedArticle),
      url,
    ),
  ),

  // §4.15: unknown → 404 找不到文章, private → 400 (rules).
  customerRoute('get', 'article/:id', ({ params, shop }) => {
    const article = byId(shop.articles, params.id)
    if (!article) return failure(404, MESSAGES.articleNotFound)
    if (HIDE_PRIVATE_ARTICLES_FROM_CUSTOMERS && !isEnabled(article.isPublic))
      return failure(400, MESSAGES.articleNotPublic)
    return json({ success: true, article: withNum(article, 1) })
  }),
]
