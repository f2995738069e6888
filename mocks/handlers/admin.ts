import type { Collection } from '@msw/data'
import type { HttpHandler } from 'msw'
import { byId, listArticles, listProducts, ordersNewestFirst, type Shop } from '../db'
import { pushId } from '../ids'
import { isEnabled, withNum, type ArticleRecord, type RecordSchema } from '../records'
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
import {
  adminRoute,
  checkedData,
  failure,
  json,
  listPage,
  productsAllResponse,
  readData,
  type AdminContext,
} from './support'

/**
 * Back-office routes (course-api.md §4), all behind the admin guard of support.ts.
 *
 * Creates store what was sent (extra keys included, alphabetical keys) with a new push id.
 * Updates (PUT) merge the sent keys into the stored record, and the merged record must pass the
 * same checks as a create; a PUT without a `data` object is refused.
 */

type Stored = { id: string } & Record<string, unknown>

/**
 * `PUT …/:id`: the stored record with the sent `data` merged in (the path id wins), once it passes
 * `validate`; or the answer to give instead (413, 404 `notFound`, 400).
 */
async function mergedUpdate<T extends Stored>(
  { request, params }: AdminContext,
  records: Collection<RecordSchema<T>>,
  validate: (data: Data) => string[],
  notFound: string,
): Promise<{ existing: T; merged: T } | { response: Response }> {
  const outcome = await readData(request)
  if ('response' in outcome) return outcome
  const existing = byId(records, params.id)
  if (!existing) return { response: failure(404, notFound) }
  if (!outcome.data) return { response: failure(400, [FIELD_MESSAGES.required('data')]) }
  const merged = { ...existing, ...outcome.data, id: existing.id } as T
  const errors = validate(merged)
  return errors.length > 0 ? { response: failure(400, errors) } : { existing, merged }
}

interface EditableResource<T extends Stored> {
  /** The singular path segment: `product` → `admin/product`, `admin/product/:id`. */
  path: string
  records: (shop: Shop) => Collection<RecordSchema<T>>
  validate: (data: Data) => string[]
  messages: { created: string; updated: string; idNotFound: string; deleted: string; notFound: string }
  /** Fields a create gets when the client sent none. */
  defaults?: () => Data
  /** What else a delete removes. */
  afterDelete?: (shop: Shop, id: string) => void
}

/** Create, update and delete of one kind of record (§4.3–§4.5, §4.12–§4.14, §4.15). */
function editable<T extends Stored>(resource: EditableResource<T>): HttpHandler[] {
  const { path, records, validate, messages } = resource
  return [
    adminRoute('post', path, async ({ request, shop }) => {
      const checked = await checkedData(request, validate)
      if ('response' in checked) return checked.response
      await records(shop).create({ ...resource.defaults?.(), ...checked.data, id: pushId() } as T)
      return json({ success: true, message: messages.created })
    }),
    adminRoute('put', `${path}/:id`, async (context) => {
      const update = await mergedUpdate(context, records(context.shop), validate, messages.idNotFound)
      if ('response' in update) return update.response
      await replaceRecord(records(context.shop), update.existing, update.merged)
      return json({ success: true, message: messages.updated })
    }),
    adminRoute('delete', `${path}/:id`, ({ params, shop }) => {
      if (!records(shop).delete((query) => query.where((record) => record.id === params.id)))
        return failure(404, messages.notFound)
      resource.afterDelete?.(shop, params.id)
      return json({ success: true, message: messages.deleted })
    }),
  ]
}

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
  adminRoute('get', 'products/all', ({ shop }) => productsAllResponse(shop, 'admin')),

  // §4.3–§4.5: orders keep their snapshots; cart lines holding a deleted product go (rules).
  ...editable({
    path: 'product',
    records: (shop) => shop.products,
    validate: validateProduct,
    messages: {
      created: MESSAGES.productCreated,
      updated: MESSAGES.productUpdated,
      idNotFound: MESSAGES.productIdNotFound,
      deleted: MESSAGES.productDeleted,
      notFound: MESSAGES.productNotFound,
    },
    afterDelete(shop, id) {
      if (DELETE_PRODUCT_REMOVES_CART_LINES)
        shop.cartLines.deleteMany((query) => query.where((line) => line.product_id === id))
    },
  }),

  // §4.7: newest first, `num` 1…n.
  adminRoute('get', 'orders', ({ shop, url }) => listPage('orders', ordersNewestFirst(shop), url)),

  // §4.8: partial updates merge and are stored as sent (rules: ORDER_UPDATE_STORES_AS_SENT).
  adminRoute('put', 'order/:id', async (context) => {
    const { orders } = context.shop
    const update = await mergedUpdate(context, orders, validateOrderFields, MESSAGES.orderNotFound)
    if ('response' in update) return update.response
    const { existing, merged } = update
    if (ADMIN_PAID_STAMPS_PAID_DATE && isEnabled(merged.is_paid) && merged.paid_date === undefined) {
      merged.paid_date = nowSeconds()
    }
    await replaceRecord(orders, existing, merged)
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

  // §4.12–§4.14 (no "!" on the 404, unlike the customer's 找不到優惠券!)
  ...editable({
    path: 'coupon',
    records: (shop) => shop.coupons,
    validate: validateCoupon,
    messages: {
      created: MESSAGES.couponCreated,
      updated: MESSAGES.couponUpdated,
      idNotFound: MESSAGES.couponIdNotFound,
      deleted: MESSAGES.couponDeleted,
      notFound: MESSAGES.couponNotFoundForAdmin,
    },
  }),

  // §4.15: every article, newest first, without its body; one with its body.
  adminRoute('get', 'articles', ({ shop, url }) =>
    listPage('articles', listArticles(shop, { publicOnly: false }).map(listedArticle), url),
  ),

  adminRoute('get', 'article/:id', ({ params, shop }) => {
    const article = byId(shop.articles, params.id)
    if (!article) return failure(404, MESSAGES.articleNotFound)
    return json({ success: true, article: withNum(article, 1) })
  }),

  ...editable({
    path: 'article',
    records: (shop) => shop.articles,
    validate: validateArticle,
    messages: {
      created: MESSAGES.articleCreated,
      updated: MESSAGES.articleUpdated,
      idNotFound: MESSAGES.articleIdNotFound,
      deleted: MESSAGES.articleDeleted,
      notFound: MESSAGES.articleNotFound,
    },
    // DECISION: an article sent without `create_at` is dated now (§4.15 [unknown]).
    defaults: () => ({ create_at: nowSeconds() }),
  }),
]
