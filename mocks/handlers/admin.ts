import type { HttpHandler } from 'msw'
import { byId, listArticles, listProducts, ordersNewestFirst } from '../db'
import { pushId } from '../ids'
import { isEnabled, withNum, type ArticleRecord, type CouponRecord, type ProductRecord } from '../records'
import {
  ADMIN_PAID_STAMPS_PAID_DATE,
  ARTICLE_LISTS_OMIT_CONTENT,
  DELETE_PRODUCT_REMOVES_CART_LINES,
  FIELD_MESSAGES,
  MESSAGES,
  nowSeconds,
} from '../rules'
import { emptyCollection, replaceRecord, type AnyCollection } from '../store'
import {
  validateArticle,
  validateCoupon,
  validateOrderFields,
  validateProduct,
  type Data,
} from '../validation'
import { adminRoute, cachedJson, failure, json, listedJsonBytes, listPage, readData } from './support'

/**
 * Back-office routes (course-api.md §4), all behind the admin guard of support.ts.
 *
 * Creates store what was sent (extra keys included, alphabetical keys) with a new push id.
 * Updates (PUT) merge the sent keys into the stored record, and the merged record must pass the
 * same checks as a create; a PUT without a `data` object is refused.
 */

const missingData = () => failure(400, [FIELD_MESSAGES.required('data')])

/** An article as listed: without its body (rules: ARTICLE_LISTS_OMIT_CONTENT). */
export function listedArticle(article: ArticleRecord): Omit<ArticleRecord, 'content'> | ArticleRecord {
  if (!ARTICLE_LISTS_OMIT_CONTENT) return article
  const { content: _content, ...listed } = article
  return listed
}

