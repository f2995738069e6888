import type { HttpHandler } from 'msw'
import { db, listProducts, ordersNewestFirst } from '../db'
import { isEnabled, isOrderLine, sortKeysDeep, withNum } from '../records'
import type { CouponRecord, OrderRecord, ProductRecord } from '../records'
import { pushId } from '../ids'
import {
  ADMIN_PAID_STAMPS_PAID_DATE,
  DELETE_PRODUCT_REMOVES_CART_LINES,
  FIELD_MESSAGES,
  MESSAGES,
  nowSeconds,
} from '../rules'
import { dataOf, validateCoupon, validateOrderUpdate, validateProduct, type Data } from '../validation'
import {
  adminRoute,
  cachedJson,
  failure,
  json,
  paginate,
  listedJsonBytes,
  readJson,
  tooLarge,
  type RouteContext,
} from './support'

/**
 * Back-office routes (course-api.md §4), all behind the admin guard of support.ts.
 *
 * Creates store what was sent (extra keys included, alphabetical keys) with a new push id.
 * Updates (PUT) merge the sent keys into the stored record, and the merged record must pass the
 * same checks as a create; a PUT without a `data` object is refused.
 */

type BodyOutcome = { data: Data | null } | { response: Response }

async function readData(request: RouteContext['request']): Promise<BodyOutcome> {
  const read = await readJson(request)
  if (read.kind === 'too-large') return { response: tooLarge() }
  return { data: dataOf(read.body) }
}

const missingData = () => failure(400, [FIELD_MESSAGES.required('data')])

export const adminHandlers: HttpHandler[] = [
  // §4.1: every product, disabled ones included, in creation order.
  adminRoute('get', 'products', ({ url }) => {
    const category = url.searchParams.get('category') ?? ''
    const page = paginate(
      listProducts({ enabledOnly: false, category }),
      url.searchParams.get('page'),
      category,
    )
    return json({
      success: true,
      products: page.items.map((product, index) => withNum(product, page.firstNum + index)),
      pagination: page.pagination,
      messages: [],
    })
  }),

  // §4.2: an object keyed by product id (the customer's products/all is an array).
  adminRoute('get', 'products/all', () =>
    cachedJson('admin products/all', db.products.version, () =>
      listedJsonBytes(
        '{"success":true,"products":{',
        listProducts({ enabledOnly: false }).map((record, index) => ({
          record,
          num: index + 1,
          key: record.id,
        })),
        '}}',
      ),
    ),
  ),

  // §4.3
  adminRoute('post', 'product', async ({ request }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const data = outcome.data ?? {}
    const errors = validateProduct(data)
    if (errors.length > 0) return failure(400, errors)
    await db.products.insert(sortKeysDeep({ ...data, id: pushId() } as ProductRecord))
    return json({ success: true, message: MESSAGES.productCreated })
  }),

  // §4.4
  adminRoute('put', 'product/:id', async ({ request, params }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = db.products.get(params.id)
    if (!existing) return failure(404, MESSAGES.productIdNotFound)
    if (!outcome.data) return missingData()
    const merged = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateProduct(merged)
    if (errors.length > 0) return failure(400, errors)
    await db.products.replace(sortKeysDeep(merged as ProductRecord))
    return json({ success: true, message: MESSAGES.productUpdated })
  }),

  // §4.5: orders keep their snapshots; cart lines holding the product go (rules).
  adminRoute('delete', 'product/:id', ({ params }) => {
    if (!db.products.remove(params.id)) return failure(404, MESSAGES.productNotFound)
    if (DELETE_PRODUCT_REMOVES_CART_LINES) {
      for (const line of [...db.cartLines.all()])
        if (line.product_id === params.id) db.cartLines.remove(line.id)
    }
    return json({ success: true, message: MESSAGES.productDeleted })
  }),

  // §4.7: newest first, `num` 1…n.
  adminRoute('get', 'orders', ({ url }) => {
    const page = paginate(ordersNewestFirst(), url.searchParams.get('page'))
    return json({
      success: true,
      orders: page.items.map((order, index) => withNum(order, page.firstNum + index)),
      pagination: page.pagination,
      messages: [],
    })
  }),

  // §4.8: partial updates merge; extra keys (e.g. a numeric `status`) persist.
  adminRoute('put', 'order/:id', async ({ request, params }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = db.orders.get(params.id)
    if (!existing) return failure(404, MESSAGES.orderNotFound)
    if (!outcome.data) return missingData()
    const merged: Data = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateOrderUpdate(merged, isOrderLine)
    if (errors.length > 0) return failure(400, errors)
    if (ADMIN_PAID_STAMPS_PAID_DATE && isEnabled(merged.is_paid) && merged.paid_date === undefined) {
      merged.paid_date = nowSeconds()
    }
    if (!db.orders.check(merged)) return failure(400, [FIELD_MESSAGES.badImageList('data')])
    await db.orders.replace(sortKeysDeep(merged as OrderRecord))
    return json({ success: true, message: MESSAGES.orderUpdated })
  }),

  // §4.9
  adminRoute('delete', 'order/:id', ({ params }) => {
    if (!db.orders.remove(params.id)) return failure(404, MESSAGES.orderNotFound)
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §4.10
  adminRoute('delete', 'orders/all', () => {
    db.orders.clear()
    return json({ success: true, message: MESSAGES.deleted })
  }),

  // §4.11: creation order.
  adminRoute('get', 'coupons', ({ url }) => {
    const page = paginate(db.coupons.all(), url.searchParams.get('page'))
    return json({
      success: true,
      coupons: page.items.map((coupon, index) => withNum(coupon, page.firstNum + index)),
      pagination: page.pagination,
      messages: [],
    })
  }),

  // §4.12
  adminRoute('post', 'coupon', async ({ request }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const data = outcome.data ?? {}
    const errors = validateCoupon(data)
    if (errors.length > 0) return failure(400, errors)
    await db.coupons.insert(sortKeysDeep({ ...data, id: pushId() } as CouponRecord))
    return json({ success: true, message: MESSAGES.couponCreated })
  }),

  // §4.13
  adminRoute('put', 'coupon/:id', async ({ request, params }) => {
    const outcome = await readData(request)
    if ('response' in outcome) return outcome.response
    const existing = db.coupons.get(params.id)
    if (!existing) return failure(404, MESSAGES.couponIdNotFound)
    if (!outcome.data) return missingData()
    const merged = { ...existing, ...outcome.data, id: existing.id }
    const errors = validateCoupon(merged)
    if (errors.length > 0) return failure(400, errors)
    await db.coupons.replace(sortKeysDeep(merged as CouponRecord))
    return json({ success: true, message: MESSAGES.couponUpdated })
  }),

  // §4.14 (no "!" here, unlike the customer's 找不到優惠券!)
  adminRoute('delete', 'coupon/:id', ({ params }) => {
    if (!db.coupons.remove(params.id)) return failure(404, MESSAGES.couponNotFoundForAdmin)
    return json({ success: true, message: MESSAGES.couponDeleted })
  }),
]
