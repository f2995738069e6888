import {
  addDays,
  DELIVERY_SLOTS,
  deliveryDayFrom,
  earliestDeliveryDay,
  noteWithDelivery,
  taipeiDay,
} from '../../src/api/delivery'
import { STATUS_CODES, type FulfilmentStatus } from '../../src/api/fulfilment'
import type { DeliveryRequest } from '../../src/api/types'
import { pushId } from '../ids'
import type { OrderRecord, ProductRecord } from '../records'
import { isEnabled, orderContents, sortKeysDeep, toOrderLine } from '../records'

/**
 * A busy year of orders, for benchmarks and scale checks (docs/orders.md, "A big shop"): `count`
 * orders spread evenly over `days` days up to now (5,000 over a year is some 14 a day, what a
 * breakfast shop taking orders online might see), each as checkout places them (a morning slot or
 * 盡快出貨, in `delivery` and the note) and where its age puts it: delivered (or now and then
 * cancelled) when its day has passed, confirmed or being prepared when it is due soon, new when it
 * was placed in the last hours. Deterministic: the same arguments give the same orders (ids aside).
 */
export function buildBusyOrders(
  products: readonly ProductRecord[],
  { count, days = 365, nowSeconds }: { count: number; days?: number; nowSeconds: number },
): OrderRecord[] {
  const catalogue = products.filter((product) => isEnabled(product.is_enabled))
  if (catalogue.length === 0 || count <= 0) return []
  let state = 20_261_127
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const payments = ['creditCard', 'LinePay', 'ApplePay', 'cashOnDelivery', 'bankTransfer'] as const
  const shippings = ['homeDelivery', 'homeDelivery', 'instorePickup1', 'instorePickup2'] as const
  const today = taipeiDay(nowSeconds * 1000)
  const span = days * 24 * 60 * 60

  return Array.from({ length: count }, (_, index): OrderRecord => {
    const create_at = nowSeconds - Math.floor(((index + random()) / count) * span)
    const paymentWay = pick(payments)
    const earliest = earliestDeliveryDay(paymentWay, create_at * 1000)
    const delivery: DeliveryRequest =
      random() < 0.4
        ? { asap: true }
        : {
            date: deliveryDayFrom(addDays(earliest, Math.floor(random() * 4))),
            slot: pick(DELIVERY_SLOTS).id,
          }
    const due = 'date' in delivery ? delivery.date : earliest
    const paid = paymentWay !== 'cashOnDelivery' && (paymentWay !== 'bankTransfer' || random() < 0.85)
    const history: { status: number; at: number }[] = []
    const step = (status: FulfilmentStatus, hours: number) =>
      history.push({ status: STATUS_CODES[status], at: create_at + Math.round(hours * 3600) })
    if (due < today) {
      if (random() < 0.04) step('cancelled', 6)
      else {
        step('confirmed', 1)
        step('preparing', 12)
        step('shipped', 14)
        step('delivered', 16)
      }
    } else if (nowSeconds - create_at > 2 * 3600) {
      step('confirmed', 1)
      if (due === today) step('preparing', 1.5)
    }
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_line, position) => {
      const product = pick(catalogue)
      return toOrderLine({
        id: pushId(create_at * 1000 + position),
        product_id: product.id,
        qty: 1 + Math.floor(random() * 3),
        product,
      })
    })
    const last = history[history.length - 1]
    return sortKeysDeep({
      id: pushId(create_at * 1000),
      create_at,
      is_paid: paid,
      ...(paid ? { paid_date: create_at + 120 } : {}),
      message: noteWithDelivery(random() < 0.2 ? '請放管理室，謝謝' : '', delivery),
      ...orderContents(lines),
      user: {
        name: `效能測試客人${index % 97}`,
        email: `bench${index % 97}@example.com`,
        tel: '0912345678',
        address: '台北市中正區重慶南路一段 122 號',
      },
      shippingWay: pick(shippings),
      paymentWay,
      delivery,
      ...(last ? { status: last.status, statusHistory: history } : {}),
    })
  })
}