export const adminHandlers: HttpHandler[] = [
  // §4.1: every product, disabled ones included, in creation order.
  adminRoute('get', 'products', ({ shop, url }) => {
    const category = url.searchParams.get('category') ?? ''
    return listPage('products', listProducts(shop, { enabledOnly: false, category }), url, category)
  }),

  // §4.2: an object keyed by product id (the customer's products/all is an array).
  adminRoute('get', 'products/all', ({ shop }) =>
    cachedJson(shop.products, 'admin products/all', () =>
      listedJsonBytes(
        '{"success":true,"products":{',
        listProducts(shop, { enabledOnly: false }).map((record, index) => ({
          record,
          num: index + 1,
          key: record.id,
        })),
        '}}',
      ),
    ),
  ),

  // §4.3
  adminRoute('post', 'product', async ({ request, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const data = outcome.data ?? {}
    const errors = validateProduct(data)
    if (errors.length > 0) return failure(400, errors)
    await shop.products.create({ ...data, id: pushId() } as ProductRecord)
    return json({ success: true, message: MESSAGES.productCreated })
  }),

  // §4.4
  adminRoute('put', 'product/:id', async ({ request, params, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = byId(shop.products, params.id)
    if (!existing) return failure(404, MESSAGES.productIdNotFound)
    if (!outcome.data) return missingData()
    const merged = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateProduct(merged)
    if (errors.length > 0) return failure(400, errors)
    await replaceRecord(shop.products, existing, merged as ProductRecord)
    return json({ success: true, message: MESSAGES.productUpdated })
  }),

  // §4.5: orders keep their snapshots; cart lines holding the product go (rules).
  adminRoute('delete', 'product/:id', ({ params, shop }) => {
    if (!shop.products.delete((query) => query.where((product) => product.id === params.id)))
      return failure(404, MESSAGES.productNotFound)
    if (DELETE_PRODUCT_REMOVES_CART_LINES)
      shop.cartLines.deleteMany((query) => query.where((line) => line.product_id === params.id))
    return json({ success: true, message: MESSAGES.productDeleted })
  }),

  // §4.7: newest first, `num` 1…n.
  adminRoute('get', 'orders', ({ shop, url }) => listPage('orders', ordersNewestFirst(shop), url)),

  // §4.8: partial updates merge and are stored as sent (rules: ORDER_UPDATE_STORES_AS_SENT).
  adminRoute('put', 'order/:id', async ({ request, params, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = byId(shop.orders, params.id)
    if (!existing) return failure(404, MESSAGES.orderNotFound)
    if (!outcome.data) return missingData()
    const merged: Data = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateOrderFields(merged)
    if (errors.length > 0) return failure(400, errors)
    if (ADMIN_PAID_STAMPS_PAID_DATE && isEnabled(merged.is_paid) && merged.paid_date === undefined) {
      merged.paid_date = nowSeconds()
    }
    await replaceRecord(shop.orders, existing, merged as typeof existing)
    return json({ success: true, message: MESSAGES.orderUpdated })
  }),

  // §4.9
  adminRoute('delete', 'order/:id', ({ params, shop }) => {
    if (!shop.orders.delete((query) => query.where((order) => order.id === params.id)))
      return failure(404, MESSAGES.orderNotFound)
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §4.10
  adminRoute('delete', 'orders/all', ({ shop }) => {
    emptyCollection(shop.orders as unknown as AnyCollection)
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §4.11: creation order.
  adminRoute('get', 'coupons', ({ shop, url }) => listPage('coupons', shop.coupons.all(), url)),

  // §4.12
  adminRoute('post', 'coupon', async ({ request, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const data = outcome.data ?? {}
    const errors = validateCoupon(data)
    if (errors.length > 0) return failure(400, errors)
    await shop.coupons.create({ ...data, id: pushId() } as CouponRecord)
    return json({ success: true, message: MESSAGES.couponCreated })
  }),

  // §4.13
  adminRoute('put', 'coupon/:id', async ({ request, params, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = byId(shop.coupons, params.id)
    if (!existing) return failure(404, MESSAGES.couponIdNotFound)
    if (!outcome.data) return missingData()
    const merged = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateCoupon(merged)
    if (errors.length > 0) return failure(400, errors)
    await replaceRecord(shop.coupons, existing, merged as CouponRecord)
    return json({ success: true, message: MESSAGES.couponUpdated })
  }),

  // §4.14 (no "!" here, unlike the customer's 找不到優惠券!)
  adminRoute('delete', 'coupon/:id', ({ params, shop }) => {
    if (!shop.coupons.delete((query) => query.where((coupon) => coupon.id === params.id)))
      return failure(404, MESSAGES.couponNotFoundForAdmin)
    return json({ success: true, message: MESSAGES.couponDeleted })
  }),

  // §4.15: every article, newest first, without its body.
  adminRoute('get', 'articles', ({ shop, url }) =>
    listPage('articles', listArticles(shop, { publicOnly: false }).map(listedArticle), url),
  ),

  adminRoute('get', 'article/:id', ({ params, shop }) => {
    const article = byId(shop.articles, params.id)
    if (!article) return failure(404, MESSAGES.articleNotFound)
    return json({ success: true, article: withNum(article, 1) })
  }),

  adminRoute('post', 'article', async ({ request, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const data = outcome.data ?? {}
    const errors = validateArticle(data)
    if (errors.length > 0) return failure(400, errors)
    // DECISION: an article sent without `create_at` is dated now (§4.15 [unknown]).
    await shop.articles.create({ create_at: nowSeconds(), ...data, id: pushId() } as ArticleRecord)
    return json({ success: true, message: MESSAGES.articleCreated })
  }),

  adminRoute('put', 'article/:id', async ({ request, params, shop }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = byId(shop.articles, params.id)
    if (!existing) return failure(404, MESSAGES.articleIdNotFound)
    if (!outcome.data) return missingData()
    const merged = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateArticle(merged)
    if (errors.length > 0) return failure(400, errors)
    await replaceRecord(shop.articles, existing, merged as ArticleRecord)
    return json({ success: true, message: MESSAGES.articleUpdated })
  }),

  adminRoute('delete', 'article/:id', ({ params, shop }) => {
    if (!shop.articles.delete((query) => query.where((article) => article.id === params.id)))
      return failure(404, MESSAGES.articleNotFound)
    return json({ success: true, message: MESSAGES.articleDeleted })
  }),
]
